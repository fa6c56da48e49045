// The review form's error messages (sending a review, uploading its photos).
// One file per part of the table (messages/errors.ts), so a screen's chunk carries only its own texts.
import { reviewErrorMessages as review } from '../review-errors.ts';
import type { ErrorArea } from './area.ts';

/** Sending a review (docs/product.md §8: the save-failure text for everything it does not word itself). */
export const reviewSaveErrors = { default: review.saveFailed, REVIEW_EXISTS: review.exists } satisfies ErrorArea;

/** One photo's upload in the review form. */
export const reviewPhotoErrors = {
  default: review.saveFailed,
  IMAGE_TYPE_NOT_ALLOWED: review.photoType,
  IMAGE_TOO_MANY_PIXELS: review.photoTooBig,
  PAYLOAD_TOO_LARGE: review.photoTooBig,
  IMAGE_UNREADABLE: review.photoUnreadable,
  IMAGE_EMPTY: review.photoFileRequired,
  RATE_LIMITED: review.photoLimit,
  VALIDATION_ERROR: review.photoNameRequired,
} satisfies ErrorArea;
