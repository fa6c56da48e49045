// Texts of the share pages (/p/{slog}): what a person sees for the instant before the shop opens.
import type { Text } from '../text.ts';
import shareJson from './texts/share.json' with { type: 'json' };

/**
 * Notes on texts/share.json:
 * - `notFoundTitle`: A share link whose product the shop does not have (any more, or not in this country).
 */
export const shareMessages = shareJson satisfies Record<string, Text>;
