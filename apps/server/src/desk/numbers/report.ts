// One numbers report (docs/desk.md, "The numbers"): the range cut into periods on the shop's clock,
// and each section read by its own query over indexed tables (nothing loads orders into memory).
import type { Kysely } from 'kysely';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import {
  periodEnd,
  periodStarts,
  type NumbersFunnelRow,
  type NumbersGrain,
  type NumbersReport,
} from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { funnelBetween } from '../../modules/quiz/index.ts';
import { agentRows } from './agents.ts';
import { funnelAndMoney } from './funnel.ts';
import { duplicateSums, moneyRows } from './money.ts';
import { returnNumbers } from './returns.ts';
import { periodsOf } from './periods.ts';
import { promiseRows } from './promise.ts';

export interface NumbersQuery {
  from: string;
  to: string;
  grain: NumbersGrain;
  country?: CountryCode | undefined;
}

/** The parcels handed to a courier per country: the funnel's shipped step, added up over the periods. */
function shippedByCountry(funnel: readonly NumbersFunnelRow[]): Partial<Record<CountryCode, number>> {
  const shipped: Partial<Record<CountryCode, number>> = {};
  for (const row of funnel) shipped[row.Country] = (shipped[row.Country] ?? 0) + row.Shipped;
  return shipped;
}

export async function numbersReport(
  db: Kysely<Database>,
  query: NumbersQuery,
  now = new Date(),
): Promise<NumbersReport> {
  const countries = query.country ? [query.country] : [...COUNTRY_CODES];
  const periods = periodsOf(periodStarts(query.from, query.to, query.grain), query.grain);
  const range = { startAt: periods[0]!.startAt, endAt: periods.at(-1)!.endAt };
  const asOf = now.toISOString();
  const [orders, promise, agents, quiz, duplicates, returns] = await Promise.all([
    funnelAndMoney(db, periods, countries),
    promiseRows(db, periods, countries, asOf),
    agentRows(db, range, countries),
    funnelBetween(db, periods[0]!.start, periodEnd(periods.at(-1)!.start, query.grain)),
    duplicateSums(db, range, countries),
    returnNumbers(db, range, countries),
  ]);
  return {
    From: query.from,
    To: query.to,
    Grain: query.grain,
    Countries: countries,
    Periods: periods.map((p) => p.start),
    Funnel: orders.funnel,
    Promise: promise,
    Agents: agents,
    Money: moneyRows(orders.money.map((m) => ({ ...m, duplicate: duplicates.get(m.country) ?? 0 }))),
    Quiz: quiz.map((q) => ({
      Goal: q.goal,
      Started: q.started,
      Questions: q.questions,
      EmailStep: q.emailStep,
      PhoneStep: q.phoneStep,
      Result: q.result,
      OfferOpened: q.offerOpened,
    })),
    Returns: returns.returns,
    ShippedByCountry: shippedByCountry(orders.funnel),
    ProductReturns: returns.products,
    AsOf: asOf,
  };
}
