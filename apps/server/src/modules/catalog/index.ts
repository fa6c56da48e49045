// The catalog area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { VERSION_CHECK_MS, catalogCache, invalidateCatalog } from './cache.ts';
export type { CatalogSnapshot } from './cache.ts';
export { catalogCommands } from './cli.ts';
export { glossaryWarnings } from './editor/glossary-warnings.ts';
export { lastSaveOf, saveOffer } from './editor/save-offer.ts';
export { schedulePrice, unschedulePrice } from './editor/schedule-price.ts';
export type { ScheduleOutcome } from './editor/schedule-price.ts';
export { versionedImageUrl } from './images.ts';
export { pictureFileOf, storeCatalogPhoto } from './photos.ts';
export { catalogMethods } from './methods.ts';
export { previewOffer } from './preview.ts';
export { shownPrices } from './price-history.ts';
export { readOffers } from './read-offer.ts';
export { renamedTo } from './redirects.ts';
export { catalogRoutes } from './routes.ts';
export { scheduledColumn, schedulesOf } from './schedules.ts';
export { searchPage, searchQueryOf } from './search-page.ts';
export { syncOfferIds, writeChildren, writeOffer } from './write-offer.ts';
