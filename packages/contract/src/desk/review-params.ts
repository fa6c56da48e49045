// The zod params of the desk's review moderation (server only; the types are in ./reviews.ts).
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { dbId, safeString } from '../methods/common.ts';
import { REVIEW_PHOTOS_LEAVE_OUT_MAX, REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from './reviews.ts';

/** A stored photo's name: 128 random bits as base64url (docs/decisions/015). */
const photoName = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
const rating = z.number().int().min(1).max(5);

export const reviewsNoParams = z.object({}).optional();
export const reviewsPendingParams = z.object({ after: dbId.optional() }).optional();
export const reviewsPublishedParams = z
  .object({
    offerId: dbId.optional(),
    rating: rating.optional(),
    country: z.enum(COUNTRY_CODES).optional(),
    after: dbId.optional(),
  })
  .optional();
export const reviewApproveParams = z.object({
  id: dbId,
  /** Photos not to publish (a face, an address): kept, never served to shoppers. */
  leaveOut: z.array(photoName).max(REVIEW_PHOTOS_LEAVE_OUT_MAX).default([]),
});
export const reviewRejectParams = z.object({ id: dbId, reason: safeString(REVIEW_REASON_MAX).trim().min(1) });
/** Taking a published review down asks what a rejection asks: the review and the reason. @alias */
export const reviewUnpublishParams = reviewRejectParams;
/** An empty text removes the reply. */
export const reviewReplyParams = z.object({ id: dbId, text: safeString(REVIEW_REPLY_MAX).trim() });
export const reviewBaseSetParams = z.object({ country: z.enum(COUNTRY_CODES), on: z.boolean() });
