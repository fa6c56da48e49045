// Texts of the club as prices show it (an offer's price, the cart's and the checkout's sums): apart from
// club.ts, so an offer's page loads only these (decision 036). club.ts re-exports them.
import type { Text } from '../text.ts';
import clubPriceJson from './texts/club-price.json' with { type: 'json' };

/**
 * The club as prices show it: the club price beside the normal one, and a member's discount lines.
 *
 * Notes on texts/club-price.json:
 * - `withClub`: Beside an offer's price for a shopper who is not a member: 'S Klubom: 24,68 €'.
 * - `yourPrice`: A member's own price on an offer, where others see 'S Klubom: …'.
 * - `clubPart`: Under the savings in the cart and at checkout: the club's part of them.
 */
export const clubPriceMessages = clubPriceJson satisfies Record<string, Text>;
