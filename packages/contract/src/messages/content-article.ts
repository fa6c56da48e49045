// The blog articles' frame: eyebrow, reading time, key points, the note on care, the offers under an
// article (content.ts holds what every static page shares). Apart so the policies' and the other
// pages' first load does not carry them (docs/decisions/064).
import type { Text } from '../text.ts';
import articleJson from './texts/content-article.json' with { type: 'json' };

export const articleMessages = articleJson satisfies Record<string, Text>;
