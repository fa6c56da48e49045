// The COD funnel (docs/desk.md, "The numbers"): of the orders placed in each period and country, how
// many were confirmed, shipped, delivered, refused and returned. An order's status says how far it got;
// only a cancelled, withdrawn or returned order needs its history (order_events) to tell whether it was
// confirmed, shipped or delivered before — and only those rows look it up.
import { sql, type Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { NumbersFunnelRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { periodTable, type Period } from './periods.ts';
import { inCountries, int } from './sql.ts';

const had = (kind: string) => sql`exists (select 1 from order_events e where e.order_id = o.id and e.kind = ${kind})`;
const ended = sql`o.status in ('cancelled', 'withdrawn')`;

export async function funnelRows(db: Kysely<Database>, periods: readonly Period[], countries: readonly CountryCode[]): Promise<NumbersFunnelRow[]> {
  const { rows } = await sql<Record<'idx' | 'country' | 'orders' | 'confirmed' | 'shipped' | 'delivered' | 'refused' | 'returned', string | number>>`
    select p.idx as idx, o.country as country, count(*) as orders,
      sum(case when o.status in ('confirmed', 'shipped', 'delivered', 'refused', 'returned') then 1
               when ${ended} and ${had('confirmed')} then 1 else 0 end) as confirmed,
      sum(case when o.status in ('shipped', 'delivered', 'refused', 'returned') then 1
               when ${ended} and ${had('shipped')} then 1 else 0 end) as shipped,
      sum(case when o.status = 'delivered' then 1
               when o.status in ('returned', 'withdrawn') and ${had('delivered')} then 1 else 0 end) as delivered,
      sum(case when o.status = 'refused' then 1
               when o.status = 'returned' and not ${had('delivered')} then 1 else 0 end) as refused,
      sum(case when o.status = 'returned' and ${had('delivered')} then 1 else 0 end) as returned
    from ${periodTable(periods)} p
    join orders o on o.created_at >= p.start_at and o.created_at < p.end_at
    where ${inCountries(sql`o.country`, countries)}
    group by p.idx, o.country
    order by p.idx, o.country`.execute(db);
  return rows.map((r) => ({
    Period: periods[int(r.idx)]!.start,
    Country: r.country as CountryCode,
    Orders: int(r.orders),
    Confirmed: int(r.confirmed),
    Shipped: int(r.shipped),
    Delivered: int(r.delivered),
    Refused: int(r.refused),
    Returned: int(r.returned),
  }));
}
