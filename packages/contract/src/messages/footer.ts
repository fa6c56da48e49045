// Texts of the page's foot: the footer (its code comes after the first load, so its words do too) and
// the note the server writes at the top of a page shown without JavaScript. Apart from the shell's
// texts so every route's first load does not carry them (docs/decisions/064).
import type { Text } from '../text.ts';
import footerJson from './texts/footer.json' with { type: 'json' };

/**
 * Notes on texts/footer.json:
 * - `noScript`: At the top of a page shown without JavaScript (first-paint HTML): the page reads, ordering needs scripts.
 */
export const footerMessages = footerJson satisfies Record<string, Text>;
