// Per agent over the report's range (docs/desk.md, "The numbers"): calls made, orders called,
// confirmations, and what the calls added to the orders the agent confirmed (call_leads.added_minor,
// per currency). Read from call_outcomes by their time (the `at` index), for the countries asked about.
import { sql, type Kysely } from 'kysely';
import { COUNTRIES, type CountryCode } from '@zdravo/contract';
import type { NumbersAgentRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { inCountries, int } from './sql.ts';

export async function agentRows(db: Kysely<Database>, range: { startAt: string; endAt: string }, countries: readonly CountryCode[]): Promise<NumbersAgentRow[]> {
  const where = sql`c.at >= ${range.startAt} and c.at < ${range.endAt} and ${inCountries(sql`o.country`, countries)}`;
  const calls = await sql<Record<'staff_id' | 'calls' | 'orders_called' | 'confirmations', string | number> & { name: string | null }>`
    select c.staff_id as staff_id, s.name as name, count(*) as calls, count(distinct c.order_id) as orders_called,
      sum(case when c.outcome = 'confirmed' then 1 else 0 end) as confirmations
    from call_outcomes c
    join orders o on o.id = c.order_id
    left join staff s on s.id = c.staff_id
    where ${where}
    group by c.staff_id, s.name`.execute(db);
  const added = await sql<Record<'staff_id' | 'added', string | number> & { country: CountryCode }>`
    select c.staff_id as staff_id, o.country as country, sum(l.added_minor) as added
    from call_outcomes c
    join orders o on o.id = c.order_id
    join call_leads l on l.order_id = c.order_id
    where c.outcome = 'confirmed' and ${where}
    group by c.staff_id, o.country`.execute(db);
  return calls.rows
    .map((r) => {
      const AddedMinor: NumbersAgentRow['AddedMinor'] = {};
      for (const a of added.rows.filter((x) => int(x.staff_id) === int(r.staff_id))) {
        const currency = COUNTRIES[a.country].currency;
        AddedMinor[currency] = (AddedMinor[currency] ?? 0) + int(a.added);
      }
      return { StaffID: int(r.staff_id), Name: r.name ?? `#${int(r.staff_id)}`, Calls: int(r.calls), OrdersCalled: int(r.orders_called), Confirmations: int(r.confirmations), AddedMinor };
    })
    .sort((a, b) => b.Confirmations - a.Confirmations || a.Name.localeCompare(b.Name));
}
