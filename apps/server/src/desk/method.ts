// How a desk method is declared: its access comes from the contract's DESK_ACCESS table (one source
// for the server and the desk's screens) and is checked before its params are read. Not signed in
// (or only half: the code is still to come) → STAFF_LOGIN_REQUIRED; signed in with a role the method
// is not open to → FORBIDDEN. A manager may use every method.
import type { z } from 'zod';
import { fail, type MethodDef } from '@zdravo/rpc/server';
import {
  DESK_ACCESS,
  DESK_ALONE_METHODS,
  roleMayUse,
  type DeskApi,
  type DeskErrorCode,
  type DeskMethod,
} from '@zdravo/contract/desk';
import type { DeskContext, StaffContext } from './context.ts';
import { roleOf } from './staff-store.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- params are checked by each method's zod schema
export type DeskMethodDef<M extends DeskMethod> = MethodDef<DeskContext, any, DeskApi[M]['result'], DeskErrorCode>;

type Access<M extends DeskMethod> = (typeof DESK_ACCESS)[M];
type ContextFor<M extends DeskMethod> = Access<M> extends 'public' ? DeskContext : StaffContext;

/**
 * A method's schema and handler: the handler's params are what the schema gives after parsing (its
 * output, defaults filled in), so a handler cannot claim other params than its schema checks, and the
 * schema must take what the desk's API map says callers send (DeskApi's params are its input).
 */
interface Declaration<M extends DeskMethod, S extends z.ZodType<unknown, DeskApi[M]['params']>> {
  params: S;
  handler: (params: z.output<S>, ctx: ContextFor<M>) => ReturnType<DeskMethodDef<M>['handler']>;
}

function refusal(method: DeskMethod, ctx: DeskContext) {
  const access = DESK_ACCESS[method];
  if (access === 'public') return null;
  if (!ctx.session || ctx.session.stage !== 'full') return fail('STAFF_LOGIN_REQUIRED');
  if (access !== 'staff' && !roleMayUse(roleOf(ctx.session.staff), access)) return fail('FORBIDDEN');
  return null;
}

export function deskMethod<M extends DeskMethod, S extends z.ZodType<unknown, DeskApi[M]['params']>>(
  method: M,
  declaration: Declaration<M, S>,
): DeskMethodDef<M> {
  return {
    params: declaration.params,
    sole: DESK_ALONE_METHODS.includes(method),
    guard: (ctx) => refusal(method, ctx),
    handler: (params, ctx) => {
      // The guard ran first: for a staff method the session is complete here. The context itself is
      // given (not a copy), so a sign-out is seen by the later calls of the same batch.
      if (DESK_ACCESS[method] !== 'public' && ctx.session) Object.assign(ctx, { staff: ctx.session.staff });
      return declaration.handler(params, ctx as ContextFor<M>);
    },
  };
}

export type DeskAreaMethods<M extends DeskMethod> = { [K in M]: DeskMethodDef<K> };
