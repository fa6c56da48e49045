// The desk's texts in the signed-in person's wording (the same text system as the shop's), and the
// message for each code a desk call can answer.
import type { DeskErrorCode } from '@zdravo/contract/desk';
import { deskErrorMessages } from '@zdravo/contract/messages/desk';
import { useT } from '../lib/i18n.ts';

export { useT } from '../lib/i18n.ts';
export { fill } from '../lib/i18n.ts';

/** The message for a code (an unknown one reads as a general failure). */
export function useDeskErrorText(): (code: DeskErrorCode | string) => string {
  const texts = useT(deskErrorMessages);
  return (code) => (code in texts ? texts[code as keyof typeof texts] : texts.other);
}
