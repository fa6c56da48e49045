// The Zdravo catalog: ten single products and five bundles ("paketi"), kept as data in offers.json
// (and the single products' compositions in ingredients.json), checked against the schemas below
// when loaded, so a slip in the data stops the start with the field that is wrong.
// Texts come in two spellings: `ije` (ijekavian: BA, HR, ME) and `eke` (ekavian: RS).
// Prices are INTEGER minor units per country: BA in KM (BAM), RS in RSD, HR and ME in EUR.
// Every discount lies between 40% and 53%; pure-fit is exactly 53% in every country (the promo banner's "do 53%").
// Wording follows the EU rules for food supplements: "doprinosi", "podržava", never a promise to cure.
import { z } from 'zod';
import { SHOP_GROUPS } from '@zdravo/contract';
import type { IngredientSheet, SeedOffer } from './types.ts';
import offersData from './offers.json' with { type: 'json' };
import ingredientsData from './ingredients.json' with { type: 'json' };

export type { IngredientRow, IngredientSheet } from './types.ts';

const text = z.string().min(1);

const offerTextsSchema = z.object({
  name: text,
  heading: text,
  subHeading: text,
  // Written as paragraphs in the data file; the offer's description separates them by a blank line.
  description: z.array(text).min(1).transform((paragraphs) => paragraphs.join('\n\n')),
  howToUse: text,
  advantages: z.array(text).min(1),
  benefits: z.array(text).min(1),
});

const priceSchema = z.object({ old: z.number().int().positive(), new: z.number().int().positive() });

const seedOfferSchema = z.object({
  id: z.number().int().positive(),
  slog: z.string().regex(/^[a-z0-9-]+$/),
  group: z.enum(SHOP_GROUPS),
  scaleleadId: text,
  stockDays: z.number().int().positive(),
  popularity: z.number().int(),
  texts: z.object({ ije: offerTextsSchema, eke: offerTextsSchema, hr: offerTextsSchema.partial().optional(), me: offerTextsSchema.partial().optional() }),
  prices: z.object({ BA: priceSchema, RS: priceSchema, HR: priceSchema, ME: priceSchema }),
  images: z.array(text).min(1),
  ingredientsImage: text,
  children: z.array(text).nullable(),
});

const ingredientSheetSchema = z.object({
  dailyDose: text,
  packSize: text,
  rows: z.array(z.object({ name: text, detail: text.optional(), amount: text, nrv: z.number().int().positive().optional() })).min(1),
});

export const SEED_OFFERS: SeedOffer[] = z.array(seedOfferSchema).parse(offersData);

/** Per single product: the composition per daily dose. The offer texts quote exactly these amounts. */
export const INGREDIENTS: Record<string, IngredientSheet> = z.record(z.string(), ingredientSheetSchema).parse(ingredientsData);

/** The same list under the names the loader and tests import. */
export const seedOffers: readonly SeedOffer[] = SEED_OFFERS;
export const OFFERS = SEED_OFFERS;

/** Looks an offer up by its slug. */
export function seedOfferBySlog(slog: string): SeedOffer | undefined {
  return SEED_OFFERS.find((offer) => offer.slog === slog);
}
