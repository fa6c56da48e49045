// Public face of the catalog feature: the screens (lazy, one chunk each) for the route table, and
// the widgets other features use (landing, search, shop menu). The offers themselves (fetched once,
// shared by every screen) are lib/offers.ts.
export const screens = {
  offer: () => import('./OfferScreen.tsx'),
  listing: () => import('./ListingScreen.tsx'),
  bundles: () => import('./BundlesScreen.tsx'),
};

/** The header shop menu's offers carousel, loaded on first open (not part of the first page load). */
export const loadShopMenuOffers = () => import('./ShopMenuOffers.tsx');

// The widgets other features' screens show (landing, search). Their CSS comes with them: the package
// declares only CSS as side effects, so a chunk that does not use them does not carry them.
export { OfferCard } from './OfferCard.tsx';
export { Price } from './Price.tsx';
export { RatingLine } from './RatingLine.tsx';
