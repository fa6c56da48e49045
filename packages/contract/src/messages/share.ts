// Texts of the share pages (/p/{slog}): what a person sees for the instant before the shop opens.
import type { Text } from '../text.ts';

export const shareMessages = {
  openInShop: { ije: 'Otvorite proizvod u trgovini', eke: 'Otvorite proizvod u prodavnici' },
} satisfies Record<string, Text>;
