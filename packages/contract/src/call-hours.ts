// When the team phones: each country's call hours (the country table, countries.ts), the time a
// new order's confirmation call is due — 60 minutes of open call hours after the order — and the
// promise a shopper is given: "within 30 to 60 minutes" while the team is on, else when it opens
// ("sutra od 8:00"). One rule for the checkout note, the thank-you page, the confirmation message and
// the desk's queue (docs/desk.md). Zod-free: the browser and the server compute the same.
import { COUNTRIES, type CountryCode } from './countries.ts';
import type { WeekHours } from './country-terms.ts';
import { parseDayHours } from './day-hours.ts';
import { isPublicHoliday } from './holidays.ts';

export type { DayHours, WeekHours } from './country-terms.ts';

/**
 * A country's clock and call hours, parsed once: read from COUNTRIES rather than COUNTRY_TERMS (which
 * parses the same hours), so the checkout and the thank-you page, which promise a call, do not carry
 * the terms table (couriers, retry plans) in their first load.
 */
const callTerms = new Map<CountryCode, { timeZone: string; callHours: WeekHours }>();
function callTermsOf(country: CountryCode): { timeZone: string; callHours: WeekHours } {
  let terms = callTerms.get(country);
  if (!terms) {
    const info = COUNTRIES[country];
    terms = { timeZone: info.timeZone, callHours: info.callHours.map(parseDayHours) as unknown as WeekHours };
    callTerms.set(country, terms);
  }
  return terms;
}

/** Minutes of open call hours after an order within which its confirmation call is due. */
export const CALL_DUE_MINUTES = 60;

