// Where an offer is listed, per country (docs/product.md §11): the four statuses of the catalog file,
// the desk and the shop, and what each one lets a shopper do. One list, read by all of them.
export const LISTING_STATUSES = ['draft', 'published', 'hidden', 'unavailable'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const isListingStatus = (value: unknown): value is ListingStatus =>
  typeof value === 'string' && (LISTING_STATUSES as readonly string[]).includes(value);

/** The shop knows the offer in that country (its address opens): every status but draft. */
export const listingIsOpen = (status: ListingStatus): boolean => status !== 'draft';
/** It is in listings, search, the quiz's result and the sitemap: published or shown-but-not-for-sale. */
export const listingIsListed = (status: ListingStatus): boolean => status === 'published' || status === 'unavailable';
/** It can be put in the cart and ordered. */
export const listingIsForSale = (status: ListingStatus): boolean => status === 'published' || status === 'hidden';

/** One row of a product's composition per daily dose, as its label prints it. */
export interface IngredientRow {
  name: string;
  /** Botanical or chemical detail, e.g. 'Amorphophallus konjac'. */
  detail?: string;
  /** Amount per daily dose in the regional number style: '1200 mg', '1,4 mg'. */
  amount: string;
  /** % of the nutrient reference value (vitamins and minerals only). */
  nrv?: number;
  /** Where a text variant words the name or detail otherwise (HR "krom", BA and ME "hrom"); the shop's answer has them resolved. */
  local?: Partial<Record<'eke' | 'hr' | 'me', { name?: string; detail?: string }>>;
}

/** A single product's composition and dose: what the offer page prints as text with the label statements. */
export interface OfferIngredients {
  /** The recommended daily dose, e.g. '3 kapsule'. */
  dailyDose: string;
  /** What one package holds, e.g. '90 kapsula'. */
  packSize: string;
  rows: IngredientRow[];
}
