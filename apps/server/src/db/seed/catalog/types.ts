// The seed catalog is a catalog file (docs/desk.md "The catalog as a file"): its offers have the shape
// the import validates (catalogOfferSchema), each with its own id so a fresh shop gets the same IDs.
import type { CatalogOffer, OfferTexts } from '@zdravo/contract/desk/catalog-params';
import type { IngredientRow, OfferIngredients } from '@zdravo/contract';

export type { OfferTexts, IngredientRow };
export type IngredientSheet = OfferIngredients;
export type SeedOffer = CatalogOffer & { id: number };
