// The reviews' part of the desk's API map and access table (api.ts adds both to DeskApi and DESK_ACCESS).
import type { z } from 'zod';
import type { StaffRole } from './roles.ts';
import type { DeskReview, DeskReviewOffer, DeskReviewPage, ReviewBaseSwitch } from './reviews.ts';
import type {
  reviewsPendingParams,
  reviewsPublishedParams,
  reviewApproveParams,
  reviewRejectParams,
  reviewReplyParams,
  reviewUnpublishParams,
  reviewBaseSetParams,
  reviewsNoParams,
} from './review-params.ts';

type In<S extends z.ZodType> = z.input<S>;

export type DeskReviewsApi = {
  'desk.reviews.pending': { params: In<typeof reviewsPendingParams>; result: DeskReviewPage };
  'desk.reviews.published': { params: In<typeof reviewsPublishedParams>; result: DeskReviewPage };
  'desk.reviews.offers': { params: In<typeof reviewsNoParams>; result: DeskReviewOffer[] };
  'desk.reviews.approve': { params: In<typeof reviewApproveParams>; result: DeskReview };
  'desk.reviews.reject': { params: In<typeof reviewRejectParams>; result: DeskReview };
  'desk.reviews.reply': { params: In<typeof reviewReplyParams>; result: DeskReview };
  'desk.reviews.unpublish': { params: In<typeof reviewUnpublishParams>; result: DeskReview };
  'desk.reviews.base': { params: In<typeof reviewsNoParams>; result: ReviewBaseSwitch[] };
  'desk.reviews.setBase': { params: In<typeof reviewBaseSetParams>; result: ReviewBaseSwitch[] };
};

/** Moderators and managers moderate; only managers switch the base numbers (they change every count). */
export const DESK_REVIEWS_ACCESS = {
  'desk.reviews.pending': ['moderator'],
  'desk.reviews.published': ['moderator'],
  'desk.reviews.offers': ['moderator'],
  'desk.reviews.approve': ['moderator'],
  'desk.reviews.reject': ['moderator'],
  'desk.reviews.reply': ['moderator'],
  'desk.reviews.unpublish': ['moderator'],
  'desk.reviews.base': ['manager'],
  'desk.reviews.setBase': ['manager'],
} as const satisfies Record<keyof DeskReviewsApi, readonly StaffRole[]>;
