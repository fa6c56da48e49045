import { COUNTRIES, type CountryCode } from './countries.ts';

const moneyFormats = new Map<CountryCode, Intl.NumberFormat>();

/** Money with 2 decimals in the country's own style and currency label (spec §9: prices shown with 2 decimals). */
export function formatMoney(amount: number, country: CountryCode): string {
  let format = moneyFormats.get(country);
  if (!format) {
    format = new Intl.NumberFormat(COUNTRIES[country].locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(country, format);
  }
  return `${format.format(amount)} ${COUNTRIES[country].currencyLabel}`;
}

/** Minor units (cents, para) → main unit, exactly: 3990 → 39.9. */
export const fromMinor = (minor: number): number => minor / 100;

/** Main unit → minor units, rounded to the nearest minor unit. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

const pluralRules = new Map<string, Intl.PluralRules>();

/** Picks the plural form for a count: forms are [one, few, other] (e.g. ocjena / ocjene / ocjena). */
export function plural(count: number, country: CountryCode, forms: readonly [string, string, string]): string {
  const locale = COUNTRIES[country].locale;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const rule = rules.select(count);
  return rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2];
}
