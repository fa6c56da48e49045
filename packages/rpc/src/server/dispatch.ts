// Runs calls: validate params, check auth, call the handler, turn every outcome into an answer.
// Batches: unbound calls run concurrently, a bound call waits for its target, a call marked `alone`
// waits for every earlier call and holds back every later one; answers keep request order. A batch
// holding a `sole` call beside others is refused whole.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RpcAnswer, RpcBindTarget, RpcRequest } from '../wire.ts';
import { errorAnswer, okAnswer, parseEnvelope, toIssues } from './envelope.ts';
import { RpcFailure } from './types.ts';
import type { MethodDef } from './types.ts';

export interface DispatchEnv<Ctx> {
  methods: Map<string, MethodDef<Ctx>>;
  isAuthenticated: ((ctx: Ctx) => boolean | Promise<boolean>) | undefined;
  log: FastifyBaseLogger;
}

/** Params for the handler: `params` as sent, or `args` mapped by `argNames` (else args[0]). */
export function paramsOf(call: RpcRequest, argNames: string[] | undefined): unknown {
  if (call.args === undefined) return call.params ?? {};
  if (!argNames) return call.args[0] ?? {};
  const out: Record<string, unknown> = {};
  argNames.forEach((name, i) => {
    if (i < (call.args?.length ?? 0)) out[name] = call.args?.[i];
  });
  return out;
}

export async function checkAuth<Ctx>(
  auth: boolean | undefined,
  ctx: Ctx,
  isAuthenticated: DispatchEnv<Ctx>['isAuthenticated'],
): Promise<boolean> {
  if (!auth) return true;
  // No predicate configured means nobody is authenticated: fail closed.
  return isAuthenticated ? Boolean(await isAuthenticated(ctx)) : false;
}

/**
 * Params checked synchronously (most schemas have no async step, and the async path costs a
 * promise chain per call); a schema with an async refinement is parsed the async way.
 */
async function parseParams(
  schema: MethodDef<unknown>['params'],
  value: unknown,
): ReturnType<MethodDef<unknown>['params']['safeParseAsync']> {
  try {
    return schema.safeParse(value);
  } catch (error) {
    if (error instanceof z.core.$ZodAsyncError) return schema.safeParseAsync(value);
    throw error;
  }
}

/** One call that already passed the envelope check. Never throws. */
async function runCall<Ctx>(call: RpcRequest, ctx: Ctx, env: DispatchEnv<Ctx>): Promise<RpcAnswer> {
  const meta = call.meta?.id === undefined ? undefined : { id: call.meta.id };
  if (call.action !== 'call') {
    return errorAnswer('VALIDATION_ERROR', meta, [
      { path: ['action'], message: 'Subscribe needs a request of its own with Accept: text/event-stream' },
    ]);
  }
  const def = env.methods.get(call.method);
  if (!def) return errorAnswer('NOT_FOUND', meta);
  try {
    if (!(await checkAuth(def.auth, ctx, env.isAuthenticated))) return errorAnswer('UNAUTHORIZED', meta);
    const refused = def.guard ? await def.guard(ctx) : null;
    if (refused) return errorAnswer(refused.code, meta, refused.details);
    const parsed = await parseParams(def.params, paramsOf(call, def.argNames));
    if (!parsed.success) return errorAnswer('VALIDATION_ERROR', meta, toIssues(parsed.error));
    const result = await def.handler(parsed.data, ctx);
    if (result instanceof RpcFailure) return errorAnswer(result.code, meta, result.details);
    return okAnswer(result, meta);
  } catch (err) {
    if (err instanceof RpcFailure) return errorAnswer(err.code, meta, err.details);
    // The cause stays in the server log; the client only learns that something broke.
    env.log.error({ err, method: call.method }, 'rpc handler failed');
    return errorAnswer('SERVER_ERROR', meta);
  }
}

function sameTarget(call: RpcRequest, bind: RpcBindTarget): boolean {
  if (typeof bind === 'object') return call.action === bind.action && call.method === bind.method;
  return call.meta?.id === bind;
}

/**
 * A batch (or a single call: a batch of one). `onDone` fires as each call finishes, for progress.
 * A bound call names the nearest EARLIER call matching its target, so there can be no cycles.
 */
export async function runBatch<Ctx>(
  raws: unknown[],
  ctx: Ctx,
  env: DispatchEnv<Ctx>,
  onDone: () => void,
): Promise<RpcAnswer[]> {
  const calls = raws.map(parseEnvelope);
  const holdsSole =
    calls.length > 1 &&
    calls.some((c) => c.ok && c.call.action === 'call' && env.methods.get(c.call.method)?.sole === true);
  if (holdsSole) {
    return calls.map((c) => {
      onDone();
      const id = c.ok ? c.call.meta?.id : undefined;
      return errorAnswer('MUST_BE_ALONE', id === undefined ? undefined : { id });
    });
  }
  const running: Array<Promise<RpcAnswer>> = [];
  // The latest `alone` call: every later call starts after it (none in almost every batch).
  let gate: Promise<unknown> | undefined;
  calls.forEach((parsed, i) => {
    const alone = parsed.ok && parsed.call.action === 'call' && env.methods.get(parsed.call.method)?.alone === true;
    const waitFor = alone ? Promise.allSettled(running.slice()) : gate;
    running.push(
      (async () => {
        if (waitFor) await waitFor;
        if (!parsed.ok) return parsed.answer;
        const { call } = parsed;
        const bind = call.meta?.bind;
        if (bind !== undefined) {
          let target = -1;
          for (let j = i - 1; j >= 0; j--) {
            const c = calls[j];
            if (c?.ok && sameTarget(c.call, bind)) {
              target = j;
              break;
            }
          }
          const targetAnswer = target >= 0 ? await running[target] : undefined;
          if (targetAnswer?.status !== 'ok') {
            const meta = call.meta?.id === undefined ? undefined : { id: call.meta.id };
            return errorAnswer('RPC_CLIENT_BIND_NOT_FOUND_OR_ERROR', meta);
          }
        }
        return runCall(call, ctx, env);
      })().finally(onDone),
    );
    if (alone) gate = running[i];
  });
  return Promise.all(running);
}
