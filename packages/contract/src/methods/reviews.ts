// Reviews (spec §3, §7): shopReviews.getAll lists an offer's APPROVED reviews in the chosen order.
// The browser imports the TYPES from here only; the zod schemas are for the server.
import { z } from 'zod';
import { dbId } from './common.ts';

export const REVIEWS_GET_ALL = 'shopReviews.getAll';

/** The spec's `orders`: the marker 'files' (reviews with photos first), or a field and a direction. */
export const reviewOrdersSchema = z.union([
  z.literal('files'),
  z.tuple([z.enum(['createdAt', 'Rating']), z.enum(['asc', 'desc'])]),
]);
export type ReviewOrders = z.infer<typeof reviewOrdersSchema>;

export const reviewsGetAllParams = z.object({
  OfferID: dbId,
  orders: reviewOrdersSchema.optional(),
});
export type ReviewsGetAllParams = z.infer<typeof reviewsGetAllParams>;

/** At most this many reviews in one answer (the newest/best of the chosen order). */
export const REVIEWS_PAGE_SIZE = 50;

export interface ShopReview {
  ID: number;
  OfferID: number;
  Rating: number;
  Review: string;
  ReviewHead: string;
  Attachments: string[];
  IsApproved: true;
  createdAt: string;
  /** The author as shown publicly: first name and the initial of the last name (privacy). */
  _User: { FirstName: string; LastName: string };
}
