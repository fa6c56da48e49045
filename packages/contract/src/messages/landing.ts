// Texts of the landing page (docs/product.md §2, Landing page).
import type { Text } from '../text.ts';
import landingJson from './texts/landing.json' with { type: 'json' };

/**
 * Notes on texts/landing.json:
 */
export const landingMessages = landingJson satisfies Record<string, Text>;
