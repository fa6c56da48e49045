// The shop's name, promotion and promises in figures (docs/product.md §9): the club's discount, the call-back,
// refunds (delivery days and call hours are the country table's, countries.ts), the ages and days the legal pages state. One source for the
// browser and the server: change a number here, never inline it in a screen or a handler.

/** The shop's working name; the server may override it with SHOP_NAME. */
export const DEFAULT_SHOP_NAME = 'Zdravo';

/** The club's name as join requests carry it (docs/product.md §3 ClubName: a fixed constant naming the club). */
export const clubNameOf = (shopName: string): string => `${shopName} Klub`;

/**
 * The sale event and its dates (docs/decisions/052): its words — the strip over the header, the landing's
 * eyebrow — show from `startsAt` until `endsAt` and never after. Its "do N %" is not a figure of its own:
 * it is the largest reduction the country's catalog shows (the cards' badges; in HR those the 30-day rule
 * allows, decision 023), and with none shown nothing claims a reduction. The next event: new dates here.
 */
export const PROMO = {
  name: 'Black Friday',
  startsAt: '2026-11-20T00:00:00+01:00',
  endsAt: '2026-12-01T00:00:00+01:00',
} as const;

/** Whether the event's words may show at `now` (ms). */
export const promoRunning = (now: number): boolean =>
  now >= Date.parse(PROMO.startsAt) && now < Date.parse(PROMO.endsAt);

/** Whole percent saved from the shown old price (0 when none is above the new one): the cards' badge. */
export const discountPercent = (oldPrice: number, newPrice: number): number =>
  oldPrice > newPrice && oldPrice > 0 ? Math.round(((oldPrice - newPrice) / oldPrice) * 100) : 0;

/** The largest reduction these offers show, or null when none shows one (then no banner claims any). */
export function largestShownReduction(offers: readonly { OldPrice: number; NewPrice: number }[]): number | null {
  const largest = Math.max(0, ...offers.map((o) => discountPercent(o.OldPrice, o.NewPrice)));
  return largest > 0 ? largest : null;
}

export const CLUB_DISCOUNT_PERCENT = 25;

export const ORDER_CALLBACK_MINUTES = { min: 30, max: 60 } as const;

export const DATA_REQUEST_REPLY_DAYS = 30;

export const MIN_AGE = 13;

export const REFUND = {
  guaranteeDays: 90,
  restockingFeePercent: 20,
  processingWorkingDays: { min: 5, max: 10 },
  damageReportDays: 7,
} as const;

export const COMMUNITY_MEMBERS = 45_000;
