// The shopper's message for an error code comes from the contract's one table
// (messages/errors.ts); a screen passes its area. Kept apart from i18n.ts so the first load
// carries no error texts.
import { textFor } from '@zdravo/contract';
import { errorText, type ErrorArea } from '@zdravo/contract/messages/errors/area';
import { useCountry } from './country.ts';

/** `useErrorText(accountLoginErrors)(answer.data)`: the area's message in the country's spelling. */
export function useErrorText(area: ErrorArea): (code: string) => string {
  const { country } = useCountry();
  return (code) => textFor(errorText(area, code), country);
}
