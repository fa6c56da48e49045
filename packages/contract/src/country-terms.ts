// The country table's second part (the first is COUNTRIES in countries.ts): the terms a shopper
// buys on and the law around them, one record per country. Needed by checkout, the account, the
// policies and the server, not by every page: a module of its own so the first load does not carry
// it. Everything per country that is not in COUNTRIES is here.
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type CountryInfo } from './countries.ts';

/** The staff desk's facts (call hours, couriers) belong here too. */
export interface CountryTerms {
  /**
   * Delivery fee in minor units, paid to the courier with the goods (cash on delivery); chosen to
   * match regional courier prices for a small parcel. Club members pay none (docs/product.md §9).
   */
  deliveryFeeMinor: number;
  /**
   * Who the shopper contracts with: the registered company, shown before the order button and in the
   * withdrawal acknowledgement; its address is the country's contact address. Placeholders for the
   * operator to replace with the registered companies.
   */
  sellerName: string;
  /** The data-protection supervisor a shopper may complain to (the privacy policy names it). */
  privacyAuthority: string;
  /** IANA time zone of the country's clock (all four keep Central European time today). */
  timeZone: string;
}

export const COUNTRY_TERMS: Record<CountryCode, CountryTerms> = {
  BA: {
    deliveryFeeMinor: 1000,
    sellerName: 'Zdravo BH d.o.o. Sarajevo',
    privacyAuthority: 'Agencija za zaštitu ličnih/osobnih podataka u Bosni i Hercegovini',
    timeZone: 'Europe/Sarajevo',
  },
  RS: {
    deliveryFeeMinor: 49000,
    sellerName: 'Zdravo Srbija d.o.o. Beograd',
    privacyAuthority: 'Poverenik za informacije od javnog značaja i zaštitu podataka o ličnosti',
    timeZone: 'Europe/Belgrade',
  },
  HR: {
    deliveryFeeMinor: 500,
    sellerName: 'Zdravo trgovina d.o.o.',
    privacyAuthority: 'Agencija za zaštitu osobnih podataka (AZOP)',
    timeZone: 'Europe/Zagreb',
  },
  ME: {
    deliveryFeeMinor: 400,
    sellerName: 'Zdravo Montenegro d.o.o. Podgorica',
    privacyAuthority: 'Agencija za zaštitu ličnih podataka i slobodan pristup informacijama',
    timeZone: 'Europe/Podgorica',
  },
};

/** One fact of the table as a map by country (what used to be a table of its own). */
export const byCountry = <T>(fact: (info: CountryInfo, terms: CountryTerms) => T): Record<CountryCode, T> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, fact(COUNTRIES[code], COUNTRY_TERMS[code])])) as Record<CountryCode, T>;
