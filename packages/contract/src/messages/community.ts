// Texts of the community page.
import type { Text } from '../text.ts';
import communityPageJson from './texts/community-page.json' with { type: 'json' };

export const communityMessages = {
  heading: 'Naša zajednica',
  lead: {
    ije: 'Više od {members} članova dijeli savjete, iskustva i motivaciju.',
    eke: 'Više od {members} članova deli savete, iskustva i motivaciju.',
  },
} satisfies Record<string, Text>;

/** The community page's texts beyond its heading and lead. */
export const communityPageMessages = communityPageJson satisfies Record<string, Text>;
