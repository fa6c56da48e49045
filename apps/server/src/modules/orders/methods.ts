// shopOrders.* (docs/product.md §7): placing an order and the shopper's order history (both need login), and
// the quote every screen shows before ordering, priced by the same code as the order.
import { defineMethod, fail } from '@zdravo/rpc/server';
import {
  shopOrdersAddParams,
  shopOrdersGetAllParams,
  shopOrdersQuoteParams,
  shopOrdersSetAddressParams,
} from '@zdravo/contract/methods';
import { addShopperAddress } from './shopper-address.ts';
import type { ShopContext } from '../../context.ts';
import { normalizePhone } from '../../platform/phone.ts';
import { createOrder, type Orderer } from './create.ts';
import { ordersOfUser } from './queries.ts';
import { priceCart, sumArticles } from './pricing.ts';
import { toQuote } from './quote.ts';
import { loggedInMethod, type AreaMethods, type LoggedInContext } from '../shop-method.ts';
import { announceQueueChange } from '../../platform/call-queue.ts';
import { linesShortOfStock } from '../stock/index.ts';

/** Which lines name an offer not sold in this country (removed, or never sold here). */
const unknownOffers = (articles: readonly { ID: number }[], unknown: readonly number[]) =>
  articles.flatMap((a, i) =>
    unknown.includes(a.ID) ? [{ path: ['Articles', i, 'ID'], message: 'Unknown offer' }] : [],
  );

/**
 * An order or quote asking for more than the country's warehouse has (docs/decisions/059): OFFER_NOT_AVAILABLE
 * on the lines it cannot serve — every line, when the units were taken by another order in between.
 */
async function refuseShortLines(
  ctx: ShopContext,
  articles: readonly { ID: number; Quantity: number }[],
  knownShort?: readonly number[],
) {
  const short = knownShort ?? (await linesShortOfStock(ctx.db, ctx.country, sumArticles(articles)));
  const named = short.length > 0 ? short : articles.map((a) => a.ID);
  return fail(
    'OFFER_NOT_AVAILABLE',
    articles.flatMap((a, i) =>
      named.includes(a.ID) ? [{ path: ['Articles', i, 'ID'], message: 'offerNotAvailable' }] : [],
    ),
  );
}

/**
 * An order or quote naming offers it cannot have: OFFER_NOT_AVAILABLE when each is an offer of the
 * catalog (not published in this country, or shown but not for sale: docs/product.md §11), else the
 * lines that name no offer at all.
 */
async function refuseOffers(ctx: ShopContext, articles: readonly { ID: number }[], unknown: readonly number[]) {
  const existing = await ctx.db
    .selectFrom('offers')
    .select('id')
    .where('id', 'in', [...unknown])
    .execute();
  const catalog = new Set(existing.map((o) => o.id));
  const missing = unknown.filter((id) => !catalog.has(id));
  if (missing.length > 0) return fail('VALIDATION_ERROR', unknownOffers(articles, missing));
  return fail(
    'OFFER_NOT_AVAILABLE',
    articles.flatMap((a, i) =>
      unknown.includes(a.ID) ? [{ path: ['Articles', i, 'ID'], message: 'offerNotAvailable' }] : [],
    ),
  );
}

export function orderMethods(): AreaMethods<
  'shopOrders.add' | 'shopOrders.quote' | 'shopOrders.f.getAll' | 'shopOrders.f.setAddress'
> {
  return {
    // Needs login like loggedInMethod, but reads the caller's session itself when the request left it
    // to it (context.ts SESSION_IN_OWN_READ): with the account and the catalog, in the order's one read.
    'shopOrders.add': defineMethod({
      params: shopOrdersAddParams,
      auth: true,
      async handler(params, ctx: ShopContext) {
        const orderer: Orderer | null = ctx.user
          ? { userId: ctx.user.id }
          : ctx.unreadSession
            ? { sessionTokenHash: ctx.unreadSession }
            : null;
        if (!orderer) return fail('UNAUTHORIZED');
        // Stored in E.164 like account phones, so the team dials it as is whatever the shopper typed.
        const phone = normalizePhone(params.PhoneNumber, ctx.country);
        if (!phone) return fail('VALIDATION_ERROR', [{ path: ['PhoneNumber'], message: 'phoneFormat' }]);
        const result = await createOrder(ctx.db, ctx.config, orderer, ctx.country, { ...params, PhoneNumber: phone });
        if (!result.ok && 'unauthorized' in result) return fail('UNAUTHORIZED');
        if (result.ok && result.session) ctx.setUser(result.session);
        if (!result.ok && 'rateLimited' in result) return fail('RATE_LIMITED');
        if (!result.ok && 'shortOfProduct' in result) return refuseShortLines(ctx, params.Articles);
        if (!result.ok) {
          // Removed from the catalog, or not for sale in this country: the shopper's cart is stale.
          return refuseOffers(ctx, params.Articles, result.unknownOfferIds);
        }
        // Every agent's queue shows the new lead at once (also when it was an idempotent retry: harmless).
        await announceQueueChange(ctx.events);
        return result.orderId;
      },
    }),
    'shopOrders.quote': defineMethod({
      params: shopOrdersQuoteParams,
      async handler(params, ctx: ShopContext) {
        const priced = await priceCart(ctx.db, ctx.country, ctx.user?.id ?? null, params.Articles);
        if (!priced.ok) return refuseOffers(ctx, params.Articles, priced.unknown);
        // The cart refuses what the warehouse cannot serve now, as the order would.
        const short = await linesShortOfStock(ctx.db, ctx.country, sumArticles(params.Articles));
        if (short.length > 0) return refuseShortLines(ctx, params.Articles, short);
        return toQuote(priced.order);
      },
    }),
    'shopOrders.f.getAll': loggedInMethod({
      params: shopOrdersGetAllParams,
      handler: (_params, ctx: LoggedInContext) => ordersOfUser(ctx.db, ctx.user.id, ctx.country),
    }),
    'shopOrders.f.setAddress': loggedInMethod({
      params: shopOrdersSetAddressParams,
      async handler(params, ctx: LoggedInContext) {
        const answer = await addShopperAddress(ctx.db, ctx.events, ctx.user.id, params.ID, {
          street: params.Street,
          postalCode: params.PostalCode,
          place: params.Place,
        });
        if (answer.ok) return null;
        if (!('fields' in answer))
          return answer.problem === 'closed'
            ? fail('ORDER_CLOSED')
            : fail('VALIDATION_ERROR', [{ path: ['ID'], message: 'Unknown order' }]);
        const paths = { street: 'Street', postalCode: 'PostalCode', place: 'Place' } as const;
        return fail(
          'VALIDATION_ERROR',
          answer.fields.map((f) => ({ path: [paths[f]], message: 'address' })),
        );
      },
    }),
  };
}
