// The contact page's own texts (content.ts holds what every static page shares): apart so the other
// pages' first load does not carry them (docs/decisions/064).
import type { Text } from '../text.ts';
import contactJson from './texts/content-contact.json' with { type: 'json' };

export const contactPageMessages = contactJson satisfies Record<string, Text>;
