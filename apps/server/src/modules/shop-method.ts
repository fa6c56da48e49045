// The type every area's method map is written against: a method of the contract's API map, its
// handler's data typed by the map and its failures by the contract's error union.
import type { MethodDef } from '@zdravo/rpc/server';
import type { ErrorCode } from '@zdravo/contract';
import type { ShopApi, ShopMethod } from '@zdravo/contract/api';
import type { ShopContext } from '../context.ts';

/** Params are checked by each method's zod schema at run time; the map types what callers send. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ShopMethodDef<M extends ShopMethod> = MethodDef<ShopContext, any, ShopApi[M]['result'], ErrorCode>;

/** One area's share of the registry: exactly the methods it names. */
export type AreaMethods<M extends ShopMethod> = { [K in M]: ShopMethodDef<K> };
