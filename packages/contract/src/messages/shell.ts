// Texts of the web shell: header, phone menu and the shared page states (the footer's are footer.ts).
// A Text is one string for every country, or { ije, eke }: ijekavian for BA, HR and ME, ekavian for RS,
// with `hr` (forHr) where Croatian words differ (docs/glossary.md).
// Placeholders in braces ({count}, {shop}…) are filled by the caller.
import type { Text } from '../text.ts';
import type { ShopGroup } from '../catalog.ts';
import shellJson from './texts/shell.json' with { type: 'json' };
import groupJson from './texts/group.json' with { type: 'json' };

export const shellMessages = shellJson satisfies Record<string, Text>;

/** Product group names (listing sidebar, footer, shop menu), by URL slug. */
export const groupMessages = groupJson satisfies Record<ShopGroup, Text>;
