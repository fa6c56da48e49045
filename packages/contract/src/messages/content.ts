// Texts of the static pages and the four blog articles: headings and the short texts of their
// frames (the community page's are in community.ts, so these pages do not carry them). The long
// bodies (policy sections, article paragraphs) live next to their screen in
// apps/web/src/features/content/articles/*.ts, so each loads with its own chunk only.
// Placeholders in braces are filled by the screen ({shop}, {members}, {minutes}…).
import type { Text } from '../text.ts';
import contentJson from './texts/content.json' with { type: 'json' };

/**
 * Notes on texts/content.json:
 * - from `ourStory` on: Headings (the landing's blog teasers use the four blog titles too).
 * - from `eyebrowLegal` on: Page frames. The articles' frame is content-article.ts, the contact page's
 *   texts content-contact.ts.
 */
export const contentMessages = contentJson satisfies Record<string, Text>;
