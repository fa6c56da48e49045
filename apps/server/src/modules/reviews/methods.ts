// shopReviews.getAll (spec §7). Writing reviews (shopReviews.add, uploads, moderation) comes with the
// reviews issue; until then the list shows the approved reviews already in the database.
import { defineMethod } from '@zdravo/rpc/server';
import { REVIEWS_GET_ALL, reviewsGetAllParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { approvedReviews } from './queries.ts';
import type { AreaMethods } from '../shop-method.ts';

export function reviewMethods(): AreaMethods<'shopReviews.getAll'> {
  return {
    [REVIEWS_GET_ALL]: defineMethod({
      params: reviewsGetAllParams,
      handler: (params, ctx: ShopContext) => approvedReviews(ctx.db, params.OfferID, params.orders),
    }),
  };
}
