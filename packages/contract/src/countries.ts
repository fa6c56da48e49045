// The four shop countries (spec §1, DESIGN.md §4): currency, locale, spelling variant,
// contacts, social links and the club fee. One source for every per-country fact.

export const COUNTRY_CODES = ['BA', 'RS', 'HR', 'ME'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'HR';

/** How words are spelled: ije = ijekavian (BA, HR, ME), eke = ekavian (RS). */
export type SpellingVariant = 'ije' | 'eke';
/**
 * Which text a country reads: its spelling, and for HR the Croatian standard's own words and grammar
 * (košarica, tjedan, tisuća, nazvat ćemo vas) where they differ from the ijekavian text.
 */
export type TextVariant = SpellingVariant | 'hr';
export type CurrencyCode = 'BAM' | 'RSD' | 'EUR';

/** How each currency is shown to shoppers. */
export const CURRENCY_LABELS: Readonly<Record<CurrencyCode, string>> = { BAM: 'KM', RSD: 'RSD', EUR: '€' };

export interface CountryInfo {
  code: CountryCode;
  name: string;
  currency: CurrencyCode;
  /** Locale for Intl number formatting. */
  locale: string;
  variant: SpellingVariant;
  textVariant: TextVariant;
  /** Lower-case ISO code used by the phone picker. */
  phoneIso: 'ba' | 'rs' | 'hr' | 'me';
  dialCode: string;
  /** Annual club fee in minor units (spec §9). */
  clubFeeMinor: number;
  /**
   * Whether an announced price reduction must be measured from the lowest price of the 30 days before
   * it (EU Directive 98/6/EC Art. 6a, the Omnibus Directive; docs/decisions/023-honest-price-reductions.md).
   * Without it the catalog's own old price is shown.
   */
  priorPriceRule: boolean;
  contact: { email: string; phone: string; address: string };
  social: { facebook: string; instagram: string; tiktok: string };
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  BA: {
    code: 'BA',
    name: 'Bosna i Hercegovina',
    currency: 'BAM',
    locale: 'bs-BA',
    variant: 'ije',
    textVariant: 'ije',
    phoneIso: 'ba',
    dialCode: '387',
    clubFeeMinor: 19900,
    priorPriceRule: false,
    contact: { email: 'podrska@zdravo.ba', phone: '+387 33 555 120', address: 'Zmaja od Bosne 7, 71000 Sarajevo' },
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
    clubFeeMinor: 1195000,
    priorPriceRule: false,
    contact: { email: 'podrska@zdravo.rs', phone: '+381 11 555 2040', address: 'Bulevar kralja Aleksandra 86, 11000 Beograd' },
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
    clubFeeMinor: 10000,
    priorPriceRule: true,
    contact: { email: 'podrska@zdravo.hr', phone: '+385 1 555 3070', address: 'Ilica 128, 10000 Zagreb' },
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
    textVariant: 'ije',
    phoneIso: 'me',
    dialCode: '382',
    clubFeeMinor: 10000,
    priorPriceRule: false,
    contact: { email: 'podrska@zdravo.me', phone: '+382 20 555 410', address: 'Bulevar Svetog Petra Cetinjskog 40, 81000 Podgorica' },
    social: {
      facebook: 'https://www.facebook.com/groups/zdravo.me',
      instagram: 'https://www.instagram.com/zdravo.me',
      tiktok: 'https://www.tiktok.com/@zdravo.me',
    },
  },
};

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The country a request names in its COUNTRY_HEADER: none names the default country (spec §1: the
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
