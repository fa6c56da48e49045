// Texts of an offer's label on its page (docs/product.md §11): the composition per daily dose and the
// statements a food supplement must carry, printed as text. Its own module: the offer page loads it
// with the ingredients' part only (decision 040). A Text is one string for every country, or
// { ije, eke } with `hr` where Croatian words differ (docs/glossary.md).
import type { Text } from '../text.ts';
import labelJson from './texts/catalog-label.json' with { type: 'json' };

/**
 * Notes on texts/catalog-label.json:
 * - from `ingredientsHeading` to `packSize`: the composition table and what one package holds.
 * - from `labelDose` on: the label statements; `bundleIngredients` stands for them on a bundle.
 */
export const labelTexts = labelJson satisfies Record<string, Text>;
