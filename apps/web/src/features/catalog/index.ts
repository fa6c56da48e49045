// Public face of the catalog feature: the screens (lazy, one chunk each) for the route table, and
// the data hooks and widgets other features use (landing, search, cart, shop menu, checkout).
export const screens = {
  offer: () => import('./OfferScreen.tsx'),
  listing: () => import('./ListingScreen.tsx'),
  bundles: () => import('./BundlesScreen.tsx'),
};

export { loadOffers, seedOffers, useOffer, useOffers, type OfferListKind, type Resource } from './data.ts';

/** The header shop menu's offers carousel, loaded on first open (not part of the first page load). */
export const loadShopMenuOffers = () => import('./ShopMenuOffers.tsx');
