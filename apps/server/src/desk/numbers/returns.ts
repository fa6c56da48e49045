// Parcels that came back (docs/desk.md, "The numbers"): of the range's orders that reached a courier,
// the refused and returned ones per country and reason with what their courier trips cost (read from
// orders_returns_idx alone: only the parcels that came back), and per product how many of its parcels
// shipped and came back (the lines of the shipped orders: an order holds an offer on one line, so a
// line counts a parcel). The reason and the cost are kept on the order when it comes back (migration
// 0055), so nothing reads an order's history; the parcels shipped per country are the funnel's.
import { sql, type Kysely } from 'kysely';
import { isReturnReason, type NumbersProductReturnRow, type NumbersReturnRow } from '@zdravo/contract/desk';
import type { CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { inCountries, int } from './sql.ts';

type Range = { startAt: string; endAt: string };

export interface ReturnNumbers {
  returns: NumbersReturnRow[];
  products: NumbersProductReturnRow[];
}

export async function returnNumbers(
  db: Kysely<Database>,
  range: Range,
  countries: readonly CountryCode[],
): Promise<ReturnNumbers> {
  const inRange = sql`o.created_at >= ${range.startAt} and o.created_at < ${range.endAt} and ${inCountries(sql`o.country`, countries)} and o.reached_stage >= 2`;
  const [back, products] = await Promise.all([
    sql<{ country: CountryCode; reason: string | null; parcels: number | string; cost: number | string | null }>`
      select o.country as country, o.return_reason as reason, count(*) as parcels, sum(o.return_cost_minor) as cost
      from orders o where o.status in ('refused', 'returned') and ${inRange}
      group by o.country, o.return_reason`.execute(db),
    sql<{
      country: CountryCode;
      offer_id: number | string;
      name: string;
      shipped: number | string;
      back: number | string;
    }>`
      select o.country as country, l.offer_id as offer_id, max(l.name) as name, count(*) as shipped,
        sum(case when o.status in ('refused', 'returned') then 1 else 0 end) as back
      from orders o join order_lines l on l.order_id = o.id
      where ${inRange}
      group by o.country, l.offer_id`.execute(db),
  ]);
  return {
    returns: back.rows
      .map((r) => ({
        Country: r.country,
        Reason: isReturnReason(r.reason) ? r.reason : null,
        Parcels: int(r.parcels),
        CostMinor: int(r.cost),
      }))
      .sort((a, b) => a.Country.localeCompare(b.Country) || b.Parcels - a.Parcels),
    products: products.rows
      .map((r) => ({
        Country: r.country,
        OfferID: int(r.offer_id),
        Name: r.name,
        Shipped: int(r.shipped),
        CameBack: int(r.back),
      }))
      .sort((a, b) => a.Country.localeCompare(b.Country) || b.CameBack - a.CameBack || a.Name.localeCompare(b.Name)),
  };
}
