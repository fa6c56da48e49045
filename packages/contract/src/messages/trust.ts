// The shop's promises, shown on the landing page and beside every offer's add-to-cart button.
// A module of its own so the offer page does not load the landing's texts for four lines. The numbers
// are the constants' ({min}–{max} hours: SHIPPING.deliveryHours; {days}: REFUND.guaranteeDays).
import type { Text } from '../text.ts';

export const trustMessages = {
  trustDelivery: 'Dostava za {min} – {max} sati',
  trustCod: 'Plaćanje pouzećem',
  trustGuarantee: '{days} dana za povrat novca',
  trustPrices: { ije: 'Povoljne cijene i česte akcije', eke: 'Povoljne cene i česte akcije' },
} satisfies Record<string, Text>;
