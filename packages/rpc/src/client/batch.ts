// Building and sending batches: wire ids, client-side bind resolution, matching answers back by meta.id.
import type { RpcAnswer, RpcBindTarget, RpcErr, RpcRequest } from '../wire.ts';
import { err, normalize, post } from './transport.ts';
import type { Transport } from './transport.ts';

/** One call waiting in a batch. `label` is the caller's own id (CallOptions.id), used only to bind by. */
export interface Pending {
  req: RpcRequest & { meta: { id: number } };
  label: number | string | undefined;
  resolve: (a: RpcAnswer) => void;
}

export interface CallSpec {
  method: string;
  params?: Record<string, unknown>;
  args?: unknown[];
  bind?: RpcBindTarget;
  id?: number | string;
}

/**
 * The wire request for `spec`, or an RPC_CLIENT_BIND_TO_NOT_FOUND answer when it binds to nothing among
 * `earlier` (the calls already in the same batch). Wire ids are always the client's counter, so an id the
 * caller picks can never collide with one; a bind is translated to the target's wire id.
 */
export function build(spec: CallSpec, wireId: number, earlier: Pending[]): Pending['req'] | RpcErr {
  const req: Pending['req'] = { action: 'call', method: spec.method, meta: { id: wireId } };
  if (spec.params !== undefined) req.params = spec.params;
  if (spec.args !== undefined) req.args = spec.args;
  const bind = spec.bind;
  if (bind !== undefined) {
    // The nearest earlier match, as the server resolves it.
    const target = earlier.findLast((p) =>
      typeof bind === 'object' ? p.req.action === bind.action && p.req.method === bind.method : p.label === bind,
    );
    if (!target) return err('RPC_CLIENT_BIND_TO_NOT_FOUND');
    req.meta.bind = target.req.meta.id;
  }
  return req;
}

/**
 * Sends `items` as one POST (a lone call as a plain object unless `asArray`) and resolves each one.
 * Returns the batch-level error when the whole request failed, else undefined.
 */
export async function send(
  t: Transport,
  items: Pending[],
  asArray: boolean,
  headers?: Record<string, string>,
): Promise<RpcErr | undefined> {
  const only = items.length === 1 && !asArray ? items[0] : undefined;
  const res = await post(t, only ? only.req : items.map((p) => p.req), headers);
  if (!res.ok) {
    for (const p of items) p.resolve(res.answer);
    return res.answer;
  }
  if (!Array.isArray(res.body)) {
    const answer = normalize(res.body);
    if (only) {
      only.resolve(answer);
      return undefined;
    }
    // An object for a batch is a batch-level refusal (TOO_MANY_CALLS, PAYLOAD_TOO_LARGE, …).
    const batchErr = answer.status === 'error' ? answer : err('CLIENT_RPC_ID_NOT_FOUND');
    for (const p of items) p.resolve(batchErr);
    return batchErr;
  }
  const byId = new Map<unknown, RpcAnswer>();
  for (const raw of res.body) {
    const answer = normalize(raw);
    if (answer.meta?.id !== undefined) byId.set(answer.meta.id, answer);
  }
  for (const p of items) p.resolve(byId.get(p.req.meta.id) ?? err('CLIENT_RPC_ID_NOT_FOUND'));
  return undefined;
}
