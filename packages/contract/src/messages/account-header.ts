// The header's account link label. Its own module because the header is in the first-load
// bundle and must not pull in every account text (messages/account.ts re-exports it).
import type { Text } from '../text.ts';

export const accountHeaderMessages = {
  myAccount: { ije: 'Moj račun', eke: 'Moj nalog', me: 'Moj nalog' },
} satisfies Record<string, Text>;
