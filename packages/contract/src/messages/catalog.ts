// Texts of the catalog screens: offer detail, listing (most popular, shop by group), bundles.
import type { Text } from '../text.ts';

export const catalogMessages = {
  offerHeading: 'Proizvod',
  offerLead: { ije: 'Opis, prednosti, cijena i recenzije ovog proizvoda stižu uskoro.', eke: 'Opis, prednosti, cena i recenzije ovog proizvoda stižu uskoro.' },
  listingHeading: 'Najpopularniji proizvodi',
  listingAll: 'Sve kategorije',
  listingPopular: 'Najpopularniji',
  listingLead: { ije: 'Ponuda po kategorijama s cijenama za vašu državu stiže uskoro.', eke: 'Ponuda po kategorijama sa cenama za vašu državu stiže uskoro.' },
  bundlesHeading: 'Paketi',
  bundlesLead: { ije: 'Kombinirani paketi po povoljnijoj cijeni stižu uskoro.', eke: 'Kombinovani paketi po povoljnijoj ceni stižu uskoro.' },
} satisfies Record<string, Text>;
