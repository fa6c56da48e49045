// Texts of writing and reading reviews: the leave-review modal (the spec's messages verbatim), the
// list's badge, reply and paging, the rating histogram, the photo viewer, the notice on how reviews
// are checked (EU Omnibus: say whether and how reviews are checked), and the review request.
import type { Text } from '../text.ts';
import { reviewErrorMessages } from './review-errors.ts';
import reviewFormJson from './texts/review-form.json' with { type: 'json' };
import reviewListJson from './texts/review-list.json' with { type: 'json' };
import photoViewerJson from './texts/photo-viewer.json' with { type: 'json' };
import reviewNoticeJson from './texts/review-notice.json' with { type: 'json' };
import reviewRequestJson from './texts/review-request.json' with { type: 'json' };

/**
 * Notes on texts/review-form.json:
 * - `termsRequired`: The terms box is required (marked *): sending without it says so.
 */
export const reviewFormMessages = {
  ...reviewFormJson,
  ...reviewErrorMessages,
} satisfies Record<string, Text>;

/**
 * Notes on texts/review-list.json:
 * - from `photoAlt` on: A photo's alt says whose review it is from and of what, never the uploaded file's name.
 */
export const reviewListMessages = reviewListJson satisfies Record<string, Text>;

export const photoViewerMessages = photoViewerJson satisfies Record<string, Text>;

export const reviewNoticeMessages = reviewNoticeJson satisfies Record<string, Text>;

/** The review request the outbox sends some days after delivery (one per order). */
export const reviewRequestMessages = reviewRequestJson satisfies Record<string, Text>;
