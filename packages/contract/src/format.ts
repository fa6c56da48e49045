import { COUNTRIES, CURRENCY_LABELS, type CountryCode, type CurrencyCode } from './countries.ts';
import { shopDateTime } from './shop-clock.ts';

export const PRICE_DECIMALS = 2;

const moneyFormats = new Map<CountryCode, Intl.NumberFormat>();

/** Locales for number formatting and plurals (the table's numberLocale says why one differs). */
export const intlLocales = (country: CountryCode): string[] => [
  COUNTRIES[country].numberLocale ?? COUNTRIES[country].locale,
];

/**
 * Money with 2 decimals in the country's number style (docs/product.md §9), labelled with its currency: an
 * offer's or an order's own `Currency` where the amount has one, else the country's.
 */
export function formatMoney(
  amount: number,
  country: CountryCode,
  currency: CurrencyCode = COUNTRIES[country].currency,
): string {
  let format = moneyFormats.get(country);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales(country), {
      minimumFractionDigits: PRICE_DECIMALS,
      maximumFractionDigits: PRICE_DECIMALS,
    });
    moneyFormats.set(country, format);
  }
  return `${format.format(amount)} ${CURRENCY_LABELS[currency]}`;
}

const countFormats = new Map<CountryCode, Intl.NumberFormat>();

/** A whole count in the country's number style, with grouping (45.000): members, reviews, countries. */
export function formatCount(count: number, country: CountryCode): string {
  let format = countFormats.get(country);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales(country), { maximumFractionDigits: 0 });
    countFormats.set(country, format);
  }
  return format.format(count);
}

/**
 * A date as shoppers of all four countries write it (21. 11. 2026.), on the shop's clock: the one date
 * format of every screen (an order's date, a review's, a membership's, a deadline), so a screen never
 * mixes styles and the browser's ICU build or time zone never changes it (shopDateTime, withdrawal.ts).
 */
export const formatDate = (iso: string): string => shopDateTime(iso).date;

/** Minor units (cents, para) → main unit, exactly: 3990 → 39.9. */
export const fromMinor = (minor: number): number => minor / 100;

/** Main unit → minor units, rounded to the nearest minor unit. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

/**
 * Sums of main-unit amounts, each amount counted `times` times (a line's quantity), added in minor
 * units so 0.1 + 0.2 is 0.3: moneySum([[39.9, 2], [-10, 1]]) → 69.8. Every price sum goes through it.
 */
export const moneySum = (parts: ReadonlyArray<readonly [amount: number, times: number]>): number =>
  fromMinor(parts.reduce((sum, [amount, times]) => sum + toMinor(amount) * times, 0));

const pluralRules = new Map<string, Intl.PluralRules>();

/** Picks the plural form for a count: forms are [one, few, other] (e.g. ocjena / ocjene / ocjena). */
export function plural(count: number, country: CountryCode, forms: readonly [string, string, string]): string {
  const locale = COUNTRIES[country].locale;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocales(country));
    pluralRules.set(locale, rules);
  }
  const rule = rules.select(count);
  return rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2];
}
