// Texts of an offer's listing (docs/product.md §11): the order a cart of an offer not for sale cannot
// become (the offer page's own "not available" words are catalog.ts's). A Text is one string for every country, or { ije, eke } with `hr`
// where Croatian words differ (docs/glossary.md). The label's texts are catalog-label.ts.
import type { Text } from '../text.ts';
import listingJson from './texts/catalog-listing.json' with { type: 'json' };

/**
 * Notes on texts/catalog-listing.json:
 * - `orderNotAvailable`: the cart or the order names such an offer (OFFER_NOT_AVAILABLE).
 */
export const listingTexts = listingJson satisfies Record<string, Text>;
