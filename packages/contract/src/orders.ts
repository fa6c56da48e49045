// Order rules shared by the browser and the server, free of zod so screens can import them:
// the status lifecycle, the delivery fee, and the format of order numbers (LeadID).
import type { CountryCode } from './countries.ts';
import { byCountry } from './country-terms.ts';
import { CLUB_DISCOUNT_PERCENT } from './shop-terms.ts';

// ── Order lifecycle ────────────────────────────────────────────────────────────────────────

export const ORDER_STATUSES = [
  'received',
  'confirmed',
  'shipped',
  'delivered',
  'withdrawn',
  'cancelled',
  'refused',
  'returned',
] as const;
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
export const DELIVERY_FEE_MINOR: Readonly<Record<CountryCode, number>> = /* @__PURE__ */ byCountry(
  (_, terms) => terms.deliveryFeeMinor,
);

/**
 * The club discount on one unit's price in minor units: the percentage of it, rounded half up to the
 * minor unit (25 % of 36,89 € is 9,22 €).
 */
export const clubDiscountMinor = (unitListMinor: number): number =>
  Math.round((unitListMinor * CLUB_DISCOUNT_PERCENT) / 100);

/**
 * THE member price rule (docs/decisions/052-sample-reviews-prices-promises.md): the club price of one
 * unit is rounded once, and every sum is built from it — a line is that unit price × the quantity, the
 * subtotal the lines' sum, the total the subtotal + delivery. So what a shopper, the courier or the
 * team can check on any screen or message adds up to the cent (3 × 27,67 € = 83,01 €, never 83,02 €).
 * The server prices orders with it; the offer pages show the same unit price.
 */
export const clubUnitPriceMinor = (unitListMinor: number): number => unitListMinor - clubDiscountMinor(unitListMinor);

/** A member's line: the rounded club unit price × the quantity. */
export const clubLineMinor = (unitListMinor: number, quantity: number): number =>
  clubUnitPriceMinor(unitListMinor) * quantity;

/** The same rule on a price in main units (an offer's NewPrice), answered in main units. */
export const clubPrice = (amount: number): number => clubUnitPriceMinor(Math.round(amount * 100)) / 100;

// ── Order numbers (LeadID) ─────────────────────────────────────────────────────────────────

/** No 0/O, 1/I/L: an order number read out over the phone cannot be misheard or mistyped. */
export const LEAD_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const LEAD_ID_LENGTH = 8;
const leadIdPattern = new RegExp(`^[${LEAD_ID_ALPHABET}]{${LEAD_ID_LENGTH}}$`);

/** A typed-in order number as stored: upper case, without spaces or dashes. */
export const normalizeLeadId = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();
export const isLeadId = (value: string): boolean => leadIdPattern.test(value);
