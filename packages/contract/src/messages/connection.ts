// The note while a page asks the server again after a call got no answer (docs/product.md §4). Every
// screen that waits for the server can show it (web: components/ui/ServerWait.tsx), so it lives apart
// from the account's texts, which only the account screens load.
import type { Text } from '../text.ts';

export const connectionMessages = {
  connectionLost: 'Veza sa serverom je prekinuta. Pokušavamo ponovo…',
} satisfies Record<string, Text>;
