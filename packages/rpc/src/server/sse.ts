// Subscriptions: a POSTed subscribe call answered by a server-sent event stream (`data: <json>\n\n`).
// Failures before the stream opens (unknown, unauthorized, invalid) are ordinary JSON answers.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { RpcAnswer, RpcRequest } from '../wire.ts';
import { checkAuth, paramsOf } from './dispatch.ts';
import { errorAnswer, toIssues } from './envelope.ts';
import type { SubscriptionDef } from './types.ts';

export interface StreamEnv<Ctx> {
  subscriptions: Map<string, SubscriptionDef<Ctx>>;
  isAuthenticated: ((ctx: Ctx) => boolean | Promise<boolean>) | undefined;
  keepAliveMs: number;
  /** Closers of open streams, so server shutdown does not wait forever on them. */
  open: Set<() => void>;
  /** Open streams per client address, for the per-address cap. */
  byAddress: Map<string, number>;
  limits: { maxStreamsPerAddress: number; maxStreams: number; streamIdleMs: number };
  log: FastifyBaseLogger;
  /** RpcPluginOptions.streamsNeedAuth, streamOwner and onStreamOpen. */
  streamsNeedAuth?: boolean;
  streamOwner?: (ctx: Ctx, req: FastifyRequest) => string;
  onStreamOpen?: (ctx: Ctx, end: () => void, signal: AbortSignal) => void;
}

/** Opens the stream and returns undefined, or returns the error answer to send instead. */
export async function subscribe<Ctx>(
  call: RpcRequest,
  ctx: Ctx,
  reply: FastifyReply,
  env: StreamEnv<Ctx>,
): Promise<RpcAnswer | undefined> {
  const meta = call.meta?.id === undefined ? undefined : { id: call.meta.id };
  const def = env.subscriptions.get(call.method);
  if (!def) return errorAnswer('NOT_FOUND', meta);
  if (!(await checkAuth(def.auth || env.streamsNeedAuth, ctx, env.isAuthenticated)))
    return errorAnswer('UNAUTHORIZED', meta);
  const parsed = await def.params.safeParseAsync(paramsOf(call, undefined));
  if (!parsed.success) return errorAnswer('VALIDATION_ERROR', meta, toIssues(parsed.error));

  // Every open stream holds a socket: one address (or owner) may hold a few, the process a bounded number.
  const address = env.streamOwner ? env.streamOwner(ctx, reply.request) : reply.request.ip;
  const mine = env.byAddress.get(address) ?? 0;
  if (env.open.size >= env.limits.maxStreams || mine >= env.limits.maxStreamsPerAddress) {
    void reply.code(429);
    return errorAnswer('TOO_MANY_STREAMS', meta);
  }
  env.byAddress.set(address, mine + 1);

  // From here on we own the socket: Fastify neither serialises nor ends this response.
  reply.hijack();
  const res = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // No `connection` header: HTTP/1.1 keeps alive by default and HTTP/2 forbids the header.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no', // nginx would otherwise buffer the stream
  });
  // A first comment flushes the headers now, so the client knows the stream is live.
  res.write(': open\n\n');

  const abort = new AbortController();
  let lastEvent = Date.now();
  // Pings keep proxies from cutting a quiet stream; a stream quiet for longer than the idle limit
  // is closed all the same (a client that still wants it reconnects).
  const keepAlive = setInterval(
    () => {
      if (Date.now() - lastEvent >= env.limits.streamIdleMs) close();
      else res.write(': ping\n\n');
    },
    Math.min(env.keepAliveMs, env.limits.streamIdleMs),
  );
  const close = (): void => {
    if (abort.signal.aborted) return;
    clearInterval(keepAlive);
    env.open.delete(close);
    const left = (env.byAddress.get(address) ?? 1) - 1;
    if (left > 0) env.byAddress.set(address, left);
    else env.byAddress.delete(address);
    abort.abort();
    if (!res.writableEnded) res.end();
  };
  env.open.add(close);
  res.on('close', close);
  res.on('error', close);
  env.onStreamOpen?.(ctx, close, abort.signal);

  const emit = (data: unknown): void => {
    if (abort.signal.aborted) return;
    lastEvent = Date.now();
    res.write(`data: ${JSON.stringify(data ?? null)}\n\n`);
  };
  try {
    await def.start(parsed.data, ctx, emit, abort.signal, close);
  } catch (err) {
    env.log.error({ err, method: call.method }, 'rpc subscription failed');
    close();
  }
  return undefined;
}
