// Texts of the share pages (/p/{slog}): what a person sees for the instant before the shop opens.
import type { Text } from '../text.ts';

export const shareMessages = {
  openInShop: { ije: 'Otvorite proizvod u trgovini', eke: 'Otvorite proizvod u prodavnici' },
  /** A share link whose product the shop does not have (any more, or not in this country). */
  notFoundTitle: 'Proizvod nije pronađen',
  notFoundText: 'Ovaj proizvod trenutno nije u našoj ponudi. Pogledajte ostale proizvode.',
  notFoundLink: 'Pogledajte proizvode',
} satisfies Record<string, Text>;
