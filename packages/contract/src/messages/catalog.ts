// Texts of the storefront: listing, offer page, bundles, ratings, cart, search and the shop menu.
// A Text is one string for every country, or { ije, eke } (ijekavian BA/HR/ME, ekavian RS), with `hr`
// (forHr) where Croatian words differ (docs/glossary.md).
import type { Text } from '../text.ts';
import catalogJson from './texts/catalog.json' with { type: 'json' };

/**
 * Notes on texts/catalog.json:
 * - from `error` on: Shared states
 * - from `listingHeading` on: Listing (docs/product.md §2)
 * - from `order` on: Offer card and prices
 * - `priorPrice`: Under a reduced price where the 30-day rule holds (HR): the price it is measured from.
 * - from `ratingOne` on: Ratings (stars row)
 * - from `stockIn` on: Offer page (`notAvailable`: shown but not for sale, docs/product.md §11)
 * - from `share` on: Sharing an offer
 * - from `reviewsHeading` on: Reviews area (the reviews issue fills the list)
 * - from `bundlesHeading` on: Bundles (docs/product.md §2)
 * - from `cartTitle` on: Cart (docs/product.md §2, §4)
 * - from `searchNoMatch` on: Search overlay (docs/product.md §2)
 * - `searchCategories`: Under "no match": the categories instead of a dead end.
 * - from `shopMenuOffers` on: Header shop menu
 * - from `carouselPrev` on: Carousel controls
 */
export const catalogMessages = catalogJson satisfies Record<string, Text>;
