// Texts of the club membership page.
import type { Text } from '../text.ts';

export const clubMessages = {
  heading: '{shop} klub',
  lead: { ije: '{percent}% popusta na svaku narudžbu, besplatna dostava i poklon dobrodošlice.', eke: '{percent}% popusta na svaku porudžbinu, besplatna dostava i poklon dobrodošlice.' },
} satisfies Record<string, Text>;