interface LocalDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `instant` (whole seconds), as Intl says. */
function offsetFromIntl(instant: number, timeZone: string): number {
  const p = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  );
  const [year, month, day, hour, minute, second] = [p.year, p.month, p.day, p.hour, p.minute, p.second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

// Asking Intl is slow (one order asked it ~20 times: about a tenth of the server's CPU for an order,
// docs/decisions/037-an-order-in-one-statement.md), and a zone's offset changes only on a whole minute
// (daylight saving, in every zone in use), so it is kept per zone and minute.
const MAX_OFFSETS = 4096;
const offsets = new Map<string, number>();
function offsetAt(instant: number, timeZone: string): number {
  const minuteStart = Math.floor(instant / 60_000) * 60_000;
  const key = `${timeZone} ${minuteStart}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offset = offsetFromIntl(minuteStart, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

function localParts(instant: number, timeZone: string): LocalDay & { minutes: number; offsetMs: number } {
  const offsetMs = offsetAt(instant, timeZone);
  const wall = new Date(Math.floor(instant / 1000) * 1000 + offsetMs);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    offsetMs,
  };
}

/** The instant of a local wall-clock time (a DST gap moves it on by the gap). */
function instantOf(d: { year: number; month: number; day: number }, minutes: number, timeZone: string): number {
  const guess = Date.UTC(d.year, d.month - 1, d.day, 0, minutes);
  const first = guess - localParts(guess, timeZone).offsetMs;
  return guess - localParts(first, timeZone).offsetMs;
}

const isoDay = (d: { year: number; month: number; day: number }): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The local day `n` days after `d` (calendar arithmetic, no time zone involved). */
function addDays(d: LocalDay, n: number): LocalDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), weekday: t.getUTCDay() };
}

export interface CallWindow {
  open: number;
  close: number;
}

/** The open call hours that contain `at`, or else the next ones (at most four weeks ahead). */
export function callWindowAt(country: CountryCode, at: number): CallWindow {
  const terms = callTermsOf(country);
  const today = localParts(at, terms.timeZone);
  for (let n = 0; n < 28; n++) {
    const day = addDays(today, n);
    const dayHours = terms.callHours[day.weekday];
    if (!dayHours || isPublicHoliday(country, isoDay(day))) continue;
    const close = instantOf(day, dayHours.close, terms.timeZone);
    if (close <= at) continue;
    return { open: Math.max(instantOf(day, dayHours.open, terms.timeZone), at), close };
  }
  throw new Error(`${country} has no call hours in the next four weeks`);
}

/** When the call is due: `minutes` of open call hours after `from`. */
export function callDueAt(country: CountryCode, from: number, minutes = CALL_DUE_MINUTES): number {
  let left = minutes * 60_000;
  let t = from;
  for (;;) {
    const window = callWindowAt(country, t);
    if (window.close - window.open >= left) return window.open + left;
    left -= window.close - window.open;
    t = window.close;
  }
}

/**
 * The open call hours between two moments, in milliseconds: a wait measured only in the time the team
 * could have called (an order at 19:50 called at 08:10 the next working day waited 20 minutes).
 */
export function openMsBetween(country: CountryCode, from: number, to: number): number {
  let total = 0;
  for (let t = from; t < to;) {
    const window = callWindowAt(country, t);
    if (window.open >= to) break;
    total += Math.min(window.close, to) - window.open;
    t = window.close;
  }
  return total;
}

/** The moment `at`, or the next opening when the team is off then (a call back, a retry). */
export const nextCallableAt = (country: CountryCode, at: number): number => callWindowAt(country, at).open;

export type CallDay = 'today' | 'tomorrow' | 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** What a shopper who orders at `at` is told: a call within 30–60 minutes, or from an opening (local time). */
export type CallPromise = { kind: 'soon' } | { kind: 'opening'; day: CallDay; time: string };

export function callPromise(country: CountryCode, at: number): CallPromise {
  const due = callDueAt(country, at);
  const window = callWindowAt(country, at);
  // Soon: the team is on now and the whole hour falls before it goes home.
  if (window.open <= at && due <= window.close) return { kind: 'soon' };
  const opening = window.open <= at ? callWindowAt(country, window.close).open : window.open;
  return { kind: 'opening', ...callDayOf(country, at, opening) };
}

/**
 * The first moment after `after` at the local time `minutes` (after midnight) on a call day whose hours
 * hold that time (a weekday, not a holiday; Saturday's short hours skip an evening time), starting today,
 * or tomorrow when `laterDay`. Falls back to the next opening when no such day comes within four weeks.
 */
export function callAtLocalTime(country: CountryCode, after: number, minutes: number, laterDay: boolean): number {
  const terms = callTermsOf(country);
  const today = localParts(after, terms.timeZone);
  for (let n = laterDay ? 1 : 0; n < 28; n++) {
    const day = addDays(today, n);
    const hours = terms.callHours[day.weekday];
    if (!hours || isPublicHoliday(country, isoDay(day)) || minutes < hours.open || minutes >= hours.close) continue;
    const at = instantOf(day, minutes, terms.timeZone);
    if (at > after) return at;
  }
  return nextCallableAt(country, after);
}

/** How a later moment reads from `now` on the country's clock: today, tomorrow or a weekday, and "H:MM". */
export function callDayOf(country: CountryCode, now: number, then: number): { day: CallDay; time: string } {
  const zone = callTermsOf(country).timeZone;
  const a = localParts(now, zone);
  const b = localParts(then, zone);
  const time = `${Math.floor(b.minutes / 60)}:${String(b.minutes % 60).padStart(2, '0')}`;
  const sameDay = (x: LocalDay, y: LocalDay) => x.year === y.year && x.month === y.month && x.day === y.day;
  const day: CallDay = sameDay(a, b) ? 'today' : sameDay(addDays(a, 1), b) ? 'tomorrow' : (b.weekday as CallDay);
  return { day, time };
}

/** Which call day `to` falls on, counting the days the team phones from the day of `from` (1: that day or the first after it). */
export function callDayNumber(country: CountryCode, from: number, to: number): number {
  const terms = callTermsOf(country);
  const first = localParts(from, terms.timeZone);
  const last = isoDay(localParts(to, terms.timeZone));
  let count = 0;
  for (let n = 0; n < 366; n++) {
    const day = addDays(first, n);
    if (terms.callHours[day.weekday] && !isPublicHoliday(country, isoDay(day))) count++;
    if (isoDay(day) >= last) return count;
  }
  return count;
}
