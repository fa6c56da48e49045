// Reviews (docs/product.md §3, §7): the params schemas, for the server; the browser's part is types/reviews.ts.
import { z } from 'zod';
import { dbId, safeString } from './common.ts';
import {
  IMAGE_TAGS,
  REVIEW_HEAD_MAX,
  REVIEW_ORDER_DIRECTIONS,
  REVIEW_ORDER_FIELDS,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEWS_PAGE_MAX,
} from '../types/reviews.ts';

export * from '../types/reviews.ts';

/** The spec's `orders` (the type ReviewOrders is its browser-safe twin). */
export const reviewOrdersSchema = z.union([
  z.literal('files'),
  z.tuple([z.enum(REVIEW_ORDER_FIELDS), z.enum(REVIEW_ORDER_DIRECTIONS)]),
]);

export const reviewsGetAllParams = z.object({
  OfferID: dbId,
  orders: reviewOrdersSchema.optional(),
  /** Paging (our addition): the ID of the last review of the previous page in the same order. */
  After: dbId.optional(),
  /** Page size, 1..REVIEWS_PAGE_MAX; REVIEWS_PAGE_SIZE when left out. */
  Limit: z.number().int().min(1).max(REVIEWS_PAGE_MAX).optional(),
});
export type ReviewsGetAllParams = z.infer<typeof reviewsGetAllParams>;

export const reviewsSummaryParams = z.object({ OfferID: dbId });

export const reviewsAddParams = z.object({
  OfferID: dbId,
  Rating: z.number().int().min(1).max(5),
  Review: safeString(REVIEW_TEXT_MAX).refine((v) => v.trim().length > 0, { message: 'required' }),
  ReviewHead: safeString(REVIEW_HEAD_MAX).optional(),
  /** Image references from staticContent.images.f.upload, by the same shopper. */
  Attachments: z.array(safeString(200)).max(REVIEW_PHOTOS_MAX).optional(),
});
export type ReviewsAddParams = z.infer<typeof reviewsAddParams>;

/**
 * staticContent.images.f.upload params, around the file schema of the side that checks them (the
 * server's multipart file). ImageName is required: 'Ime ne može biti prazno'.
 */
export function imagesUploadParams<F extends z.ZodType>(file: F) {
  return z.object({
    ImageName: safeString(200).refine((v) => v.trim().length > 0, { message: 'required' }),
    ImageTag: z.enum(IMAGE_TAGS),
    ImageFile: file,
  });
}
