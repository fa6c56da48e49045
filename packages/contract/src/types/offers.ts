// Catalog calls (docs/product.md §7): offers.f.getAll and offers.f.getSlog, with the Offer of docs/product.md §3.
// Browser-safe: names, types and constants only; the params schemas are in methods/offers.ts.
import type { CurrencyCode } from '../countries.ts';
import type { ShopGroup } from '../catalog.ts';
import type { OfferIngredients } from '../catalog-listing.ts';

/**
 * One offer as the wire carries it, in the country of the request (X-Shop-Country): texts in that
 * country's spelling, prices in its currency's MAIN unit (39.9), Currency as the ISO code.
 * getAll answers offers most popular first.
 */
export interface Offer {
  ID: number;
  Slog: string;
  Name: string;
  Heading: string;
  SubHeading: string;
  Group: ShopGroup;
  Description: string;
  HowToUse: string;
  /** Advantages joined by '&&' (the spec's field name and spelling). */
  Adventages: string;
  Benefits: string[];
  /** Image URLs under /images/, the first one is the packshot. */
  Images: string[];
  /** Each picture's alt text in the country's variant, aligned with Images (null: none set); absent when none is. */
  ImageAlts?: (string | null)[];
  IngredientsImage: string;
  /**
   * The crossed-out price, what "−X %" and the savings are measured from. In HR (the 30-day rule,
   * docs/decisions/023) it is the lowest price of the 30 days before a reduction, or NewPrice (no
   * reduction) — never a price the shop did not apply.
   */
  OldPrice: number;
  NewPrice: number;
  /** HR: the lowest price of the 30 days before the current reduction, while it counts; else null. */
  PriorPrice: number | null;
  Currency: CurrencyCode;
  /** Stock, shown as days. */
  Stock: number;
  /** null for a top-level offer; for a bundle the IDs of its child offers, in bundle order. */
  ChildOffers: number[] | null;
  ScaleleadID: string;
  /** Only when the offer is shown but not for sale in this country (docs/product.md §11): no buy button. */
  Unavailable?: true;
  /**
   * Sold out in this country (its warehouse has none of it, or of a product inside the bundle): also
   * Unavailable; the page offers "javite mi kad stigne" (docs/decisions/059-stock-that-orders-reserve.md).
   */
  SoldOut?: true;
  /** A single product's composition per daily dose, printed as text with the label statements: only in the
   *  offer's own answer (offers.f.getSlog), never in lists; absent for a bundle. */
  Ingredients?: OfferIngredients;
  /** Only when reviews are requested: see REVIEW_BASE in constants for how the base numbers blend in. */
  Rating?: number;
  RatingCount?: number;
}
