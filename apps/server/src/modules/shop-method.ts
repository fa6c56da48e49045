// The type every area's method map is written against: a method of the contract's API map, its
// handler's data typed by the map and its failures by the contract's error union.
import { fail, type MethodDef } from '@zdravo/rpc/server';
import type { ErrorCode } from '@zdravo/contract';
import type { ShopApi, ShopMethod } from '@zdravo/contract/api';
import type { ShopContext } from '../context.ts';
import type { SessionUser } from '../platform/session-user.ts';

/** Params are checked by each method's zod schema at run time; the map types what callers send. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ShopMethodDef<M extends ShopMethod> = MethodDef<ShopContext, any, ShopApi[M]['result'], ErrorCode>;

/** One area's share of the registry: exactly the methods it names. */
export type AreaMethods<M extends ShopMethod> = { [K in M]: ShopMethodDef<K> };

/** The context of a method that needs login: the user is there, so no handler has to assert it. */
export type LoggedInContext = ShopContext & { readonly user: SessionUser };

const isLoggedIn = (ctx: ShopContext): ctx is LoggedInContext => ctx.user !== null;

/**
 * A method that needs login (`auth: true`). The protocol already answers UNAUTHORIZED to a caller
 * without a session; the check here is what lets the handler's `ctx.user` be typed as present (a call
 * after a logout earlier in the same batch meets it too).
 */
export function loggedInMethod<P, R>(
  def: Omit<MethodDef<LoggedInContext, P, R, ErrorCode>, 'auth' | 'guard'>,
): MethodDef<ShopContext, P, R, ErrorCode> {
  const { handler, ...rest } = def;
  return {
    ...rest,
    auth: true,
    handler: (params, ctx) => (isLoggedIn(ctx) ? handler(params, ctx) : fail('UNAUTHORIZED')),
  };
}
