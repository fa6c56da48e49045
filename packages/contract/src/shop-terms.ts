// The shop's name, promotion and promises in figures (docs/product.md §9): the club's discount, the call-back,
// refunds (delivery days and call hours are the country table's, countries.ts), the ages and days the legal pages state. One source for the
// browser and the server: change a number here, never inline it in a screen or a handler.

/** The shop's working name; the server may override it with SHOP_NAME. */
export const DEFAULT_SHOP_NAME = 'Zdravo';

/** The club's name as join requests carry it (docs/product.md §3 ClubName: a fixed constant naming the club). */
export const clubNameOf = (shopName: string): string => `${shopName} Klub`;

export const PROMO = { name: 'Black Friday', maxDiscountPercent: 53 } as const;

/**
 * The promotion's "up to X %" in a country, or null where it may not be stated as a fixed figure: under
 * the 30-day rule (HR, docs/decisions/023) every announced percentage is measured from a prior price
 * per offer, so the strip and the landing say "reductions" without a number.
 */
export const promoPercent = (priorPriceRule: boolean): number | null => (priorPriceRule ? null : PROMO.maxDiscountPercent);

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
