// The reviews area's RPC methods (docs/product.md §7): the paginated list, its star summary, writing a review,
// and the photo upload it attaches.
import { defineMethod, fail, fileParam } from '@zdravo/rpc/server';
import {
  imagesUploadParams,
  REVIEW_IMAGE_MAX_BYTES,
  reviewsAddParams,
  reviewsGetAllParams,
  reviewsSummaryParams,
} from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { loggedInMethod, type AreaMethods, type LoggedInContext } from '../shop-method.ts';
import { approvedReviews, starHistogram } from './queries.ts';
import { addReview } from './add.ts';
import { photoOf, storeUpload } from './images.ts';
import { reviewBaseFor } from './base-numbers.ts';

const uploadParams = imagesUploadParams(fileParam);

export function reviewMethods(): AreaMethods<
  'shopReviews.getAll' | 'shopReviews.summary' | 'shopReviews.add' | 'staticContent.images.f.upload'
> {
  return {
    'shopReviews.getAll': defineMethod({
      params: reviewsGetAllParams,
      handler: async (params, ctx: ShopContext) => {
        const page = await approvedReviews(ctx.db, {
          offerId: params.OfferID,
          orders: params.orders,
          after: params.After,
          limit: params.Limit,
        });
        return page ?? fail('NOT_FOUND');
      },
    }),
    'shopReviews.summary': defineMethod({
      params: reviewsSummaryParams,
      handler: async (params, ctx: ShopContext) => {
        // A bundle is rated by what is in it (catalog/queries.ts): its summary counts its products' reviews
        // and base numbers too, so what the number is made of adds up to its RatingCount.
        const children = await ctx.db
          .selectFrom('offer_children')
          .select('child_id')
          .where('bundle_id', '=', params.OfferID)
          .execute();
        const ids = [params.OfferID, ...children.map((c) => c.child_id)];
        const histogram = await starHistogram(ctx.db, ids);
        let elsewhere = 0;
        for (const id of ids) elsewhere += (await reviewBaseFor(ctx.db, id, ctx.country)).count;
        return { Histogram: histogram, Published: histogram.reduce((a, b) => a + b, 0), Elsewhere: elsewhere };
      },
    }),
    'shopReviews.add': loggedInMethod({
      params: reviewsAddParams,
      handler: (params, ctx: LoggedInContext) => addReview(ctx.db, ctx.user.id, params, ctx.country),
    }),
    'staticContent.images.f.upload': loggedInMethod({
      params: uploadParams,
      // One photo per call; the form sends up to REVIEW_PHOTOS_MAX calls.
      files: { maxCount: 1, maxBytes: REVIEW_IMAGE_MAX_BYTES },
      handler: async (params, ctx: LoggedInContext) => {
        const stored = await storeUpload(ctx.db, ctx.user.id, {
          bytes: params.ImageFile.data,
          imageName: params.ImageName,
          tag: params.ImageTag,
        });
        if (!stored.ok) return fail(stored.code);
        return { ID: stored.name, ...photoOf(stored.name) };
      },
    }),
  };
}
