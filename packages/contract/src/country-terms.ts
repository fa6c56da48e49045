// The country table's second part (the first is COUNTRIES in countries.ts): the terms a shopper
// buys on and the law around them, one record per country. Needed by checkout, the account, the
// policies and the server, not by every page: a module of its own so the first load does not carry
// it. Everything per country that is not in COUNTRIES is here.
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type CountryInfo } from './countries.ts';
import termsTable from './country-terms.json' with { type: 'json' };
import { parseDayHours } from './day-hours.ts';

import type { DayHours } from './day-hours.ts';
export type { DayHours } from './day-hours.ts';

/** Sunday first (Date#getDay's order); null: closed that weekday. */
export type WeekHours = readonly [DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null, DayHours | null];

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
  /** When the call team phones shoppers, by weekday (Sunday first): COUNTRIES' callHours, parsed. Confirmation calls are due in these hours. */
  callHours: WeekHours;
  /** Days (YYYY-MM-DD, local) the team does not phone: the public holidays of 2026 and 2027. */
  closedDates: readonly string[];
  /** Postal codes of the country (all four use five digits): an address outside the range is refused. */
  postalCodes: { min: number; max: number };
  /** Working days a parcel takes after the call: COUNTRIES' deliveryDays (the one delivery promise). */
  deliveryDays: { min: number; max: number };
  /** Who delivers there, the first the usual one (docs/desk.md, dispatch). */
  couriers: readonly Courier[];
}

function weekHours(days: readonly (string | null)[]): WeekHours {
  if (days.length !== 7) throw new Error('countries.ts: call hours need seven days, Sunday first');
  return days.map(parseDayHours) as unknown as WeekHours;
}

/** One country's record, its type checked against CountryTerms (call hours and delivery days from COUNTRIES). */
function termsOf(code: CountryCode): CountryTerms {
  const terms = termsTable[code];
  return { ...terms, callHours: weekHours(COUNTRIES[code].callHours), deliveryDays: COUNTRIES[code].deliveryDays };
}

/**
 * The table itself is data (country-terms.json, docs/decisions/042): fees, sellers, holidays and
 * couriers change with contracts and calendars, not with code. The team's week today: 8–20 on
 * weekdays, 9–14 on Saturday, Sunday off, in every country.
 */
export const COUNTRY_TERMS = Object.fromEntries(COUNTRY_CODES.map((code) => [code, termsOf(code)])) as Record<CountryCode, CountryTerms>;

/** One fact of the table as a map by country (what used to be a table of its own). */
export const byCountry = <T>(fact: (info: CountryInfo, terms: CountryTerms) => T): Record<CountryCode, T> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, fact(COUNTRIES[code], COUNTRY_TERMS[code])])) as Record<CountryCode, T>;
