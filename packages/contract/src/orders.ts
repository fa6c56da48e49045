// Order rules shared by the browser and the server, free of zod so screens can import them:
// the status lifecycle, the delivery fee, and the format of order numbers (LeadID).
import type { CountryCode } from './countries.ts';
import { byCountry } from './country-terms.ts';
import { CLUB_DISCOUNT_PERCENT } from './shop-terms.ts';

// ── Order lifecycle ────────────────────────────────────────────────────────────────────────

export const ORDER_STATUSES = ['received', 'confirmed', 'shipped', 'delivered', 'withdrawn', 'cancelled', 'refused', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * Where an order may go next. Cash on delivery: the team calls (confirmed) before anything ships, a
 * shipped parcel is delivered, refused at the door (it then comes back: returned) or returned, and a
 * delivered one may be returned under the 90-day guarantee. The shopper's own withdrawal (withdrawal.ts) moves an order that is not
 * closed to withdrawn; the team then stops the parcel (cancelled) or collects it (returned). Nothing
 * but the withdrawal function reaches withdrawn, so each one has its statement and acknowledgement.
 * Cancelled and returned are final. Every move adds a line to the order's history (order_events).
 */
export const ORDER_STATUS_NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  received: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'refused', 'returned'],
  delivered: ['returned'],
  withdrawn: ['cancelled', 'returned'],
  cancelled: [],
  refused: ['returned'],
  returned: [],
};

// ── Money rules ────────────────────────────────────────────────────────────────────────────

/** Delivery fee per country in minor units, from the country table. Club members pay none (docs/product.md §9). */
export const DELIVERY_FEE_MINOR: Readonly<Record<CountryCode, number>> = /* @__PURE__ */ byCountry((_, terms) => terms.deliveryFeeMinor);

/**
 * The club discount on an amount in minor units: the percentage of it, rounded half up to the minor
 * unit (25 % of 110,70 € is 27,68 €). The one rule: taken ONCE on the lines' list total of an order or a
 * quote (never per unit and then added up), and on one unit's price for the offer pages' club price.
 */
export const clubDiscountMinor = (listMinor: number): number => Math.round((listMinor * CLUB_DISCOUNT_PERCENT) / 100);

/** One unit at the club price, in minor units: what a one-unit cart costs a member. */
export const clubUnitPriceMinor = (minor: number): number => minor - clubDiscountMinor(minor);

/** The same rule on a price in main units (an offer's NewPrice), answered in main units. */
export const clubPrice = (amount: number): number => clubUnitPriceMinor(Math.round(amount * 100)) / 100;

/**
 * Shares an order's club discount out over its lines, so the member prices shown on the lines add up
 * to the order's subtotal to the cent: each line gets its percentage rounded down, and the cents left
 * go one each to the lines with the largest remainders (the first such line on a tie).
 */
export function shareClubDiscount(lineListMinor: readonly number[]): number[] {
  const total = clubDiscountMinor(lineListMinor.reduce((a, b) => a + b, 0));
  const exact = lineListMinor.map((m) => (m * CLUB_DISCOUNT_PERCENT) / 100);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

// ── Order numbers (LeadID) ─────────────────────────────────────────────────────────────────

/** No 0/O, 1/I/L: an order number read out over the phone cannot be misheard or mistyped. */
export const LEAD_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const LEAD_ID_LENGTH = 8;
const leadIdPattern = new RegExp(`^[${LEAD_ID_ALPHABET}]{${LEAD_ID_LENGTH}}$`);

/** A typed-in order number as stored: upper case, without spaces or dashes. */
export const normalizeLeadId = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();
export const isLeadId = (value: string): boolean => leadIdPattern.test(value);
