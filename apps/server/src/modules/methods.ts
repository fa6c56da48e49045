// The registry of every RPC method the shop answers (docs/product.md §7). Each area exports its own map; together
// they must satisfy the contract's API map (packages/contract/src/api.ts): a missing method, a handler
// whose data is not the map's result type, or an error code outside the contract's union fails `tsc`.
import type { ShopApi, ShopMethod } from '@zdravo/contract/api';
import type { AreaMethods } from './shop-method.ts';
import { authMethods } from './auth/index.ts';
import { userMethods } from './users/index.ts';
import { catalogMethods } from './catalog/index.ts';
import { orderMethods } from './orders/index.ts';
import { reviewMethods } from './reviews/index.ts';
import { withdrawalMethods } from './withdrawal/index.ts';
import { privacyMethods } from './privacy/index.ts';
import { clubMethods } from './club/index.ts';
import { quizMethods } from './quiz/index.ts';
import { stockMethods } from './stock/index.ts';

export type ShopMethods = AreaMethods<ShopMethod>;

/** Methods the map does not name would be callable yet untyped for every client: refuse them. */
type NotInMap<T> = Exclude<keyof T, keyof ShopApi>;
const onlyMapped = <T extends ShopMethods>(methods: T & Record<NotInMap<T>, never>): ShopMethods => methods;

export function shopMethods(): ShopMethods {
  return onlyMapped({
    ...authMethods(),
    ...userMethods(),
    ...catalogMethods(),
    ...orderMethods(),
    ...reviewMethods(),
    ...withdrawalMethods(),
    ...privacyMethods(),
    ...clubMethods(),
    ...quizMethods(),
    ...stockMethods(),
  });
}
