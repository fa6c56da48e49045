// What the shopper is sent around the confirmation call (SMS, or e-mail without a phone): the order is
// confirmed with the amount to pay at the door and the delivery days; the first call went unanswered
// and when the team will try again; or it was cancelled because nobody answered the plan's calls.
// Placeholders: {shop}, {number}, {total}, {min}, {max}, {phone}, {calls}, {when}.
import { callDayOf } from '../call-hours.ts';
import type { CountryCode } from '../countries.ts';
import { fillText, textFor, type Text } from '../text.ts';
import { WEEKDAY_ACCUSATIVE } from './call-promise.ts';
import callJson from './texts/call.json' with { type: 'json' };

export const callMessages = callJson satisfies Record<string, Text>;

/** "danas oko 10:30", "sutra oko 11:00", "u ponedjeljak oko 8:00": the next call, seen from `now`. */
export function retryWhenText(country: CountryCode, now: number, then: number): string {
  const { day, time } = callDayOf(country, now, then);
  const t = (text: Text) => textFor(text, country);
  if (day === 'today') return fillText(t(callMessages.retryToday), { time });
  if (day === 'tomorrow') return fillText(t(callMessages.retryTomorrow), { time });
  return fillText(t(callMessages.retryOnDay), { day: t(WEEKDAY_ACCUSATIVE[day]!), time });
}
