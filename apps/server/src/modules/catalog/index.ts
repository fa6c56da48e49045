// The catalog area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { catalogCache, invalidateCatalog } from './cache.ts';
export type { CatalogSnapshot } from './cache.ts';
export { catalogCommands } from './cli.ts';
export { imageFileOf, versionedImageUrl } from './images.ts';
export { catalogMethods } from './methods.ts';
export { shownPrices } from './price-history.ts';
export { readOffers } from './read-offer.ts';
export { catalogRoutes } from './routes.ts';
export { searchPage, searchQueryOf } from './search-page.ts';
export { syncOfferIds, writeChildren, writeOffer } from './write-offer.ts';
