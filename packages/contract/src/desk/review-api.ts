// The reviews' part of the desk's API map and access table (api.ts adds both to DeskApi and DESK_ACCESS).
import type { Call } from './call.ts';
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

export type DeskReviewsApi = {
  'desk.reviews.pending': Call<typeof reviewsPendingParams, DeskReviewPage>;
  'desk.reviews.published': Call<typeof reviewsPublishedParams, DeskReviewPage>;
  'desk.reviews.offers': Call<typeof reviewsNoParams, DeskReviewOffer[]>;
  'desk.reviews.approve': Call<typeof reviewApproveParams, DeskReview>;
  'desk.reviews.reject': Call<typeof reviewRejectParams, DeskReview>;
  'desk.reviews.reply': Call<typeof reviewReplyParams, DeskReview>;
  'desk.reviews.unpublish': Call<typeof reviewUnpublishParams, DeskReview>;
  'desk.reviews.base': Call<typeof reviewsNoParams, ReviewBaseSwitch[]>;
  'desk.reviews.setBase': Call<typeof reviewBaseSetParams, ReviewBaseSwitch[]>;
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
