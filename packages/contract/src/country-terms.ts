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
export type WeekHours = readonly [
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
];

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
  /**
   * What the courier charges us for one small parcel (up to 2 kg), in the country's minor units: taking
   * it out, and bringing a refused or returned one back. Placeholders from the couriers' public price
   * lists for a cash-on-delivery parcel; replace them with the contract's figures. The numbers' cost of
   * returns is out + back for every parcel that came back (docs/desk.md, "The numbers").
   */
  feeMinor: { out: number; back: number };
}

export interface CountryTerms {
  /**
   * The stock location (warehouse) the country's parcels leave from: its stock is what the country
   * can sell. Two countries may name the same one (docs/decisions/059-stock-that-orders-reserve.md).
   */
  stockLocation: string;
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
  /** IANA time zone of the country's clock: COUNTRIES' timeZone (the shop's clock reads it there, shop-clock.ts). */
  timeZone: string;
  /** When the call team phones shoppers, by weekday (Sunday first): COUNTRIES' callHours, parsed. Confirmation calls are due in these hours. */
  callHours: WeekHours;
  /** What the desk does after an unanswered confirmation call (retry-plan.ts, docs/desk.md "The call queue"). */
  retryPlan: RetryPlan;
  /** Postal codes of the country (all four use five digits): an address outside the range is refused. */
  postalCodes: { min: number; max: number };
  /** Working days a parcel takes after the call: COUNTRIES' deliveryDays (the one delivery promise). */
  deliveryDays: { min: number; max: number };
  /** Who delivers there, the first the usual one (docs/desk.md, dispatch). */
  couriers: readonly Courier[];
}

/**
 * When to call again after the 1st, 2nd, … unanswered call (the last step repeats when there are fewer
 * steps than calls): `after` minutes later, or at a local time (`at`, minutes after midnight) on the
 * first call day whose hours hold it — today or, with `laterDay`, from tomorrow. Each lands inside the
 * call hours (the next opening when it would not).
 */
export type RetryStep = { after: number } | { at: number; laterDay: boolean };

export interface RetryPlan {
  steps: readonly RetryStep[];
  /** At most this many calls: the last of them unanswered cancels the order as unreachable. */
  maxCalls: number;
  /** Calls on at most this many call days, the order's day first (holidays and Sundays do not count): a retry later cancels instead. */
  maxDays: number;
}

/** "+30m", "+2h", "16:00", "next day 11:00" in the table. */
function retryStep(step: string): RetryStep {
  const later = /^\+(\d+)(m|h)$/.exec(step);
  if (later) return { after: Number(later[1]) * (later[2] === 'h' ? 60 : 1) };
  const at = /^(next day )?(\d\d):(\d\d)$/.exec(step);
  if (at) return { at: Number(at[2]) * 60 + Number(at[3]), laterDay: at[1] !== undefined };
  throw new Error(`country-terms.json: retry step "${step}" is not "+30m", "+2h", "16:00" or "next day 11:00"`);
}

function retryPlan(plan: { steps: readonly string[]; maxCalls: number; maxDays: number }): RetryPlan {
  if (plan.steps.length === 0 || plan.maxCalls < 1 || plan.maxDays < 1)
    throw new Error('country-terms.json: a retry plan needs steps, maxCalls ≥ 1 and maxDays ≥ 1');
  return { steps: plan.steps.map(retryStep), maxCalls: plan.maxCalls, maxDays: plan.maxDays };
}

function weekHours(days: readonly (string | null)[]): WeekHours {
  if (days.length !== 7) throw new Error('countries.ts: call hours need seven days, Sunday first');
  return days.map(parseDayHours) as unknown as WeekHours;
}

/** One country's record, its type checked against CountryTerms (time zone, call hours and delivery days from COUNTRIES). */
function termsOf(code: CountryCode): CountryTerms {
  const terms = termsTable[code];
  const info = COUNTRIES[code];
  return {
    ...terms,
    timeZone: info.timeZone,
    callHours: weekHours(info.callHours),
    deliveryDays: info.deliveryDays,
    retryPlan: retryPlan(terms.retryPlan),
  };
}

/**
 * The table itself is data (country-terms.json, docs/decisions/042): fees, sellers and
 * couriers change with contracts and calendars, not with code. The team's week today: 8–20 on
 * weekdays, 9–14 on Saturday, Sunday off, in every country.
 */
export const COUNTRY_TERMS = Object.fromEntries(COUNTRY_CODES.map((code) => [code, termsOf(code)])) as Record<
  CountryCode,
  CountryTerms
>;

/** One fact of the table as a map by country (what used to be a table of its own). */
export const byCountry = <T>(fact: (info: CountryInfo, terms: CountryTerms) => T): Record<CountryCode, T> =>
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, fact(COUNTRIES[code], COUNTRY_TERMS[code])])) as Record<
    CountryCode,
    T
  >;
