// The right of withdrawal from a distance contract (EU Consumer Rights Directive Art. 9–11a, and the
// same 14 days in BA, RS and ME): the period, when it ends, and whether an order can still be
// withdrawn from. Zod-free, so the browser and the server apply the one rule.
import { DEFAULT_COUNTRY } from './countries.ts';
import { COUNTRY_TERMS } from './country-terms.ts';
import { SHOP_CODES } from './errors.ts';
import type { OrderStatus } from './orders.ts';

/** Days after delivery during which a shopper may withdraw, with no reason given. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * The shop's one clock: the default country's time zone (country-terms.ts). All four countries keep
 * Central European time; the period is counted in local calendar days. A function, so a page that
 * never counts a period does not carry the terms table.
 */
export const shopTimeZone = (): string => COUNTRY_TERMS[DEFAULT_COUNTRY].timeZone;

/** What a withdrawal is about: an order of goods, or a club membership (a service). */
export const WITHDRAWAL_SUBJECTS = ['order', 'club'] as const;
export type WithdrawalSubject = (typeof WITHDRAWAL_SUBJECTS)[number];

/** Expected refusals of a withdrawal (besides NOT_FOUND for an order that is not the shopper's). */
export const WITHDRAWAL_CODES = {
  periodOver: SHOP_CODES.WITHDRAWAL_PERIOD_OVER,
  orderClosed: SHOP_CODES.ORDER_CLOSED,
} as const;

// Made on first use: screens that never count a period do not pay for the formatters.
let localDate: Intl.DateTimeFormat | undefined;
let localClock: Intl.DateTimeFormat | undefined;
let stampFormat: Intl.DateTimeFormat | undefined;
const inShopZone = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: shopTimeZone(), ...options });
const dayParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

const partsOf = (format: Intl.DateTimeFormat, instant: number | string): Record<string, string> =>
  Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));

/** How far the shop's clock is ahead of UTC at an instant, in ms (1 or 2 hours). */
function zoneOffsetMs(instant: number): number {
  localClock ??= inShopZone({ ...dayParts, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const p = partsOf(localClock, instant);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of local midnight starting the given calendar day (month 1-based; overflow rolls over). */
export function localMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
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

/**
 * The end of the withdrawal period for goods delivered at `deliveredAt`: the day of delivery does not
 * count, and the period runs to the end of its 14th day (EU Regulation 1182/71) — delivered on 1 June,
 * the shopper may withdraw until 15 June, 24:00 local time. Answers that instant (exclusive) as ISO.
 */
export function withdrawalDeadline(deliveredAt: string): string {
  const [y, m, d] = localDay(deliveredAt).split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d + WITHDRAWAL_PERIOD_DAYS + 1).toISOString();
}

/** Where the goods were when the shopper withdrew: it decides what happens next (messages/withdrawal.ts). */
export type WithdrawalStage = 'notSent' | 'inTransit' | 'delivered';

export const withdrawalStage = (status: OrderStatus): WithdrawalStage =>
  status === 'delivered' ? 'delivered' : status === 'shipped' ? 'inTransit' : 'notSent';

export type OrderWithdrawability =
  | { state: 'open'; until: string | null }
  | { state: 'over'; until: string }
  | { state: 'closed' }
  | { state: 'withdrawn' };

/**
 * Whether an order can be withdrawn from now: before delivery always (until: null), after delivery
 * until the deadline, never once cancelled, refused or returned, and once only.
 */
export function orderWithdrawability(status: OrderStatus, deliveredAt: string | null, now: Date = new Date()): OrderWithdrawability {
  if (status === 'withdrawn') return { state: 'withdrawn' };
  // A parcel refused at the door was never accepted: there is nothing left to withdraw from.
  if (status === 'cancelled' || status === 'refused' || status === 'returned') return { state: 'closed' };
  if (status !== 'delivered') return { state: 'open', until: null };
  // Every delivered order has its date (migration 0011 gave older ones their last change); should one
  // lack it, the shopper gets the benefit of the doubt.
  const until = withdrawalDeadline(deliveredAt ?? now.toISOString());
  return now.getTime() < Date.parse(until) ? { state: 'open', until } : { state: 'over', until };
}

/** A date and time on the shop's clock, as shoppers write them: { date: '21. 11. 2026.', time: '14:05' }. */
export function shopDateTime(iso: string): { date: string; time: string } {
  // Numeric parts put together by hand: the same style in all four countries and in every ICU build
  // (Debian's Chromium carries a reduced one).
  stampFormat ??= inShopZone({ day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = partsOf(stampFormat, iso);
  return { date: `${Number(p.day)}. ${Number(p.month)}. ${p.year}.`, time: `${p.hour}:${p.minute}` };
}

/**
 * The last moment before an exclusive end (a withdrawal deadline, a membership's expiry at midnight): its
 * day is the one to print, "Rok: 15. 6. 2026.", "vrijedi do 15. 6. 2026.".
 */
export const lastDayOf = (until: string): string => new Date(Date.parse(until) - 1).toISOString();
