// shopOrders.f.withdraw: the online withdrawal function (docs/product.md §7). Login needed.
import { defineMethod, fail } from '@zdravo/rpc/server';
import { shopOrdersWithdrawParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { withdrawOrder } from './orders.ts';
import type { AreaMethods } from '../shop-method.ts';

export function withdrawalMethods(): AreaMethods<'shopOrders.f.withdraw'> {
  return {
    'shopOrders.f.withdraw': defineMethod({
      params: shopOrdersWithdrawParams,
      auth: true,
      async handler(params, ctx: ShopContext) {
        const result = await withdrawOrder(ctx.db, ctx.config, { userId: ctx.user!.id, orderId: params.ID, email: params.Email, shopName: ctx.config.shopName });
        return result.ok ? result.withdrawal : fail(result.code);
      },
    }),
  };
}
