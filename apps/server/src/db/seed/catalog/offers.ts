// The Zdravo catalog: ten single products and five bundles ("paketi"), kept as a catalog file
// (offers.json, the format of `catalog:export` / `catalog:import`), checked against the import's
// schema when loaded, so a slip in the data stops the start with the field that is wrong.
// Texts come in two spellings: `ije` (ijekavian: BA, HR, ME) and `eke` (ekavian: RS), and `hr` holds
// the Croatian fields that differ. Prices are INTEGER minor units per country: BA in KM (BAM), RS in
// RSD, HR and ME in EUR. Every discount lies between 40% and 53%; pure-fit is exactly 53% in every
// country. Wording follows the EU rules for food supplements: "doprinosi", "podržava", never a cure.
import { z } from 'zod';
import { catalogOfferSchema } from '@zdravo/contract/desk/catalog-params';
import type { IngredientSheet, SeedOffer } from './types.ts';
import offersData from './offers.json' with { type: 'json' };

export type { IngredientRow, IngredientSheet } from './types.ts';

const seedFileSchema = z.strictObject({
  offers: z.array(catalogOfferSchema.and(z.object({ id: z.number().int().positive() }))),
});

export const SEED_OFFERS: SeedOffer[] = seedFileSchema.parse(offersData).offers;

/** Per single product: the composition per daily dose. The offer texts quote exactly these amounts. */
export const INGREDIENTS: Record<string, IngredientSheet> = Object.fromEntries(
  SEED_OFFERS.flatMap((offer) => (offer.ingredients ? [[offer.slog, offer.ingredients]] : [])),
);
