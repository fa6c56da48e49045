// offers.f.getAll and offers.f.getSlog (docs/product.md §7), answered from the per-country cache.
import { defineMethod, fail } from '@zdravo/rpc/server';
import { offersGetAllParams, offersGetSlogParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { catalogCache } from './cache.ts';
import { renamedTo } from './redirects.ts';
import type { AreaMethods } from '../shop-method.ts';

export function catalogMethods(): AreaMethods<'offers.f.getAll' | 'offers.f.getSlog'> {
  return {
    'offers.f.getAll': defineMethod({
      params: offersGetAllParams,
      handler: async (params, ctx: ShopContext) => {
        const snapshot = await catalogCache(ctx.db).get(ctx.country);
        return snapshot.listJson(params.filters ?? [], params.includeReviews === true);
      },
    }),
    'offers.f.getSlog': defineMethod({
      params: offersGetSlogParams,
      handler: async (params, ctx: ShopContext) => {
        const snapshot = await catalogCache(ctx.db).get(ctx.country);
        // A former address answers the offer it was (its Slog says the current one).
        const offer =
          snapshot.bySlog.get(params.Slog.toLowerCase()) ??
          snapshot.bySlog.get((await renamedTo(ctx.db, params.Slog)) ?? '');
        return offer ? snapshot.offerJson(offer, params.includeReviews === true) : fail('NOT_FOUND');
      },
    }),
  };
}
