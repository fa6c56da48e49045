// Texts of the club as prices show it (an offer's price, the cart's and the checkout's sums): apart from
// club.ts, so an offer's page loads only these (decision 036). club.ts re-exports them.
import type { Text } from '../text.ts';

/** The club as prices show it: the club price beside the normal one, and a member's discount lines. */
export const clubPriceMessages = {
  /** Beside an offer's price for a shopper who is not a member: 'S Klubom: 24,68 €'. */
  withClub: 'S Klubom: {price}',
  withClubTitle: { ije: 'Cijena za članove kluba: saznajte više', eke: 'Cena za članove kluba: saznajte više' },
  clubDiscount: 'Popust kluba (−{percent}%)',
  /** A member's own price on an offer, where others see 'S Klubom: …'. */
  yourPrice: { ije: 'Vaša cijena: {price}', eke: 'Vaša cena: {price}' },
  yourPriceTitle: { ije: 'Cijena za članove kluba, s {percent}% popusta', eke: 'Cena za članove kluba, sa {percent}% popusta' },
  /** Under the savings in the cart and at checkout: the club's part of them. */
  clubPart: 'od toga klub (−{percent}%): {amount}',
  freeDelivery: 'Besplatno',
  memberNote: {
    ije: 'Kao član kluba imate {percent}% popusta i besplatnu dostavu.',
    eke: 'Kao član kluba imate {percent}% popusta i besplatnu isporuku.',
  },
} satisfies Record<string, Text>;
