// Per agent over the report's range (docs/desk.md, "The numbers"): calls made, orders called,
// confirmations, and what the calls added to the orders the agent confirmed (call_leads.added_minor,
// per currency). Read from call outcomes by their time (an index that holds all it counts); a lead
// gives the country of its order.
import { sql, type Kysely } from 'kysely';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { NumbersAgentRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { inCountries, int } from './sql.ts';

export async function agentRows(db: Kysely<Database>, range: { startAt: string; endAt: string }, countries: readonly CountryCode[]): Promise<NumbersAgentRow[]> {
  const inRange = sql`c.at >= ${range.startAt} and c.at < ${range.endAt}`;
  // Every country: no lead to look up per call.
  const everywhere = COUNTRY_CODES.every((c) => countries.includes(c));
  const calls = await sql<Record<'staff_id' | 'calls' | 'orders_called' | 'confirmations', string | number>>`
    select c.staff_id as staff_id, count(*) as calls, count(distinct c.order_id) as orders_called,
      sum(case when c.outcome = 'confirmed' then 1 else 0 end) as confirmations
    from call_outcomes c
    ${everywhere ? sql`` : sql`join call_leads l on l.order_id = c.order_id`}
    where ${inRange} ${everywhere ? sql`` : sql`and ${inCountries(sql`l.country`, countries)}`}
    group by c.staff_id`.execute(db);
  const added = await sql<Record<'staff_id' | 'added', string | number> & { country: CountryCode }>`
    select c.staff_id as staff_id, l.country as country, sum(l.added_minor) as added
    from call_outcomes c
    join call_leads l on l.order_id = c.order_id
    where c.outcome = 'confirmed' and ${inRange} and ${inCountries(sql`l.country`, countries)}
    group by c.staff_id, l.country`.execute(db);
  const ids = calls.rows.map((r) => int(r.staff_id));
  const names = new Map(ids.length ? (await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute()).map((s) => [s.id, s.name]) : []);
  return calls.rows
    .map((r) => {
      const id = int(r.staff_id);
      const AddedMinor: NumbersAgentRow['AddedMinor'] = {};
      for (const a of added.rows.filter((x) => int(x.staff_id) === id)) {
        const currency = COUNTRIES[a.country].currency;
        AddedMinor[currency] = (AddedMinor[currency] ?? 0) + int(a.added);
      }
      return { StaffID: id, Name: names.get(id) || `#${id}`, Calls: int(r.calls), OrdersCalled: int(r.orders_called), Confirmations: int(r.confirmations), AddedMinor };
    })
    .sort((a, b) => b.Confirmations - a.Confirmations || a.Name.localeCompare(b.Name));
}
