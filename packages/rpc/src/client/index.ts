// @zdravo/rpc/client: the browser's (and any node caller's) side of /_rpc. Only fetch; no node: imports.
//
// Calls made in the same macrotask are sent as ONE POST: the queue flushes on setTimeout(0), not on a
// microtask, so calls issued after awaiting already-settled promises (several components' effects, a
// query library's fetchers) still share the batch. The cost is one timer hop (~1 ms; in a background tab the
// browser may stretch it towards 1 s, which only delays calls nobody is looking at).
import { PROGRESS_HEADER, PROGRESS_METHOD, RPC_LIMITS, RPC_TIMEOUTS, RPC_TIMINGS } from '../wire.ts';
import type { BatchProgress, RpcAnswer, RpcCode, RpcRequest } from '../wire.ts';
import type { ApiMap, SubscriptionMap, TypedRpcClient } from '../api.ts';
import { build, send } from './batch.ts';
import type { CallSpec, Pending } from './batch.ts';
import type { openStream as OpenStream } from './stream.ts';
import { err } from './transport.ts';
import type { Transport } from './transport.ts';

export type {
  RpcClientOptions,
  CallOptions,
  BatchOptions,
  SubscribeOptions,
  Subscription,
  RpcClient,
} from './types.ts';
import type { RpcClientOptions, BatchOptions, RpcClient } from './types.ts';

/** Sorted-key JSON, so {a,b} and {b,a} name the same stream. */
const stableKey = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

function randomStreamId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The same client, typed on an application's API map: `call('offers.f.getAll', params)` infers its
 * result and refuses an unknown method or wrong params at compile time. Nothing changes at run time.
 */
export function createTypedRpcClient<Api extends ApiMap, Subs extends SubscriptionMap, Code extends string = RpcCode>(
  opts: RpcClientOptions,
): TypedRpcClient<Api, Subs, Code> {
  return createRpcClient(opts) as unknown as TypedRpcClient<Api, Subs, Code>;
}

/**
 * A stream, with the streaming code (SSE reading, reconnects; stream.ts) fetched when a page first
 * opens one: the shop's pages never do, and it stays out of their first load (docs/decisions/040-every-route-within-budget.md).
 * Closed before the code is in, the stream never opens and ends as a closed one does; code that cannot
 * be fetched is a dropped stream.
 */
function openStream(...args: Parameters<typeof OpenStream>): () => void {
  const o = args[2];
  let closed = false;
  let close = (): void => {
    if (closed) return;
    closed = true;
    o.onEnd?.();
  };
  import('./stream.ts').then(
    (stream) => {
      if (!closed) close = stream.openStream(...args);
    },
    () => {
      if (closed) return;
      o.onError?.('RPC_CLIENT_SUBSCRIBE_STREAM_ERROR');
      close();
    },
  );
  return () => close();
}

export function createRpcClient(opts: RpcClientOptions): RpcClient {
  const t: Transport = {
    url: opts.url,
    headers: opts.headers ?? (() => ({})),
    // Looked up per call and not bound early: a detached `fetch` throws "Illegal invocation" in browsers.
    fetch: opts.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    credentials: opts.credentials ?? 'include',
    timeouts: { ...RPC_TIMEOUTS, ...opts.timeouts },
  };
  const timings = { ...RPC_TIMINGS, ...opts.timings };
  const openKeys = new Set<string>();
  let counter = 0;
  let queue: Pending[] = [];
  const alone = new Set(opts.sendAlone ?? []);

  const flush = (): void => {
    const items = queue;
    queue = [];
    if (items.length > 0) void send(t, items, false);
  };

  function enqueue<T>(spec: CallSpec): Promise<RpcAnswer<T>> {
    return new Promise((resolve) => {
      if (alone.has(spec.method)) {
        // Never batched (the server refuses it beside other calls): a request of its own, now.
        const req = build(spec, ++counter, []);
        if ('status' in req) return resolve(req as RpcAnswer<T>);
        return void send(t, [{ req, label: spec.id, resolve: resolve as (a: RpcAnswer) => void }], false);
      }
      const req = build(spec, ++counter, queue);
      if ('status' in req) return resolve(req as RpcAnswer<T>);
      if (queue.length === 0) setTimeout(flush, 0);
      queue.push({ req, label: spec.id, resolve: resolve as (a: RpcAnswer) => void });
      // A full batch goes now; later calls of this tick start the next one (and cannot bind across).
      if (queue.length >= RPC_LIMITS.maxCallsPerBatch) flush();
    });
  }

  async function batch(calls: CallSpec[], o: BatchOptions = {}): Promise<RpcAnswer<unknown>> {
    const mode = o.return ?? 'all';
    if (calls.length === 0) return err(mode === 'all' ? 'NOTHING_TO_PROCESS' : 'NOT_FOUND');
    const items: Pending[] = [];
    const answers: Array<Promise<RpcAnswer>> = calls.map(
      (spec) =>
        new Promise<RpcAnswer>((resolve) => {
          const req = build(spec, ++counter, items);
          if ('status' in req) resolve(req);
          else items.push({ req, label: spec.id, resolve });
        }),
    );
    if (items.length > 0) {
      const failed = o.progress ? await sendWithProgress(items, o.progress) : await send(t, items, true);
      if (failed) return failed;
    }
    const all = await Promise.all(answers);
    if (mode === 'all') return { status: 'ok', data: all };
    return (mode === 'first' ? all[0] : all[all.length - 1]) ?? err('NOT_FOUND');
  }

  /** Opens the progress stream first (no page-level open delay) so no event is missed, then sends. */
  async function sendWithProgress(items: Pending[], progress: (p: BatchProgress) => void) {
    const streamId = randomStreamId();
    let reported = 0;
    let ready!: () => void;
    const open = new Promise<void>((r) => (ready = r));
    const cap = setTimeout(ready, 3000); // a stream that will not open must not hold the batch
    const close = openStream(
      t,
      { action: 'subscribe', method: PROGRESS_METHOD, params: { streamId } },
      {
        delayMs: 0,
        reconnectMs: timings.reconnectDelayMs,
        onOpen: ready,
        onEnd: ready,
        onData: (d) => {
          const p = d as BatchProgress;
          if (typeof p?.done !== 'number' || typeof p.total !== 'number') return;
          reported = p.done;
          progress(p);
        },
      },
    );
    await open;
    clearTimeout(cap);
    const failed = await send(t, items, true, { [PROGRESS_HEADER]: streamId });
    close();
    // The last event may still be in flight on the other connection; the batch is done, so say so.
    if (!failed && reported < items.length) progress({ done: items.length, total: items.length });
    return failed;
  }

  return {
    call: (method, params, o) => enqueue({ method, params, ...o }),
    callArgs: (method, args, o) => enqueue({ method, args, ...o }),
    batch,
    subscribe(method, params, o) {
      if (typeof o?.onData !== 'function') return err('RPC_CLIENT_EVENT_WITHOUT_CALLBACK');
      const key = `${method}\u0000${stableKey(params ?? {})}`;
      if (openKeys.has(key)) return err('ALREADY_OPENED');
      openKeys.add(key);
      const request: RpcRequest = { action: 'subscribe', method };
      if (params !== undefined) request.params = params;
      const close = openStream(t, request, {
        ...o,
        delayMs: timings.streamOpenDelayMs,
        reconnectMs: timings.reconnectDelayMs,
        onEnd: () => openKeys.delete(key),
      });
      return { close };
    },
  };
}
