// Texts of checkout and the account's order history, and the server's order texts (status labels,
// history lines, the confirmation). The thank-you screen's and tracking's are in tracking.ts.
// The spec's messages (§5, §8) are quoted verbatim — they are part of the contract, so they stay
// identical in every country even where RS would spell a word differently.
import { fillText, textFor, type Text } from '../text.ts';
import type { CountryCode } from '../countries.ts';
import type { OrderStatus } from '../orders.ts';
import { fieldLabels } from './fields.ts';
import orderStatusLabelsJson from './texts/order-status-labels.json' with { type: 'json' };
import checkoutJson from './texts/checkout.json' with { type: 'json' };
import orderEventJson from './texts/order-event.json' with { type: 'json' };
import orderConfirmationJson from './texts/order-confirmation.json' with { type: 'json' };

/** Shopper-facing label of each order status, per spelling variant (an order is feminine: narudžba / porudžbina). */
export const orderStatusLabels: Record<OrderStatus, Text> = orderStatusLabelsJson;

/** Order validation (docs/product.md §5), verbatim. */
export const orderValidationMessages = {
  noArticles: 'Nema artikala za narudžbu.',
  firstNameEmpty: 'Ime ne može biti prazno.',
  lastNameEmpty: 'Prezime ne može biti prazno.',
  phoneEmpty: 'Broj telefona ne može biti prazan.',
} as const;

/**
 * Notes on texts/checkout.json:
 * - `orderFailed`: docs/product.md §8, verbatim.
 * - from `loginHeading` on: Logged out: log in or create a profile.
 * - `loginFailed`: docs/product.md §8: checkout login failure and the checkout sign-up errors, verbatim.
 * - from `summaryHeading` on: Summary on the right.
 * - from `emptyHeading` on: Empty cart.
 */
export const checkoutTexts = {
  ...checkoutJson,
  ...fieldLabels,
} satisfies Record<string, Text>;

/**
 * One line of an order's history (/track and the account), per status it moved to: what the shopper
 * should know at that moment. `shippedWith` is the shipped line when the team gave the courier and the
 * parcel's number.
 */
export const orderEventTexts = orderEventJson satisfies Record<OrderStatus | 'shippedWith', Text>;

/** The text of one history line in a country: the shipped line names the courier and number when it has both. */
export function orderEventText(
  event: { kind: OrderStatus; courier: string | null; trackingNumber: string | null },
  country: CountryCode,
): string {
  if (event.kind === 'shipped' && event.courier && event.trackingNumber) {
    return fillText(textFor(orderEventTexts.shippedWith, country), {
      courier: event.courier,
      number: event.trackingNumber,
    });
  }
  return textFor(orderEventTexts[event.kind], country);
}

/** The order confirmation sent right after an order: by SMS to the order's phone, else by e-mail. */
export const orderConfirmationTexts = orderConfirmationJson satisfies Record<string, Text>;
