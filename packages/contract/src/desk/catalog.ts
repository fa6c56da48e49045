// The desk's catalog (docs/desk.md "The catalog"): what the catalog screen lists, per product and per
// country. Browser-safe types; the params schemas are catalog-params.ts.
import type { CountryCode, CurrencyCode } from '../countries.ts';
import type { ShopGroup } from '../catalog.ts';
import type { ListingStatus } from '../catalog-listing.ts';
import type { TextVariant } from '../countries.ts';
import type { PricePeriod } from '../price-history.ts';
import type { CatalogOffer } from './catalog-params.ts';

/** What the country's warehouse can sell of an offer now (docs/desk.md "The catalog"). */
export interface DeskCatalogStock {
  /** Units available (stocked − reserved); a bundle: as many as its scarcest counted product allows. */
  available: number;
  /** At or under the low-stock line (a bundle: one of its products is). */
  low: boolean;
}

export interface DeskCatalogCountry {
  status: ListingStatus;
  /** Minor units in the country's currency; null where the offer has no price there. */
  newMinor: number | null;
  oldMinor: number | null;
  currency: CurrencyCode;
  /** null: stock is not counted there (unlimited until counted). */
  stock: DeskCatalogStock | null;
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

/** A word of another variant in a product's text (docs/glossary.md): a warning on save, never a refusal. */
export interface CatalogGlossaryWarning {
  /** The variant whose shoppers would read it (ije: BA; me: ME; eke: RS; hr: HR). */
  variant: TextVariant;
  /** Where: 'name', 'description', 'advantages.2', 'ingredients.5.name'. */
  field: string;
  /** The word as written. */
  found: string;
  /** What the variant says instead. */
  instead: string;
}

/** Who saved a product last and when (from its audit row). */
export interface CatalogLastSave {
  by: string;
  at: string;
}

/** A scheduled price (a promotion): in effect from `startsAt` until `endsAt` (null: for good). */
export interface DeskPriceSchedule {
  id: number;
  country: CountryCode;
  newMinor: number;
  oldMinor: number;
  startsAt: string;
  endsAt: string | null;
}

/** What the product editor opens with (desk.catalog.get). */
export interface DeskCatalogEditor {
  offer: CatalogOffer & { id: number };
  version: number;
  lastSave: CatalogLastSave | null;
  warnings: CatalogGlossaryWarning[];
  /**
   * The price periods of the countries that keep the 30-day rule (HR), so the editor shows before
   * saving whether a lower price will be shown as a reduction, and from which price.
   */
  history: Partial<Record<CountryCode, PricePeriod[]>>;
  /** The scheduled prices in effect or to come. */
  schedules: DeskPriceSchedule[];
}

/** A save's answer: the stored version to save on next, and the glossary's warnings on the saved texts. */
export { CATALOG_PHOTO_WIDTHS } from '../catalog.ts';
/** The largest upload desk.catalog.uploadPhoto takes, in bytes (as a review photo's). */
export const CATALOG_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** What desk.catalog.uploadPhoto answers: the reference the editor adds to the offer's pictures. */
export interface DeskCatalogPhoto {
  /** '/media/catalog/<random name>.webp': the largest width; also the address it is served at. */
  ref: string;
  /** The same photo at each width, smallest first (for a srcset). */
  sizes: { width: number; url: string }[];
  /** The stored largest size's pixels. */
  width: number;
  height: number;
}

/** A preview of the offer's page as one country will see it (desk.catalog.preview): never saved. */
export interface DeskCatalogPreview {
  country: CountryCode;
  /** The shop's server-rendered offer page, without scripts, for a sandboxed frame's srcdoc. */
  html: string;
}

export interface DeskCatalogSaved {
  id: number;
  slog: string;
  version: number;
  warnings: CatalogGlossaryWarning[];
}
