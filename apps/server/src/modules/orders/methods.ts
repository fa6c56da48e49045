// shopOrders.* (spec §7): placing an order and the shopper's order history. Both need login.
import { defineMethod, fail } from '@zdravo/rpc/server';
import { shopOrdersAddParams, shopOrdersGetAllParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { normalizePhone } from '../users/phone.ts';
import { createOrder } from './create.ts';
import { ordersOfUser } from './queries.ts';
import type { AreaMethods } from '../shop-method.ts';

export function orderMethods(): AreaMethods<'shopOrders.add' | 'shopOrders.f.getAll'> {
  return {
    'shopOrders.add': defineMethod({
      params: shopOrdersAddParams,
      auth: true,
      async handler(params, ctx: ShopContext) {
        // Stored in E.164 like account phones, so the team dials it as is whatever the shopper typed.
        const phone = normalizePhone(params.PhoneNumber, ctx.country);
        if (!phone) return fail('VALIDATION_ERROR', [{ path: ['PhoneNumber'], message: 'phoneFormat' }]);
        const result = await createOrder(ctx.db, ctx.config, ctx.user!.id, ctx.country, { ...params, PhoneNumber: phone });
        if (!result.ok && 'rateLimited' in result) return fail('RATE_LIMITED');
        if (!result.ok) {
          // Removed from the catalog, or not sold in this country: the shopper's cart is stale.
          const details = params.Articles.flatMap((a, i) =>
            result.unknownOfferIds.includes(a.ID) ? [{ path: ['Articles', i, 'ID'], message: 'Unknown offer' }] : [],
          );
          return fail('VALIDATION_ERROR', details);
        }
        return result.orderId;
      },
    }),
    'shopOrders.f.getAll': defineMethod({
      params: shopOrdersGetAllParams,
      auth: true,
      handler: (_params, ctx: ShopContext) => ordersOfUser(ctx.db, ctx.user!.id, ctx.country),
    }),
  };
}
