// The desk's catalog (docs/desk.md "The catalog"): what the catalog screen lists, per product and per
// country. Browser-safe types; the params schemas are catalog-params.ts.
import type { CountryCode, CurrencyCode } from '../countries.ts';
import type { ShopGroup } from '../catalog.ts';
import type { ListingStatus } from '../catalog-listing.ts';

export interface DeskCatalogCountry {
  status: ListingStatus;
  /** Minor units in the country's currency; null where the offer has no price there. */
  newMinor: number | null;
  oldMinor: number | null;
  currency: CurrencyCode;
}

export interface DeskCatalogRow {
  id: number;
  slog: string;
  /** The ijekavian name (the desk's own wording). */
  name: string;
  group: ShopGroup;
  bundle: boolean;
  /** The packshot's address (the first photo). */
  image: string | null;
  countries: Record<CountryCode, DeskCatalogCountry>;
  version: number;
  updatedAt: string;
}
