// The four shop countries (docs/product.md §1, §10): the one table of every per-country fact —
// currency, locales, spelling, contacts, social links, host suffix, dial code, club fee (COUNTRIES
// here: what every page shows, the time zone included), and delivery fee, seller, privacy authority
// (COUNTRY_TERMS in country-terms.ts: the terms of sale, a module apart only so the first load does
// not carry them). Everything else that differs per
// country is derived from it (HOST_COUNTRY_SUFFIXES, SHOP_DIAL_CODES, SELLERS, DELIVERY_FEE_MINOR,
// the phone pickers' lists…); a new fact is a new field here, never a table of its own elsewhere.
// Call hours and delivery days are here (every page promises them); the desk's other facts
// (couriers) go in COUNTRY_TERMS; the public holidays are holidays.ts.

export const COUNTRY_CODES = ['BA', 'RS', 'HR', 'ME'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'HR';

/** How words are spelled: ije = ijekavian (BA, HR, ME), eke = ekavian (RS). */
export type SpellingVariant = 'ije' | 'eke';
/**
 * Which text a country reads: its spelling, and for HR the Croatian standard's own words and grammar
 * (košarica, tjedan, tisuća, nazvat ćemo vas) where they differ from the ijekavian text; for ME the
 * Montenegrin words (uslovi, istorija, podešavanja, nalog, korišćenje) where they differ from it
 * (docs/glossary.md).
 */
export type TextVariant = SpellingVariant | 'hr' | 'me';
export type CurrencyCode = 'BAM' | 'RSD' | 'EUR';

/** How each currency is shown to shoppers. */
export const CURRENCY_LABELS: Readonly<Record<CurrencyCode, string>> = { BAM: 'KM', RSD: 'RSD', EUR: '€' };

export interface CountryInfo {
  code: CountryCode;
  name: string;
  currency: CurrencyCode;
  /** The document's language and the locale for Intl formatting. */
  locale: string;
  /**
   * The locale numbers, dates and plurals are formatted with, when it is not `locale`: Chromium
   * builds with a reduced ICU (Debian's, measured here) report bs-BA as supported yet format it with
   * root data ("1,234.50 KM"); hr-BA has the same number style and plural rules and is present
   * everywhere.
   */
  numberLocale?: string;
  variant: SpellingVariant;
  textVariant: TextVariant;
  /** Lower-case ISO code used by the phone picker. */
  phoneIso: 'ba' | 'rs' | 'hr' | 'me';
  /** The international dialling code, without "+". */
  dialCode: string;
  /** Host names ending in it are this country's shop (`zdravo.ba` → BA). */
  hostSuffix: string;
  /** Annual club fee in minor units (docs/product.md §9). */
  clubFeeMinor: number;
  /**
   * Whether an announced price reduction must be measured from the lowest price of the 30 days before
   * it (EU Directive 98/6/EC Art. 6a, the Omnibus Directive; docs/decisions/023-honest-price-reductions.md).
   * Without it the catalog's own old price is shown.
   */
  priorPriceRule: boolean;
  contact: { email: string; phone: string; address: string };
  /**
   * The one delivery promise: working days a parcel takes after the confirmation call. Every place that
   * promises delivery reads it (landing, offers, checkout, thank-you page, the order's and the call's
   * messages, the shipping policy) through messages/shop-hours.ts.
   */
  deliveryDays: { min: number; max: number };
  /** IANA time zone of the country's clock (all four keep Central European time today); the shop's clock is the default country's (shop-clock.ts). */
  timeZone: string;
  /**
   * When the team answers the country's phone and calls shoppers, by weekday, Sunday first
   * ("08:00-20:00"; null: closed that day). The one answer to "when can I call": the footer, the
   * contact, refund and shipping pages (messages/shop-hours.ts) and the desk's call queue
   * (COUNTRY_TERMS.callHours, parsed) read it. Public holidays: holidays.ts.
   */
  callHours: readonly (string | null)[];
  social: { facebook: string; instagram: string; tiktok: string };
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  BA: {
    code: 'BA',
    name: 'Bosna i Hercegovina',
    currency: 'BAM',
    locale: 'bs-BA',
    numberLocale: 'hr-BA',
    variant: 'ije',
    textVariant: 'ije',
    phoneIso: 'ba',
    dialCode: '387',
    hostSuffix: '.ba',
    clubFeeMinor: 19900,
    priorPriceRule: false,
    contact: { email: 'podrska@zdravo.ba', phone: '+387 33 555 120', address: 'Zmaja od Bosne 7, 71000 Sarajevo' },
    deliveryDays: { min: 2, max: 3 },
    timeZone: 'Europe/Sarajevo',
    callHours: [null, '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '09:00-14:00'],
    social: {
      facebook: 'https://www.facebook.com/groups/zdravo.ba',
      instagram: 'https://www.instagram.com/zdravo.ba',
      tiktok: 'https://www.tiktok.com/@zdravo.ba',
    },
  },
  RS: {
    code: 'RS',
    name: 'Srbija',
    currency: 'RSD',
    locale: 'sr-Latn-RS',
    variant: 'eke',
    textVariant: 'eke',
    phoneIso: 'rs',
    dialCode: '381',
    hostSuffix: '.rs',
    clubFeeMinor: 1195000,
    priorPriceRule: false,
    contact: {
      email: 'podrska@zdravo.rs',
      phone: '+381 11 555 2040',
      address: 'Bulevar kralja Aleksandra 86, 11000 Beograd',
    },
    deliveryDays: { min: 1, max: 3 },
    timeZone: 'Europe/Belgrade',
    callHours: [null, '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '09:00-14:00'],
    social: {
      facebook: 'https://www.facebook.com/groups/zdravo.rs',
      instagram: 'https://www.instagram.com/zdravo.rs',
      tiktok: 'https://www.tiktok.com/@zdravo.rs',
    },
  },
  HR: {
    code: 'HR',
    name: 'Hrvatska',
    currency: 'EUR',
    locale: 'hr-HR',
    variant: 'ije',
    textVariant: 'hr',
    phoneIso: 'hr',
    dialCode: '385',
    hostSuffix: '.hr',
    clubFeeMinor: 10000,
    priorPriceRule: true,
    contact: { email: 'podrska@zdravo.hr', phone: '+385 1 555 3070', address: 'Ilica 128, 10000 Zagreb' },
    deliveryDays: { min: 1, max: 2 },
    timeZone: 'Europe/Zagreb',
    callHours: [null, '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '09:00-14:00'],
    social: {
      facebook: 'https://www.facebook.com/groups/zdravo.hr',
      instagram: 'https://www.instagram.com/zdravo.hr',
      tiktok: 'https://www.tiktok.com/@zdravo.hr',
    },
  },
  ME: {
    code: 'ME',
    name: 'Crna Gora',
    currency: 'EUR',
    locale: 'sr-Latn-ME',
    variant: 'ije',
    textVariant: 'me',
    phoneIso: 'me',
    dialCode: '382',
    hostSuffix: '.me',
    clubFeeMinor: 10000,
    priorPriceRule: false,
    contact: {
      email: 'podrska@zdravo.me',
      phone: '+382 20 555 410',
      address: 'Bulevar Svetog Petra Cetinjskog 40, 81000 Podgorica',
    },
    deliveryDays: { min: 2, max: 4 },
    timeZone: 'Europe/Podgorica',
    callHours: [null, '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '08:00-20:00', '09:00-14:00'],
    social: {
      facebook: 'https://www.facebook.com/groups/zdravo.me',
      instagram: 'https://www.instagram.com/zdravo.me',
      tiktok: 'https://www.tiktok.com/@zdravo.me',
    },
  },
};

/** Every country's value of one fact, in COUNTRY_CODES order. */
const each = <T>(fact: (info: CountryInfo) => T): T[] => COUNTRY_CODES.map((code) => fact(COUNTRIES[code]));

/** Dial codes of the four shop countries, the only ones a phone may carry (docs/product.md §5). */
export const SHOP_DIAL_CODES: readonly string[] = /* @__PURE__ */ each((c) => c.dialCode);

/** Host suffix → country, from the table. The first matching suffix wins. */
export const HOST_COUNTRY_SUFFIXES: readonly (readonly [suffix: string, country: CountryCode])[] = /* @__PURE__ */ each(
  (c) => [c.hostSuffix, c.code] as const,
);

/** Country for a host name by its suffix, or null when no suffix matches. */
export function countryFromHost(host: string): CountryCode | null {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const [suffix, country] of HOST_COUNTRY_SUFFIXES) if (name.endsWith(suffix)) return country;
  return null;
}

/** What pickCountry decides from: the table's part it needs, plain data so a page script can carry it. */
export interface CountryPickTable {
  countries: readonly string[];
  hosts: readonly (readonly [suffix: string, country: string])[];
  fallback: string;
}

export const COUNTRY_PICK_TABLE: CountryPickTable = {
  countries: COUNTRY_CODES,
  hosts: HOST_COUNTRY_SUFFIXES,
  fallback: DEFAULT_COUNTRY,
};

/** What a page knows when it decides its country; absent or unknown values are skipped. */
export interface CountryClues {
  /** `?country=XX` in the address (the hash's query or the real one). */
  named?: string | null | undefined;
  /** The choice remembered in the browser (storage, or its cookie on the server). */
  remembered?: string | null | undefined;
  /** The host name the page was asked from. */
  host?: string | null | undefined;
}

/**
 * Which country a page is in (docs/product.md §1): the address's `?country=`, else the remembered
 * choice, else the host's suffix, else the default. The ONE rule, used by the server that renders the
 * page, by the page's first script and by the app. It uses nothing but its arguments, so the server
 * sends its very source as part of the first script (app/boot.ts): keep it so.
 */
export function pickCountry(clues: CountryClues, table: CountryPickTable): string {
  const valid = (value: string | null | undefined): string | null => {
    const code = (value || '').trim().toUpperCase();
    return table.countries.indexOf(code) >= 0 ? code : null;
  };
  const chosen = valid(clues.named) || valid(clues.remembered);
  if (chosen) return chosen;
  const name = (clues.host || '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  for (const [suffix, code] of table.hosts) if (name && name.endsWith(suffix)) return code;
  return table.fallback;
}

/** pickCountry on the shop's own table, typed. */
export const shopCountry = (clues: CountryClues): CountryCode => pickCountry(clues, COUNTRY_PICK_TABLE) as CountryCode;

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The country a request names in its COUNTRY_HEADER: none names the default country (docs/product.md §1: the
 * shop defaults to HR); a value the shop does not serve is null, which the server refuses with
 * UNKNOWN_COUNTRY rather than answering prices and texts of a country nobody asked for.
 */
export function countryFromHeader(value: unknown): CountryCode | null {
  if (value === undefined || value === '') return DEFAULT_COUNTRY;
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isCountryCode(upper) ? upper : null;
}

/** Reads a country the shop stored itself (an order's, an operator's argument); unknown: the default. */
export function parseCountry(value: unknown): CountryCode {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isCountryCode(upper) ? upper : DEFAULT_COUNTRY;
}
