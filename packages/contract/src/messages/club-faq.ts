// The club page's FAQ (docs/product.md §2 Club: 11 items, several may be open at once): q1…q11 and a1…a11,
// kept as data in club-faq.json; the JSON import is typed, so every entry must be a Text.
// {percent} is the club discount, {fee} the annual fee in the shopper's currency.
import type { Text } from '../text.ts';
import faq from './club-faq.json' with { type: 'json' };

/** How many questions the FAQ has: q1…q{CLUB_FAQ_COUNT}. */
export const CLUB_FAQ_COUNT = 11;

export const clubFaqMessages = faq satisfies Record<string, Text>;
