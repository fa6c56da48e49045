// Texts after the order: the thank-you screen and shipment tracking (also the account's order
// history). Apart from the checkout's texts (orders.ts), so the checkout does not load them.
import type { Text } from '../text.ts';
import thankYouJson from './texts/thank-you.json' with { type: 'json' };
import trackingJson from './texts/tracking.json' with { type: 'json' };

/**
 * Notes on texts/thank-you.json:
 * - from `unknownHeading` on: An id that is no order of the shopper's (mistyped, someone else's, or seen after logging out).
 */
export const thankYouTexts = thankYouJson satisfies Record<string, Text>;

/**
 * Notes on texts/tracking.json:
 * - `numberRequired`: "Pogledaj" with an empty field.
 * - `empty`: docs/product.md §8, verbatim.
 * - `unreachable`: No answer from the server (a transport error): not "not found", the parcel is unknown.
 * - `courierLink`: The link after a shipped line to the courier's own tracking page (it opens in a new tab).
 * - `courierLinkOf`: The same link under an order's history on the account page, naming the courier.
 */
export const trackingTexts = trackingJson satisfies Record<string, Text>;
