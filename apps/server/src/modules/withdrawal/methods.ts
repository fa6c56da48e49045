// shopOrders.f.withdraw: the online withdrawal function (docs/product.md §7). Login needed.
import { fail } from '@zdravo/rpc/server';
import { shopOrdersWithdrawParams } from '@zdravo/contract/methods';
import { withdrawOrder } from './orders.ts';
import { announceQueueChange } from '../../platform/call-queue.ts';
import { loggedInMethod, type AreaMethods, type LoggedInContext } from '../shop-method.ts';

export function withdrawalMethods(): AreaMethods<'shopOrders.f.withdraw'> {
  return {
    'shopOrders.f.withdraw': loggedInMethod({
      params: shopOrdersWithdrawParams,
      async handler(params, ctx: LoggedInContext) {
        const result = await withdrawOrder(ctx.db, ctx.config, {
          userId: ctx.user.id,
          orderId: params.ID,
          email: params.Email,
          iban: params.Iban,
          shopName: ctx.config.shopName,
        });
        if (!result.ok) return fail(result.code);
        // The order's call lead closed with it: every agent's queue asks again at once.
        await announceQueueChange(ctx.events);
        return result.withdrawal;
      },
    }),
  };
}
