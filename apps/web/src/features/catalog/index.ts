// Public face of the catalog feature: offer detail, the listing (most popular / shop by group)
// and bundles. The route table lazy-loads each screen from here, one chunk per screen.
export const screens = {
  offer: () => import('./OfferScreen.tsx'),
  listing: () => import('./ListingScreen.tsx'),
  bundles: () => import('./BundlesScreen.tsx'),
};
