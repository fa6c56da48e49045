// A bare Fastify with the RPC plugin and a few toy methods, listening on a real port for the tests.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { defineMethod, fail, fileParam, rpcPlugin, RpcFailure } from '../server/index.ts';
import type { MethodDef, RpcPluginOptions, SubscriptionDef } from '../server/index.ts';

export interface ToyCtx {
  authed: boolean;
  /** The caller's tier header (for the guard of `gold`). */
  tier: string | undefined;
  /** Ordered start/end marks of `slow` calls, to prove concurrency and bind order. */
  events: string[];
}

export interface Toy {
  app: FastifyInstance;
  url: string;
  events: string[];
  /** Everything the server logged at error level, to check causes are logged but not sent. */
  errors: string[];
  /** How often `drops` / `watch` streams were opened, and `watch` streams aborted (reconnect, close tests). */
  opened: { drops: number; watch: number; watchAborted: number };
  close: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `forceCloseConnections` defaults to true here: after a fetch is aborted, Node 20's fetch (undici) opens a
 * spare connection that never sends a request, and `server.close()` would wait for it (~4 s) otherwise.
 */
export async function startToy(
  overrides: Partial<RpcPluginOptions<ToyCtx>> = {},
  server: Pick<FastifyServerOptions, 'forceCloseConnections'> = { forceCloseConnections: true },
): Promise<Toy> {
  const events: string[] = [];
  const errors: string[] = [];
  const opened = { drops: 0, watch: 0, watchAborted: 0 };

  const methods: Record<string, MethodDef<ToyCtx>> = {
    echo: defineMethod({ params: z.record(z.string(), z.unknown()), handler: (p) => p }),
    add: defineMethod({
      params: z.object({ a: z.number(), b: z.number() }),
      argNames: ['a', 'b'],
      handler: ({ a, b }) => a + b,
    }),
    slow: defineMethod({
      params: z.object({ ms: z.number().int().min(0).max(2000), tag: z.string() }),
      handler: async ({ ms, tag }, ctx) => {
        ctx.events.push(`start:${tag}`);
        await sleep(ms);
        ctx.events.push(`end:${tag}`);
        return tag;
      },
    }),
    fails: defineMethod({ params: z.object({}), handler: () => fail('EMAIL_EXISTS', { field: 'Email' }) }),
    throwsFailure: defineMethod({
      params: z.object({}),
      handler: () => {
        throw new RpcFailure('PHONE_EXISTS');
      },
    }),
    explodes: defineMethod({
      params: z.object({}),
      handler: () => {
        throw new Error('secret: SELECT * FROM users');
      },
    }),
    secret: defineMethod({ params: z.object({}), auth: true, handler: () => 'classified' }),
    // An app's own access rule, checked before the params: only the "gold" caller, whatever it sends.
    gold: defineMethod({
      params: z.object({ n: z.number() }),
      guard: (ctx: ToyCtx) => (ctx.tier === 'gold' ? null : fail('FORBIDDEN')),
      handler: (p: { n: number }) => p.n,
    }),
    upload: defineMethod({
      files: { maxCount: 3, maxBytes: 5 * 1024 * 1024 },
      params: z.object({ name: z.string(), file: fileParam, more: z.array(fileParam).optional() }),
      handler: ({ name, file, more }) => ({
        name,
        filename: file.filename,
        mimetype: file.mimetype,
        size: file.data.length,
        text: file.data.subarray(0, 32).toString('utf8'),
        more: (more ?? []).map((f) => f.data.length),
      }),
    }),
  };

  const subscriptions: Record<string, SubscriptionDef<ToyCtx>> = {
    ticks: {
      params: z.object({ count: z.number().int().min(1).max(50), everyMs: z.number().int().min(1) }),
      start: ({ count, everyMs }, _ctx, emit, signal) => {
        let n = 0;
        const timer = setInterval(() => {
          emit({ n: ++n });
          if (n >= count) clearInterval(timer);
        }, everyMs);
        signal.addEventListener('abort', () => clearInterval(timer));
      },
    },
    // Sends one event, then the server hangs up: the client should come back.
    drops: {
      params: z.object({}),
      start: (_p, _ctx, emit, _signal, end) => {
        opened.drops++;
        emit({ connection: opened.drops });
        setTimeout(end, 30);
      },
    },
    // Stays open and silent; tells the test when the server saw the client go away.
    watch: {
      params: z.object({}),
      start: (_p, _ctx, emit, signal) => {
        opened.watch++;
        emit({ watching: true });
        signal.addEventListener('abort', () => opened.watchAborted++);
      },
    },
    privateFeed: { params: z.object({}), auth: true, start: (_p, _c, emit) => emit('hidden') },
  };

  const app = Fastify({
    ...server,
    logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } },
  });
  await app.register(rpcPlugin, {
    methods,
    subscriptions,
    createContext: (req) => ({
      authed: req.headers['x-test-auth'] === 'yes',
      tier: req.headers['x-test-tier'] as string | undefined,
      events,
    }),
    isAuthenticated: (ctx: ToyCtx) => ctx.authed,
    allowedOrigins: (origin) => origin === 'https://shop.test',
    keepAliveMs: 40,
    ...overrides,
  } satisfies RpcPluginOptions<ToyCtx>);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `${address}/_rpc`, events, errors, opened, close: () => app.close() };
}
