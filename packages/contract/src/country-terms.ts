// The country table's second part (the first is COUNTRIES in countries.ts): the terms a shopper
// buys on and the law around them, one record per country. Needed by checkout, the account, the
// policies and the server, not by every page: a module of its own so the first load does not carry
// it. Everything per country that is not in COUNTRIES is here.
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type CountryInfo } from './countries.ts';

/** One day's call hours: minutes after local midnight, open ≤ t < close. */
export interface DayHours {
  open: number;
  close: number;
}

/** Sunday first (Date#getDay's order); null: closed that weekday. */
export type WeekHours = readonly [DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null];

const hours = (from: number, to: number): DayHours => ({ open: from * 60, close: to * 60 });

/**
 * A courier the team hands parcels to in a country. `trackingUrl` is the courier's public tracking
 * page with `{number}` where the parcel number goes: the shopper's /track and account link to it.
 * Check each pattern against the courier's contract before going live (they change their sites).
 */
export interface Courier {
  /** Short and stable: what a CSV or the CLI may name it by (besides its name). */
  id: string;
  /** As the shopper reads it ("Paket je predan kuriru GLS Hrvatska"). */
  name: string;
  trackingUrl: string;
}

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
  /** When the call team phones shoppers, by weekday (Sunday first): confirmation calls are due in these hours. */
  callHours: WeekHours;
  /** Days (YYYY-MM-DD, local) the team does not phone: the public holidays of 2026 and 2027. */
  closedDates: readonly string[];
  /** Postal codes of the country (all four use five digits): an address outside the range is refused. */
  postalCodes: { min: number; max: number };
  /** Working days a parcel takes after the call, as the confirmation SMS states it. */
  deliveryDays: { min: number; max: number };
  /** Who delivers there, the first the usual one (docs/desk.md, dispatch). */
  couriers: readonly Courier[];
}

/** The team's week: 8–20 on weekdays, 9–14 on Saturday, Sunday off. */
const CALL_WEEK: WeekHours = [null, hours(8, 20), hours(8, 20), hours(8, 20), hours(8, 20), hours(8, 20), hours(9, 14)];

export const COUNTRY_TERMS: Record<CountryCode, CountryTerms> = {
  BA: {
    deliveryFeeMinor: 1000,
    sellerName: 'Zdravo BH d.o.o. Sarajevo',
    privacyAuthority: 'Agencija za zaštitu ličnih/osobnih podataka u Bosni i Hercegovini',
    timeZone: 'Europe/Sarajevo',
    callHours: CALL_WEEK,
    closedDates: ['2026-01-01', '2026-01-02', '2026-03-01', '2026-05-01', '2026-05-02', '2026-11-25', '2026-12-25', '2027-01-01', '2027-01-02', '2027-03-01', '2027-05-01', '2027-11-25', '2027-12-25'],
    postalCodes: { min: 70000, max: 89999 },
    deliveryDays: { min: 2, max: 3 },
    couriers: [
      { id: 'euroexpress', name: 'EuroExpress', trackingUrl: 'https://www.euroexpress.ba/pracenje-posiljke/?broj={number}' },
      { id: 'bhpx', name: 'BH Pošta Express', trackingUrl: 'https://www.posta.ba/pracenje-posiljke/?broj={number}' },
    ],
  },
  RS: {
    deliveryFeeMinor: 49000,
    sellerName: 'Zdravo Srbija d.o.o. Beograd',
    privacyAuthority: 'Poverenik za informacije od javnog značaja i zaštitu podataka o ličnosti',
    timeZone: 'Europe/Belgrade',
    callHours: CALL_WEEK,
    closedDates: ['2026-01-01', '2026-01-02', '2026-01-07', '2026-02-15', '2026-02-16', '2026-04-10', '2026-04-13', '2026-05-01', '2026-05-02', '2026-11-11', '2027-01-01', '2027-01-02', '2027-01-07', '2027-02-15', '2027-02-16', '2027-04-30', '2027-05-01', '2027-05-03', '2027-11-11'],
    postalCodes: { min: 11000, max: 38999 },
    deliveryDays: { min: 1, max: 3 },
    couriers: [
      { id: 'dexpress', name: 'D Express', trackingUrl: 'https://www.dexpress.rs/rs/pracenje-posiljaka/{number}' },
      { id: 'postexpress', name: 'Post Express', trackingUrl: 'https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj={number}' },
    ],
  },
  HR: {
    deliveryFeeMinor: 500,
    sellerName: 'Zdravo trgovina d.o.o.',
    privacyAuthority: 'Agencija za zaštitu osobnih podataka (AZOP)',
    timeZone: 'Europe/Zagreb',
    callHours: CALL_WEEK,
    closedDates: ['2026-01-01', '2026-01-06', '2026-04-06', '2026-05-01', '2026-05-30', '2026-06-04', '2026-06-22', '2026-08-05', '2026-08-15', '2026-11-01', '2026-11-18', '2026-12-25', '2026-12-26', '2027-01-01', '2027-01-06', '2027-03-29', '2027-05-01', '2027-05-27', '2027-05-30', '2027-06-22', '2027-08-05', '2027-08-15', '2027-11-01', '2027-11-18', '2027-12-25', '2027-12-26'],
    postalCodes: { min: 10000, max: 53296 },
    deliveryDays: { min: 1, max: 2 },
    couriers: [
      { id: 'gls', name: 'GLS Hrvatska', trackingUrl: 'https://gls-group.com/HR/hr/pracenje-posiljke/?match={number}' },
      { id: 'overseas', name: 'Overseas Express', trackingUrl: 'https://www.overseas.hr/pracenje-posiljke?broj={number}' },
    ],
  },
  ME: {
    deliveryFeeMinor: 400,
    sellerName: 'Zdravo Montenegro d.o.o. Podgorica',
    privacyAuthority: 'Agencija za zaštitu ličnih podataka i slobodan pristup informacijama',
    timeZone: 'Europe/Podgorica',
    callHours: CALL_WEEK,
    closedDates: ['2026-01-01', '2026-01-02', '2026-01-07', '2026-05-01', '2026-05-21', '2026-05-22', '2026-07-13', '2026-07-14', '2027-01-01', '2027-01-02', '2027-01-07', '2027-05-01', '2027-05-21', '2027-05-22', '2027-07-13', '2027-07-14'],
    postalCodes: { min: 81000, max: 85999 },
    deliveryDays: { min: 2, max: 4 },
    couriers: [
      { id: 'cityexpress', name: 'City Express', trackingUrl: 'https://www.cityexpress.me/pracenje-posiljke/?broj={number}' },
      { id: 'postacg', name: 'Pošta Crne Gore', trackingUrl: 'https://www.postacg.me/pracenje-posiljaka?broj={number}' },
    ],
  },
};

/** One fact of the table as a map by country (what used to be a table of its own). */
export const byCountry = <T>(fact: (info: CountryInfo, terms: CountryTerms) => T): Record<CountryCode, T> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, fact(COUNTRIES[code], COUNTRY_TERMS[code])])) as Record<CountryCode, T>;
