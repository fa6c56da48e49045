// Texts of the share pages (/p/{slog}): what a person sees for the instant before the shop opens.
import type { Text } from '../text.ts';

export const shareMessages = {
  openInShop: 'Otvorite proizvod u trgovini',
} satisfies Record<string, Text>;
