// Texts of the landing page (docs/product.md §2, Landing page).
import type { Text } from '../text.ts';
import landingJson from './texts/landing.json' with { type: 'json' };

/**
 * Notes on texts/landing.json:
 * - `promoTitleNoPercent`: Where no fixed percentage may be announced (HR, docs/decisions/023).
 */
export const landingMessages = landingJson satisfies Record<string, Text>;
