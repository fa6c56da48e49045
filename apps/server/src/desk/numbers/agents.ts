// Per agent over the report's range (docs/desk.md, "The numbers"): calls made, orders called,
// confirmations, and what the calls added to the orders the agent confirmed (per currency). One pass over
// call outcomes by their time, an index that holds all it counts: each call carries its order's country,
// and the confirming call what the calls added (migration 0041). An order has one country, so the orders
// an agent called add up over the countries.
import { sql, type Kysely } from 'kysely';
import { COUNTRIES, type CountryCode } from '@zdravo/contract';
import type { NumbersAgentRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { inCountries, int } from './sql.ts';

type Sum = 'staff_id' | 'calls' | 'orders_called' | 'confirmations' | 'added' | 'removed';

export async function agentRows(
  db: Kysely<Database>,
  range: { startAt: string; endAt: string },
  countries: readonly CountryCode[],
): Promise<NumbersAgentRow[]> {
  // `+c.staff_id`: grouping by the plain column let SQLite walk the (staff_id, at) index and read every
  // call's row; the expression keeps it on the covering index by time.
  const { rows } = await sql<Record<Sum, string | number> & { country: CountryCode }>`
    select +c.staff_id as staff_id, c.country as country, count(*) as calls, count(distinct c.order_id) as orders_called,
      sum(case when c.outcome = 'confirmed' then 1 else 0 end) as confirmations, sum(c.added_minor) as added, sum(c.removed_minor) as removed
    from call_outcomes c
    where c.at >= ${range.startAt} and c.at < ${range.endAt} and ${inCountries(sql`c.country`, countries)}
    group by +c.staff_id, c.country`.execute(db);
  const byAgent = new Map<number, Omit<NumbersAgentRow, 'Name'>>();
  for (const r of rows) {
    const id = int(r.staff_id);
    const agent = byAgent.get(id) ?? {
      StaffID: id,
      Calls: 0,
      OrdersCalled: 0,
      Confirmations: 0,
      AddedMinor: {},
      RemovedMinor: {},
    };
    agent.Calls += int(r.calls);
    agent.OrdersCalled += int(r.orders_called);
    agent.Confirmations += int(r.confirmations);
    const currency = COUNTRIES[r.country].currency;
    const added = int(r.added);
    if (int(r.confirmations) > 0) {
      agent.AddedMinor[currency] = (agent.AddedMinor[currency] ?? 0) + added;
      agent.RemovedMinor[currency] = (agent.RemovedMinor[currency] ?? 0) + int(r.removed);
    }
    byAgent.set(id, agent);
  }
  const ids = [...byAgent.keys()];
  const names = new Map(
    ids.length
      ? (await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', ids).execute()).map((s) => [
          s.id,
          s.name,
        ])
      : [],
  );
  return [...byAgent.values()]
    .map((a) => ({ ...a, Name: names.get(a.StaffID) || `#${a.StaffID}` }))
    .sort((a, b) => b.Confirmations - a.Confirmations || a.Name.localeCompare(b.Name));
}
