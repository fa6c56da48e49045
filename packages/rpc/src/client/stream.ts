// One subscription: SSE over POST (docs/architecture.md §2). Opens after a delay, reads with a streaming reader,
// hands JSON payloads on, and comes back after a drop when allowed.
import type { RpcRequest } from '../wire.ts';
import { SseParser } from './sse-parser.ts';
import { deadline, normalize } from './transport.ts';
import type { Transport } from './transport.ts';

export interface StreamOptions {
  onData: (data: unknown) => void;
  onHeaders?: (h: Headers) => void;
  onError?: (code: string) => void;
  reconnect?: boolean;
  delayMs: number;
  reconnectMs: number;
  /** The response arrived and is a stream (internal: progress waits for it before sending its batch). */
  onOpen?: () => void;
  /** The subscription is over for good (closed, refused, or dropped without reconnect). */
  onEnd?: () => void;
}

/** A throwing callback must not kill the stream; report it where the page's errors go instead. */
function guarded(fn: () => void): void {
  try {
    fn();
  } catch (e) {
    console.error(e);
  }
}

/** Starts the subscription; returns close(). */
export function openStream(t: Transport, request: RpcRequest, o: StreamOptions): () => void {
  let closed = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const finish = (): void => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    controller?.abort();
    o.onEnd?.();
  };

  const dropped = (): void => {
    if (closed) return;
    guarded(() => o.onError?.('RPC_CLIENT_SUBSCRIBE_STREAM_ERROR'));
    if (o.reconnect) timer = setTimeout(() => void connect(), o.reconnectMs);
    else finish();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const own = new AbortController();
    controller = own;
    // Until the stream opens, a silent server counts as a drop; an open stream may stay quiet.
    const opening = deadline(t.timeouts.streamOpenMs);
    opening.signal.addEventListener('abort', () => own.abort());
    let res: Response;
    try {
      res = await t.fetch(t.url, {
        method: 'POST',
        body: JSON.stringify(request),
        headers: { ...t.headers(), 'content-type': 'application/json', accept: 'text/event-stream' },
        credentials: t.credentials,
        signal: own.signal,
      });
    } catch {
      return dropped();
    } finally {
      opening.clear();
    }
    if (closed) return;
    if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // The server answered instead of streaming. A coded refusal (NOT_FOUND, UNAUTHORIZED, …) is final;
      // anything else (a proxy's error page) counts as a drop.
      const answer = normalize(await res.json().catch(() => undefined));
      if (res.status < 500 && answer.status === 'error' && answer.data !== 'SERVER_ERROR') {
        guarded(() => o.onError?.(answer.data));
        return finish();
      }
      return dropped();
    }
    guarded(() => o.onOpen?.());
    let first = true;
    const parser = new SseParser((data) => {
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        return; // not JSON: not for us
      }
      if (first) {
        first = false;
        guarded(() => o.onHeaders?.(res.headers));
      }
      guarded(() => o.onData(value));
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        if (closed) return;
      }
    } catch {
      // a reset connection or our own abort; either way the loop is over
    }
    dropped();
  }

  timer = setTimeout(() => void connect(), o.delayMs);
  return finish;
}
