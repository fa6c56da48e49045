// POST /_rpc: the Fastify side of the wire format (docs/architecture.md §2). The plugin is its own encapsulated scope,
// so its JSON parser, its error handler and its Origin check touch nothing else on the server.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PROGRESS_HEADER, PROGRESS_METHOD, RPC_LIMITS, RPC_PATH, type RpcAnswer } from '../wire.ts';
import { checkAuth, runBatch } from './dispatch.ts';
import type { DispatchEnv } from './dispatch.ts';
import { errorAnswer, parseEnvelope } from './envelope.ts';
import { parseJson } from './json.ts';
import { lingerAfterRefusal } from './lingering-close.ts';
import { fileMarkers, readMultipart, type FilePlan } from './multipart.ts';
import { PreparedJson, pickEncoding } from './prepared.ts';
import { ProgressBus, progressSubscription, streamIdSchema } from './progress.ts';
import { subscribe } from './sse.ts';
import type { StreamEnv } from './sse.ts';
import type { Limits, RpcPluginOptions, SubscriptionDef } from './types.ts';

/** How long a refused upload's connection may go on sending the rest of its body after the answer. */
const LINGER_MS = 10_000;

class BadJsonError extends Error {
  readonly statusCode = 400;
}

/** Same-origin unless the app says otherwise: the Origin's host must be the Host the request came to. */
function sameHost(origin: string, req: FastifyRequest): boolean {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false; // `Origin: null` (sandboxed frames, file://) and garbage
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's Ctx type is its own business
export const rpcPlugin: FastifyPluginAsync<RpcPluginOptions<any>> = async (fastify, opts) => {
  const limits: Limits = { ...RPC_LIMITS, ...opts.limits };
  const bus = opts.progress ?? new ProgressBus();
  const env: DispatchEnv<unknown> = {
    methods: new Map(Object.entries(opts.methods)),
    isAuthenticated: opts.isAuthenticated,
    log: fastify.log,
  };
  const streams: StreamEnv<unknown> = {
    // The built-in progress stream goes last so an app cannot shadow it by accident.
    subscriptions: new Map<string, SubscriptionDef<unknown>>([
      ...Object.entries(opts.subscriptions ?? {}),
      [PROGRESS_METHOD, progressSubscription(bus) as SubscriptionDef<unknown>],
    ]),
    isAuthenticated: opts.isAuthenticated,
    keepAliveMs: opts.keepAliveMs ?? 15_000,
    open: new Set(),
    byAddress: new Map(),
    limits,
    log: fastify.log,
    streamsNeedAuth: opts.streamsNeedAuth,
    streamOwner: opts.streamOwner,
    onStreamOpen: opts.onStreamOpen,
  };

  // Only JSON and multipart reach the route; anything else is a 415 from Fastify, reshaped below.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: limits.maxJsonBytes },
    (_req, body, done) => {
      const parsed = parseJson(body as string);
      if (parsed.ok) done(null, parsed.value);
      else done(new BadJsonError('malformed JSON'), undefined);
    },
  );
  await fastify.register(multipart, { throwFileSizeLimit: true });

  // Every failure before dispatch gets the wire's error shape, never Fastify's own.
  fastify.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(errorAnswer('PAYLOAD_TOO_LARGE', undefined));
    if (status >= 400 && status < 500) {
      req.log.info({ code: err.code, message: err.message }, 'rpc request rejected');
      return reply.code(status).send(errorAnswer('RPC_CLIENT_ERROR', undefined));
    }
    req.log.error({ err }, 'rpc request failed');
    return reply.code(500).send(errorAnswer('SERVER_ERROR', undefined));
  });

  // CSRF: checked before the body is read. Requests without Origin (curl, server-to-server) pass.
  // A callback hook, not an async one: it runs on every call, and a promise per request adds up.
  fastify.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (origin === undefined || (opts.allowedOrigins ? opts.allowedOrigins(origin, req) : sameHost(origin, req)))
      return done();
    void reply.code(403).send(errorAnswer('FORBIDDEN_ORIGIN', undefined));
  });

  // Let shutdown finish: open SSE streams would otherwise hold the server open forever.
  fastify.addHook('preClose', async () => {
    for (const close of [...streams.open]) close();
  });

  /** What a multipart envelope may bring along, decided before any file part is read. */
  async function planFiles(envelope: unknown, ctx: unknown): Promise<FilePlan> {
    const calls = Array.isArray(envelope) ? envelope : [envelope];
    if (calls.length > limits.maxCallsPerBatch) return { ok: false, status: 400, code: 'TOO_MANY_CALLS' };
    const parts = new Map<string, number>();
    for (const call of calls) {
      if (typeof call !== 'object' || call === null) continue;
      const { method, params, args } = call as { method?: unknown; params?: unknown; args?: unknown };
      const markers = fileMarkers(params ?? args);
      if (markers.length === 0) continue;
      const def = typeof method === 'string' ? env.methods.get(method) : undefined;
      if (!def?.files) return { ok: false, status: 400, code: 'FILES_NOT_ACCEPTED' };
      if (markers.length > def.files.maxCount) return { ok: false, status: 400, code: 'TOO_MANY_FILES' };
      // Not logged in is an answer, not a failed request.
      if (!(await checkAuth(def.auth, ctx, env.isAuthenticated)))
        return { ok: false, status: 200, code: 'UNAUTHORIZED' };
      // The method's own access rule (a role) too: a caller it refuses sends no file we read.
      const refused = def.guard ? await def.guard(ctx) : null;
      if (refused) return { ok: false, status: 200, code: refused.code };
      for (const name of markers) {
        if (parts.has(name)) return { ok: false, status: 400, code: 'RPC_CLIENT_ERROR' };
        parts.set(name, Math.min(def.files.maxBytes, limits.maxFileBytes));
      }
    }
    if (parts.size > limits.maxFilesPerRequest) return { ok: false, status: 400, code: 'TOO_MANY_FILES' };
    return { ok: true, parts };
  }

  fastify.post(RPC_PATH, { bodyLimit: limits.maxJsonBytes }, async (req, reply) => {
    let body: unknown = req.body;
    let ctx: unknown;
    if (req.isMultipart()) {
      // The caller is known before the body is read, so the envelope can be checked against it first.
      const multipartCtx = await opts.createContext(req, reply);
      ctx = multipartCtx;
      const read = await readMultipart(req, limits, (envelope) => planFiles(envelope, multipartCtx));
      // A refusal may leave the rest of the body unread on the socket (Node drains only a body nobody
      // began to read): the next request on a kept-alive connection would wait behind it and be reset.
      // So the connection is closed after the answer — lingering, so that the answer arrives.
      if (!read.ok) {
        lingerAfterRefusal(req.raw, {
          maxBytes: limits.maxJsonBytes + limits.maxFileBytes * limits.maxFilesPerRequest,
          ms: LINGER_MS,
        });
        return reply.code(read.status).header('connection', 'close').send(errorAnswer(read.code, undefined));
      }
      body = read.body;
    } else if (body === undefined) {
      // No content type and no body: nothing we could parse.
      return reply.code(415).send(errorAnswer('RPC_CLIENT_ERROR', undefined));
    }

    if (Array.isArray(body)) {
      if (body.length === 0) return errorAnswer('NOTHING_TO_PROCESS', undefined);
      if (body.length > limits.maxCallsPerBatch) return reply.code(400).send(errorAnswer('TOO_MANY_CALLS', undefined));
    }

    ctx ??= await opts.createContext(req, reply);

    if (!Array.isArray(body) && (req.headers.accept ?? '').includes('text/event-stream')) {
      const parsed = parseEnvelope(body);
      if (parsed.ok && parsed.call.action === 'subscribe') {
        const answer = await subscribe(parsed.call, ctx, reply, streams);
        return answer ?? reply; // undefined: the stream owns the socket now
      }
    }

    // Checked only when sent: a failed parse of an absent header built an error object per call.
    const progressId = req.headers[PROGRESS_HEADER];
    const header = progressId === undefined ? { success: false as const } : streamIdSchema.safeParse(progressId);
    const calls = Array.isArray(body) ? body : [body];
    let done = 0;
    const onDone = header.success
      ? () => bus.publish(header.data, { done: ++done, total: calls.length })
      : () => undefined;
    const answers = await runBatch(calls, ctx, env, onDone);
    const single = Array.isArray(body) ? undefined : answers[0];
    if (single?.status === 'ok' && single.data instanceof PreparedJson) {
      const encoding = pickEncoding(req.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8');
      if (!encoding) return reply.send(single.data.bytes('identity', single.meta));
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(single.data.bytes(encoding, single.meta));
    }
    if (answers.some((a) => a.data instanceof PreparedJson)) {
      return reply
        .type('application/json; charset=utf-8')
        .send(serializeAnswers(Array.isArray(body) ? answers : answers[0]!));
    }
    return Array.isArray(body) ? answers : answers[0];
  });
};

/** JSON for answers some of whose data is prepared: those bytes are copied in, not serialized again. */
function serializeAnswers(answers: RpcAnswer | RpcAnswer[]): string {
  if (!Array.isArray(answers)) return serializeAnswer(answers);
  return `[${answers.map(serializeAnswer).join(',')}]`;
}

function serializeAnswer(answer: RpcAnswer): string {
  return answer.status === 'ok' && answer.data instanceof PreparedJson
    ? answer.data.answer(answer.meta)
    : JSON.stringify(answer);
}
