// Texts of the community page.
import type { Text } from '../text.ts';

export const communityMessages = {
  heading: 'Naša zajednica',
  lead: { ije: 'Više od {members} članova dijeli savjete, iskustva i motivaciju.', eke: 'Više od {members} članova deli savete, iskustva i motivaciju.' },
} satisfies Record<string, Text>;
