// The promise of a confirmation call, as a shopper reads it (checkout, thank-you page, the order's
// confirmation message): within 30 to 60 minutes while the team is on, else when it opens. The rule
// is call-hours.ts; these are its words.
import { callPromise, type CallDay } from '../call-hours.ts';
import type { CountryCode } from '../countries.ts';
import { ORDER_CALLBACK_MINUTES } from '../shop-terms.ts';
import { fillText, textFor, type Text } from '../text.ts';
import callPromiseJson from './texts/call-promise.json' with { type: 'json' };

/**
 * Notes on texts/call-promise.json:
 * - `later`: Outside the call hours: {when} is "sutra od 8:00" and the like.
 * - `onDay`: "u {day} od {time}", the weekday in the accusative, Sunday first.
 */
export const callPromiseTexts = callPromiseJson satisfies Record<string, Text>;

/** A weekday after "u", Sunday first. */
export const WEEKDAY_ACCUSATIVE: readonly Text[] = [
  { ije: 'nedjelju', eke: 'nedelju' },
  { ije: 'ponedjeljak', eke: 'ponedeljak' },
  'utorak',
  { ije: 'srijedu', eke: 'sredu' },
  'četvrtak',
  'petak',
  'subotu',
];

function whenText(day: CallDay, time: string, country: CountryCode): string {
  const t = (text: Text) => textFor(text, country);
  if (day === 'today') return fillText(t(callPromiseTexts.today), { time });
  if (day === 'tomorrow') return fillText(t(callPromiseTexts.tomorrow), { time });
  return fillText(t(callPromiseTexts.onDay), { day: t(WEEKDAY_ACCUSATIVE[day]!), time });
}

/** The sentence for an order placed at `at` (ms) in `country`. */
export function callPromiseLine(country: CountryCode, at: number): string {
  const promise = callPromise(country, at);
  if (promise.kind === 'soon') return fillText(textFor(callPromiseTexts.soon, country), ORDER_CALLBACK_MINUTES);
  return fillText(textFor(callPromiseTexts.later, country), { when: whenText(promise.day, promise.time, country) });
}
