// Reviews (spec §3, §7): shopReviews.getAll lists an offer's APPROVED reviews in the chosen order.
// The params schemas, for the server; the browser's part is types/reviews.ts.
import { z } from 'zod';
import { dbId } from './common.ts';
import { REVIEW_ORDER_DIRECTIONS, REVIEW_ORDER_FIELDS } from '../types/reviews.ts';

export * from '../types/reviews.ts';

/** The spec's `orders` (the type ReviewOrders is its browser-safe twin). */
export const reviewOrdersSchema = z.union([
  z.literal('files'),
  z.tuple([z.enum(REVIEW_ORDER_FIELDS), z.enum(REVIEW_ORDER_DIRECTIONS)]),
]);

export const reviewsGetAllParams = z.object({
  OfferID: dbId,
  orders: reviewOrdersSchema.optional(),
});
export type ReviewsGetAllParams = z.infer<typeof reviewsGetAllParams>;
