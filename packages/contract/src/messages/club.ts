// Texts of the club: its page (hero, perks, price card), the join form, and the membership as the
// account, the cart and the checkout show it. The FAQ is in club-faq.ts. {shop} is the shop's name,
// {percent} the club discount, {fee} the annual fee in the shopper's currency.
import type { Text } from '../text.ts';
import { fieldLabels } from './fields.ts';
import clubJson from './texts/club.json' with { type: 'json' };
import membershipJson from './texts/membership.json' with { type: 'json' };
import clubWithdrawalJson from './texts/club-withdrawal.json' with { type: 'json' };

/**
 * Notes on texts/club.json:
 * - from `modalTitle` on: The join form (docs/product.md §3 Club join, §5 Club join). The two spec messages are verbatim.
 */
export const clubMessages = {
  ...clubJson,
  phoneLabel: fieldLabels.phone,
} satisfies Record<string, Text>;

// The club as prices show it lives in club-price.ts (an offer's page loads those few texts without the rest).
export { clubPriceMessages } from './club-price.ts';

/** The membership on the account page. {date} is the last day it counts or the first day. */
export const membershipMessages = membershipJson satisfies Record<string, Text>;

/**
 * Withdrawing from a membership within 14 days of buying it: the account's dialog and the acknowledgement.
 *
 * Notes on texts/club-withdrawal.json:
 * - `statement`: {until} is a date with its own full stop (24. 11. 2027.).
 * - `done`: {date} ends with its own full stop (24. 11. 2026.).
 */
export const clubWithdrawalMessages = clubWithdrawalJson satisfies Record<string, Text>;
