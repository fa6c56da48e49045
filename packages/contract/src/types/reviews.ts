// Reviews (spec §3, §7): shopReviews.getAll lists an offer's APPROVED reviews in the chosen order.
// Browser-safe: names, types and constants; the schemas are in methods/reviews.ts.

export const REVIEWS_GET_ALL = 'shopReviews.getAll';

/** The fields a review list may be ordered by, and the directions. */
export const REVIEW_ORDER_FIELDS = ['createdAt', 'Rating'] as const;
export const REVIEW_ORDER_DIRECTIONS = ['asc', 'desc'] as const;

/** The spec's `orders`: the marker 'files' (reviews with photos first), or a field and a direction. */
export type ReviewOrders = 'files' | [(typeof REVIEW_ORDER_FIELDS)[number], (typeof REVIEW_ORDER_DIRECTIONS)[number]];

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
