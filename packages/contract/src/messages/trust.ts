// The shop's promises, shown on the landing page and beside every offer's add-to-cart button.
// A module of its own so the offer page does not load the landing's texts for four lines. The numbers
// are the constants' ({days}: REFUND.guaranteeDays); the delivery promise is the country table's
// (messages/shop-hours.ts).
import type { Text } from '../text.ts';
import trustJson from './texts/trust.json' with { type: 'json' };

export const trustMessages = trustJson satisfies Record<string, Text>;
