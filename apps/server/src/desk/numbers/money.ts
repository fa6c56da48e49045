// Where the money of the range's orders is (docs/desk.md, "The numbers"), by each order's status now:
// collected (delivered), in transit (shipped), waiting (received, confirmed), lost (cancelled, withdrawn,
// refused, returned). Summed per country in SQL, then per currency (two countries share the euro).
import { sql, type Kysely } from 'kysely';
import { COUNTRIES, type CountryCode, type CurrencyCode } from '@zdravo/contract';
import type { NumbersMoneyRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { inCountries, int } from './sql.ts';

const CURRENCY_ORDER: readonly CurrencyCode[] = ['EUR', 'BAM', 'RSD'];

export async function moneyRows(db: Kysely<Database>, range: { startAt: string; endAt: string }, countries: readonly CountryCode[]): Promise<NumbersMoneyRow[]> {
  const { rows } = await sql<Record<'collected' | 'in_transit' | 'waiting' | 'lost', string | number> & { country: CountryCode }>`
    select o.country as country,
      sum(case when o.status = 'delivered' then o.total_minor else 0 end) as collected,
      sum(case when o.status = 'shipped' then o.total_minor else 0 end) as in_transit,
      sum(case when o.status in ('received', 'confirmed') then o.total_minor else 0 end) as waiting,
      sum(case when o.status in ('cancelled', 'withdrawn', 'refused', 'returned') then o.total_minor else 0 end) as lost
    from orders o
    where o.created_at >= ${range.startAt} and o.created_at < ${range.endAt} and ${inCountries(sql`o.country`, countries)}
    group by o.country`.execute(db);
  const byCurrency = new Map<CurrencyCode, NumbersMoneyRow>();
  for (const r of rows) {
    const Currency = COUNTRIES[r.country].currency;
    const sum = byCurrency.get(Currency) ?? { Currency, CollectedMinor: 0, InTransitMinor: 0, WaitingMinor: 0, LostMinor: 0 };
    sum.CollectedMinor += int(r.collected);
    sum.InTransitMinor += int(r.in_transit);
    sum.WaitingMinor += int(r.waiting);
    sum.LostMinor += int(r.lost);
    byCurrency.set(Currency, sum);
  }
  return CURRENCY_ORDER.flatMap((c) => byCurrency.get(c) ?? []);
}
