// The registry of every RPC method the shop answers (spec §7). Each area exports its own map.
import type { MethodDef } from '@zdravo/rpc/server';
import type { ShopContext } from '../context.ts';
import { authMethods } from './auth/methods.ts';
import { userMethods } from './users/methods.ts';
import { catalogMethods } from './catalog/methods.ts';
import { orderMethods } from './orders/methods.ts';
import { reviewMethods } from './reviews/methods.ts';
import { withdrawalMethods } from './withdrawal/methods.ts';
import { privacyMethods } from './privacy/methods.ts';

export type ShopMethods = Record<string, MethodDef<ShopContext>>;

export function shopMethods(): ShopMethods {
  return {
    ...authMethods(),
    ...userMethods(),
    ...catalogMethods(),
    ...orderMethods(),
    ...reviewMethods(),
    ...withdrawalMethods(),
    ...privacyMethods(),
  };
}
