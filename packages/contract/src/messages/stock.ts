// Texts of stock for the shopper: the offer page's "javite mi kad stigne" form and the one message
// sent when the product is back (docs/decisions/059-stock-that-orders-reserve.md). A Text is one
// string for every country, or { ije, eke } with `hr` where Croatian words differ (docs/glossary.md).
import type { Text } from '../text.ts';
import stockJson from './texts/stock-back.json' with { type: 'json' };

/**
 * Notes on texts/stock-back.json:
 * - `backSubject`, `backText`: the e-mail (subject, text) or SMS (text) sent once when it is back; `{product}` its name.
 * - from `notifyHeading` on: the form under "Trenutno nije dostupno" on the offer page.
 */
export const stockTexts = stockJson satisfies Record<string, Text>;
