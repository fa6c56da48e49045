// The managers' numbers (docs/desk.md, "The numbers"): what `desk.numbers.report` answers, the periods a
// report is cut into, and the rates read off its counts. Days are the shop's calendar days (its one
// clock, `shopTimeZone`); a week runs Monday to Sunday. Types and pure functions only: the desk's
// browser and the server both use them, so a rate is computed one way.
import type { CountryCode, CurrencyCode } from '../countries.ts';
import type { QuizSetId } from '../quiz.ts';
import type { ReturnReason } from './delivery-outcomes.ts';

export const NUMBERS_GRAINS = ['day', 'week'] as const;
export type NumbersGrain = (typeof NUMBERS_GRAINS)[number];

/** The most periods (days or weeks) one report covers: a quarter by day, a year and more by week. */
export const NUMBERS_MAX_PERIODS = 92;

/** An order's way from the call to the cash: one row per period (its first day) and country. */
export interface NumbersFunnelRow {
  Period: string;
  Country: CountryCode;
  /** Orders placed in the period. */
  Orders: number;
  /** Of those: confirmed on the call (also when later cancelled or withdrawn). */
  Confirmed: number;
  /** Handed to a courier. */
  Shipped: number;
  /** Paid at the door (also when later sent back under the guarantee). */
  Delivered: number;
  /** Not taken at the door (refused, or sent back by the courier undelivered). */
  Refused: number;
  /** Delivered, then sent back. */
  Returned: number;
  /** Shipped and still on the way: no outcome known yet, so in no rate of delivery or refusal. */
  InTransit: number;
}

/** The call promise (docs/desk.md, the call queue): was the first call made by the time promised? */
export interface NumbersPromiseRow {
  Period: string;
  Country: CountryCode;
  /** Leads whose promised time has come (a lead not yet due is not judged). */
  Due: number;
  /** Of those, first called by the promised time. */
  OnTime: number;
  /** The median minutes of open call hours from the order to its first call, over the leads called; null when none. */
  MedianMinutes: number | null;
  /** Confirmed on a call after an unanswered one: orders the retry plan saved. */
  SavedByRetry: number;
}

/** One agent's calls in the range (the agent who confirmed an order is credited with what the call added to it). */
export interface NumbersAgentRow {
  StaffID: number;
  Name: string;
  Calls: number;
  /** Different orders called. */
  OrdersCalled: number;
  Confirmations: number;
  /** Value added on the calls of the orders this agent confirmed (upsells: a product added, a quantity raised), minor units per currency. */
  AddedMinor: Partial<Record<CurrencyCode, number>>;
  /** Value taken off on those calls (downsells: a product removed, a quantity lowered), as a positive amount per currency. */
  RemovedMinor: Partial<Record<CurrencyCode, number>>;
}

/** Where the money of the range's orders is, per currency, by the orders' status now. */
export interface NumbersMoneyRow {
  Currency: CurrencyCode;
  /** Delivered: cash collected. */
  CollectedMinor: number;
  /** Shipped, not yet delivered. */
  InTransitMinor: number;
  /** Received or confirmed, not yet shipped. */
  WaitingMinor: number;
  /** Cancelled, withdrawn, refused or returned — not counting duplicates and merges. */
  LostMinor: number;
  /** Cancelled as another order's duplicate, or merged into it: the money is on the other order, not lost. */
  DuplicateMinor: number;
}

/** Parcels that came back in the range, per country and reason (null: nobody named one), with what their courier trips cost. */
export interface NumbersReturnRow {
  Country: CountryCode;
  Reason: ReturnReason | null;
  /** Refused or returned parcels of the range's orders. */
  Parcels: number;
  /** The courier's fees out and back for them (country table), in the country's minor units. */
  CostMinor: number;
}

/** One product's parcels in a country: how many were shipped, how many came back. */
export interface NumbersProductReturnRow {
  Country: CountryCode;
  OfferID: number;
  Name: string;
  /** Parcels holding the product that were handed to a courier. */
  Shipped: number;
  /** Of those, refused or returned. */
  CameBack: number;
}

/** The quiz's anonymous funnel in the range (UTC days, as it is counted), per question set. */
export interface NumbersQuizRow {
  Goal: QuizSetId;
  Started: number;
  /** Runs that reached question n, at index n - 1. */
  Questions: number[];
  /** Runs that reached the e-mail step, and the phone step. */
  EmailStep: number;
  PhoneStep: number;
  Result: number;
  OfferOpened: number;
}

export interface NumbersReport {
  From: string;
  To: string;
  Grain: NumbersGrain;
  Countries: CountryCode[];
  /** Each period's first day, in order. */
  Periods: string[];
  Funnel: NumbersFunnelRow[];
  Promise: NumbersPromiseRow[];
  Agents: NumbersAgentRow[];
  Money: NumbersMoneyRow[];
  Quiz: NumbersQuizRow[];
  /** Returns by country and reason, with the shipped parcels per country to rate them against. */
  Returns: NumbersReturnRow[];
  /** Parcels shipped per country in the range (the returns' denominator). */
  ShippedByCountry: Partial<Record<CountryCode, number>>;
  ProductReturns: NumbersProductReturnRow[];
  /** When the report was read (a lead is "due" by then). */
  AsOf: string;
}

/** A share, or null when there is nothing to share out (shown as "—", never as 0 %). */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * The delivery and refusal rates count only parcels whose outcome is known (delivered or refused): a
 * parcel still on its way is neither, so a week of parcels all in transit reads "—", never "0,0 %".
 */
export const outcomeRates = (c: {
  Delivered: number;
  Refused: number;
}): { delivery: number | null; refusal: number | null } => ({
  delivery: rate(c.Delivered, c.Delivered + c.Refused),
  refusal: rate(c.Refused, c.Delivered + c.Refused),
});

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string): number => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
const isoOfDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`, inclusive ("2026-11-01" style); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** The calendar day `days` after `isoDay`. */
export const addDays = (isoDay: string, days: number): string => isoOfDayNumber(dayNumber(isoDay) + days);

/** The Monday of the week holding `isoDay` (1970-01-01 was a Thursday). */
export const weekStart = (isoDay: string): string => {
  const n = dayNumber(isoDay);
  return isoOfDayNumber(n - ((n + 3) % 7));
};

/**
 * The periods of a range, by their first day: every day from `from` to `to`, or every week (Monday)
 * that holds one of those days. The last period ends the day after `periodEnd`.
 */
export function periodStarts(from: string, to: string, grain: NumbersGrain): string[] {
  const first = grain === 'day' ? from : weekStart(from);
  const step = grain === 'day' ? 1 : 7;
  const starts: string[] = [];
  for (let day = first; day <= to && starts.length <= NUMBERS_MAX_PERIODS; day = addDays(day, step)) starts.push(day);
  return starts;
}

/** The last calendar day of the period starting at `start`. */
export const periodEnd = (start: string, grain: NumbersGrain): string => (grain === 'day' ? start : addDays(start, 6));
