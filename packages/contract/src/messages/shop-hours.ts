// The shop's two promises in words, read from the one country table (countries.ts: deliveryDays,
// callHours): how long delivery takes, and when the team answers the phone. Every page and message
// that states either uses these, so the landing, an offer, checkout, the thank-you page, the SMS,
// the footer and the policies cannot say different things (docs/decisions/052). Small and free of
// the terms table: the first load (footer, offer trust row) reads it.
import { COUNTRIES, type CountryCode } from '../countries.ts';
import { parseDayHours, type DayHours } from '../day-hours.ts';
import { plural } from '../format.ts';
import { fillText, textFor, type Text } from '../text.ts';
import shopHoursJson from './texts/shop-hours.json' with { type: 'json' };

/**
 * Notes on texts/shop-hours.json:
 * - `deliveryDays`: "2–3 radna dana"; the word agrees with the larger number.
 * - `deliveryAfterCall`, `addressOnCall`: checkout, the thank-you page and the order's SMS, after the
 *   call promise ("… da potvrdi narudžbu. Adresu dostave potvrđujemo s vama u tom pozivu.").
 */
export const shopHoursTexts = shopHoursJson satisfies Record<string, Text>;

// Sunday first, as the table. Nominative (a list: "ponedjeljak – petak"), genitive ("od ponedjeljka
// do petka") and the "on …days" form for one day ("subotom").
const DAY_NOMINATIVE: readonly Text[] = [
  { ije: 'nedjelja', eke: 'nedelja' },
  { ije: 'ponedjeljak', eke: 'ponedeljak' },
  'utorak',
  { ije: 'srijeda', eke: 'sreda' },
  'četvrtak',
  'petak',
  'subota',
];
const DAY_GENITIVE: readonly Text[] = [
  { ije: 'nedjelje', eke: 'nedelje' },
  { ije: 'ponedjeljka', eke: 'ponedeljka' },
  'utorka',
  { ije: 'srijede', eke: 'srede' },
  'četvrtka',
  'petka',
  'subote',
];
const DAY_ON: readonly Text[] = [
  { ije: 'nedjeljom', eke: 'nedeljom' },
  { ije: 'ponedjeljkom', eke: 'ponedeljkom' },
  'utorkom',
  { ije: 'srijedom', eke: 'sredom' },
  'četvrtkom',
  'petkom',
  'subotom',
];

/** "2–3 radna dana": the country's delivery days. */
export function deliveryDaysText(country: CountryCode): string {
  const { min, max } = COUNTRIES[country].deliveryDays;
  const t = shopHoursTexts;
  const word = plural(max, country, [t.workingDayOne, t.workingDayFew, t.workingDayMany]);
  return fillText(t.deliveryDays, { min, max, workingDays: word });
}

/** "Dostava za 2–3 radna dana" (an offer's trust row, the landing). */
export const deliveryPromiseText = (country: CountryCode): string =>
  fillText(shopHoursTexts.deliveryPromise, { days: deliveryDaysText(country) });

/** "Paket stiže za 2–3 radna dana nakon potvrde u pozivu." (checkout, thank-you page, the order's SMS). */
export const deliveryAfterCallText = (country: CountryCode): string =>
  fillText(textFor(shopHoursTexts.deliveryAfterCall, country), { days: deliveryDaysText(country) });

/** "Adresu dostave potvrđujemo s vama u tom pozivu." — after the call promise. */
export const addressOnCallText = (country: CountryCode): string => textFor(shopHoursTexts.addressOnCall, country);

const clock = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

interface DaySpan {
  first: number;
  last: number;
  hours: DayHours;
}

/** Monday to Sunday, neighbouring days with the same hours as one span. */
function spans(country: CountryCode): DaySpan[] {
  const week = COUNTRIES[country].callHours.map(parseDayHours);
  const out: DaySpan[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const hours = week[day];
    if (!hours) continue;
    const prev = out.at(-1);
    const next = prev ? (prev.last === 6 ? 0 : prev.last + 1) : -1;
    if (prev && prev.last !== 0 && next === day && prev.hours.open === hours.open && prev.hours.close === hours.close)
      prev.last = day;
    else out.push({ first: day, last: day, hours });
  }
  return out;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "Ponedjeljak – petak 8:00 – 20:00, subota 9:00 – 14:00" (the footer, the contact card). */
export function callHoursShort(country: CountryCode): string {
  const t = (text: Text) => textFor(text, country);
  const parts = spans(country).map((s) => {
    const days =
      s.first === s.last
        ? t(DAY_NOMINATIVE[s.first]!)
        : `${t(DAY_NOMINATIVE[s.first]!)} – ${t(DAY_NOMINATIVE[s.last]!)}`;
    return `${days} ${fillText(shopHoursTexts.spanShort, { from: clock(s.hours.open), to: clock(s.hours.close) })}`;
  });
  return capitalize(parts.join(', '));
}

/** "od ponedjeljka do petka od 8:00 do 20:00 i subotom od 9:00 do 14:00" (inside a sentence). */
export function callHoursSentence(country: CountryCode): string {
  const t = (text: Text) => textFor(text, country);
  const parts = spans(country).map((s) => {
    const days =
      s.first === s.last
        ? t(DAY_ON[s.first]!)
        : fillText(shopHoursTexts.spanSentence, { from: t(DAY_GENITIVE[s.first]!), to: t(DAY_GENITIVE[s.last]!) });
    return `${days} ${fillText(shopHoursTexts.spanSentence, { from: clock(s.hours.open), to: clock(s.hours.close) })}`;
  });
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} ${shopHoursTexts.and} ${parts.at(-1)!}`
    : (parts[0] ?? '');
}
