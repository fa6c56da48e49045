// The desk's review moderation texts (docs/desk.md, "Review moderation"), per spelling variant like
// every desk text; the shop's bundle never imports this module.
import type { Text } from '../text.ts';
import deskReviewsJson from './texts/desk-reviews.json' with { type: 'json' };

export const deskReviewsMessages = deskReviewsJson satisfies Record<string, Text>;
