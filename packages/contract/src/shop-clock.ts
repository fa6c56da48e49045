// The shop's one clock: local calendar days and times in the default country's time zone (COUNTRIES'
// timeZone). All four countries keep Central European time; periods (a withdrawal's 14 days, a
// membership's year, the numbers' days) are counted in these local days, and every date and time a
// shopper or the team reads is printed on it. Apart from the rules that count with it, and reading only
// COUNTRIES: the money format uses it on every page's first load, which must not carry the terms table.
import { COUNTRIES, DEFAULT_COUNTRY } from './countries.ts';

/** The shop's time zone: the default country's. */
export const shopTimeZone = (): string => COUNTRIES[DEFAULT_COUNTRY].timeZone;

// Made on first use: screens that never count a day do not pay for the formatters.
let localDate: Intl.DateTimeFormat | undefined;
let localClock: Intl.DateTimeFormat | undefined;
let stampFormat: Intl.DateTimeFormat | undefined;
const inShopZone = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: shopTimeZone(), ...options });
const dayParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

const partsOf = (format: Intl.DateTimeFormat, instant: number | string): Record<string, string> =>
  Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));

/** How far the shop's clock is ahead of UTC at an instant, in ms (1 or 2 hours). */
function zoneOffsetMs(instant: number): number {
  localClock ??= inShopZone({ ...dayParts, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const p = partsOf(localClock, instant);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of local midnight starting the given calendar day (month 1-based; overflow rolls over). */
export const localMidnight = (year: number, month: number, day: number): Date => localInstant(year, month, day);

/** The UTC instant of a wall-clock time on the shop's clock (month 1-based; overflow rolls over). */
export function localInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const first = guess - zoneOffsetMs(guess);
  return new Date(guess - zoneOffsetMs(first));
}

/** The local calendar day of an instant, as YYYY-MM-DD. */
export function localDay(iso: string): string {
  localDate ??= inShopZone(dayParts);
  const p = partsOf(localDate, iso);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A date and time on the shop's clock, as shoppers write them: { date: '21. 11. 2026.', time: '14:05' }. */
export function shopDateTime(iso: string): { date: string; time: string } {
  // Numeric parts put together by hand: the same style in all four countries and in every ICU build
  // (Debian's Chromium carries a reduced one).
  stampFormat ??= inShopZone({
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = partsOf(stampFormat, iso);
  return { date: `${Number(p.day)}. ${Number(p.month)}. ${p.year}.`, time: `${p.hour}:${p.minute}` };
}

/**
 * The last moment before an exclusive end (a withdrawal deadline, a membership's expiry at midnight): its
 * day is the one to print, "Rok: 15. 6. 2026.", "vrijedi do 15. 6. 2026.".
 */
export const lastDayOf = (until: string): string => new Date(Date.parse(until) - 1).toISOString();
