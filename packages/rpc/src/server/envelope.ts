// Shape checks for one call envelope, and the small helpers every answer goes through.
import { z } from 'zod';
import type { RpcAnswer, RpcBindTarget, RpcMeta, RpcRequest } from '../wire.ts';

const idSchema = z.union([z.number(), z.string().max(200)]);
const bindSchema = z.union([idSchema, z.object({ action: z.string(), method: z.string() })]);

const envelopeSchema = z.object({
  action: z.enum(['call', 'subscribe']),
  method: z.string().min(1).max(200),
  params: z.record(z.string(), z.unknown()).optional(),
  args: z.array(z.unknown()).optional(),
  meta: z.object({ id: idSchema.optional(), bind: bindSchema.optional() }).optional(),
});

export interface Issue {
  path: Array<string | number>;
  message: string;
}

/** zod issues → the `details` clients see: just where and what, nothing internal. */
export function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: i.message,
  }));
}

/** The meta id to echo, read defensively: even a malformed call gets its id back so the client can match it. */
function metaOf(raw: unknown): RpcMeta | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const meta = (raw as { meta?: unknown }).meta;
  if (typeof meta !== 'object' || meta === null) return undefined;
  const id = (meta as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? { id } : undefined;
}

export function errorAnswer(code: string, meta: RpcMeta | undefined, details?: unknown): RpcAnswer {
  const answer: RpcAnswer = { status: 'error', data: code };
  if (details !== undefined) answer.details = details;
  if (meta) answer.meta = meta;
  return answer;
}

export function okAnswer(data: unknown, meta: RpcMeta | undefined): RpcAnswer {
  // `undefined` would vanish from the JSON; null keeps `data` present as the wire promises.
  const answer: RpcAnswer = { status: 'ok', data: data === undefined ? null : data };
  if (meta) answer.meta = meta;
  return answer;
}

export type ParsedCall = { ok: true; call: RpcRequest } | { ok: false; answer: RpcAnswer };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number | string =>
  typeof value === 'number' || (typeof value === 'string' && value.length <= 200);

/**
 * The everyday call (`action`, `method`, `params` and a `meta.id`, nothing else) read by hand: the
 * same checks as the schema, without its cost on every request. Anything else goes to the schema,
 * which also words the errors.
 */
function plainCall(raw: Record<string, unknown>): RpcRequest | null {
  let keys = 0;
  for (const key in raw) {
    if (!Object.hasOwn(raw, key)) continue;
    if (key !== 'action' && key !== 'method' && key !== 'params' && key !== 'meta') return null;
    keys++;
  }
  const { action, method, params, meta } = raw;
  if (keys === 0 || (action !== 'call' && action !== 'subscribe')) return null;
  if (typeof method !== 'string' || method.length < 1 || method.length > 200) return null;
  if (params !== undefined && !isPlainObject(params)) return null;
  const call: RpcRequest = { action, method };
  if (params !== undefined) call.params = params;
  if (meta !== undefined) {
    if (!isPlainObject(meta)) return null;
    for (const key in meta) if (Object.hasOwn(meta, key) && key !== 'id') return null;
    if (meta.id !== undefined && !isId(meta.id)) return null;
    call.meta = meta.id === undefined ? {} : { id: meta.id };
  }
  return call;
}

export function parseEnvelope(raw: unknown): ParsedCall {
  if (isPlainObject(raw)) {
    const call = plainCall(raw);
    if (call) return { ok: true, call };
  }
  const meta = metaOf(raw);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const details = [{ path: [], message: 'A call must be an object' }];
    return { ok: false, answer: errorAnswer('VALIDATION_ERROR', meta, details) };
  }
  const parsed = envelopeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, answer: errorAnswer('VALIDATION_ERROR', meta, toIssues(parsed.error)) };
  if (parsed.data.params !== undefined && parsed.data.args !== undefined) {
    return {
      ok: false,
      answer: errorAnswer('VALIDATION_ERROR', meta, [{ path: ['args'], message: 'Send params or args, not both' }]),
    };
  }
  // Rebuild rather than spread so nothing unexpected (e.g. an own `__proto__` key) rides along.
  const { action, method, params, args } = parsed.data;
  const call: RpcRequest = { action, method };
  if (params !== undefined) call.params = params;
  if (args !== undefined) call.args = args;
  if (parsed.data.meta) {
    const m: RpcMeta = {};
    if (parsed.data.meta.id !== undefined) m.id = parsed.data.meta.id;
    if (parsed.data.meta.bind !== undefined) m.bind = parsed.data.meta.bind as RpcBindTarget;
    call.meta = m;
  }
  return { ok: true, call };
}
