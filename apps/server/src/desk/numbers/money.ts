// Where the money of the range's orders is (docs/desk.md, "The numbers"), by each order's status now:
// collected (delivered), in transit (shipped), waiting (received, confirmed), lost (cancelled, withdrawn,
// refused, returned; MONEY_STATE in funnel.ts). The sums come per country from the funnel's pass and
// are added up here per currency (two countries share the euro). An order cancelled as another's
// duplicate, or merged into it, lost nothing — its money is on the order kept — so it is taken out of
// "lost" and shown on its own.
import { sql, type Kysely } from 'kysely';
import { COUNTRIES, type CountryCode, type CurrencyCode } from '@zdravo/contract';
import type { NumbersMoneyRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { inCountries, int } from './sql.ts';

export interface MoneyByCountry {
  country: CountryCode;
  collected: number;
  inTransit: number;
  waiting: number;
  lost: number;
  /** Of `lost`, the orders cancelled as a duplicate or merged (a `duplicate` call on them). */
  duplicate?: number;
}

/**
 * The totals of the range's cancelled orders that carry a duplicate call (the agent's "duplicate", or
 * a merge), per country. The status narrows the scan to cancelled orders before their calls are read.
 */
export async function duplicateSums(
  db: Kysely<Database>,
  range: { startAt: string; endAt: string },
  countries: readonly CountryCode[],
): Promise<Map<CountryCode, number>> {
  const { rows } = await sql<{ country: CountryCode; total: number | string }>`
    select o.country as country, sum(o.total_minor) as total from orders o
    where o.created_at >= ${range.startAt} and o.created_at < ${range.endAt} and ${inCountries(sql`o.country`, countries)} and o.status = 'cancelled'
      and exists (select 1 from call_outcomes c where c.order_id = o.id and c.outcome = 'duplicate')
    group by o.country`.execute(db);
  return new Map(rows.map((r) => [r.country, int(r.total)]));
}

const CURRENCY_ORDER: readonly CurrencyCode[] = ['EUR', 'BAM', 'RSD'];

export function moneyRows(sums: readonly MoneyByCountry[]): NumbersMoneyRow[] {
  const byCurrency = new Map<CurrencyCode, NumbersMoneyRow>();
  for (const s of sums) {
    const Currency = COUNTRIES[s.country].currency;
    const sum = byCurrency.get(Currency) ?? {
      Currency,
      CollectedMinor: 0,
      InTransitMinor: 0,
      WaitingMinor: 0,
      LostMinor: 0,
      DuplicateMinor: 0,
    };
    sum.CollectedMinor += s.collected;
    sum.InTransitMinor += s.inTransit;
    sum.WaitingMinor += s.waiting;
    sum.LostMinor += s.lost - (s.duplicate ?? 0);
    sum.DuplicateMinor += s.duplicate ?? 0;
    byCurrency.set(Currency, sum);
  }
  return CURRENCY_ORDER.flatMap((c) => byCurrency.get(c) ?? []);
}
