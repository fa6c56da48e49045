// Texts of the web shell: header, phone menu, footer and the shared page states.
// A Text is one string for every country, or { ije, eke }: ijekavian for BA, HR and ME, ekavian for RS,
// with `hr` (forHr) where Croatian words differ (docs/glossary.md).
// Placeholders in braces ({count}, {shop}…) are filled by the caller.
import type { Text } from '../text.ts';
import type { ShopGroup } from '../catalog.ts';
import shellJson from './texts/shell.json' with { type: 'json' };
import groupJson from './texts/group.json' with { type: 'json' };

/**
 * Notes on texts/shell.json:
 * - `noScript`: At the top of a page shown without JavaScript (first-paint HTML): the page reads, ordering needs scripts.
 */
export const shellMessages = shellJson satisfies Record<string, Text>;

/** Product group names (listing sidebar, footer, shop menu), by URL slug. */
export const groupMessages = groupJson satisfies Record<ShopGroup, Text>;
