// The call promise kept or not (docs/desk.md, "The numbers"): of the leads of each period's orders whose
// promised time has come (or that were called earlier), the share first called by then, and the median
// minutes from the order to its first call. A lead that left the queue uncalled before its time (the
// order withdrawn first) is not judged. A lead carries its order's time and country, so this reads the
// leads' own index; the median is taken in SQL with window functions.
import { sql, type Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { NumbersPromiseRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { periodTable, type Period } from './periods.ts';
import { inCountries, int, minutesBetween } from './sql.ts';

export async function promiseRows(db: Kysely<Database>, periods: readonly Period[], countries: readonly CountryCode[], asOf: string): Promise<NumbersPromiseRow[]> {
  const from = sql`from ${periodTable(periods)} p
    join call_leads l on l.created_at >= p.start_at and l.created_at < p.end_at
    where ${inCountries(sql`l.country`, countries)}`;
  const judged = sql`(l.first_called_at is not null or (l.due_at <= ${asOf} and (l.closed_at is null or l.closed_at > l.due_at)))`;
  const counts = await sql<Record<'idx' | 'country' | 'due' | 'on_time', string | number>>`
    select p.idx as idx, l.country as country,
      sum(case when ${judged} then 1 else 0 end) as due,
      sum(case when l.first_called_at is not null and l.first_called_at <= l.due_at then 1 else 0 end) as on_time
    ${from}
    group by p.idx, l.country`.execute(db);
  const minutes = minutesBetween(db, sql`l.created_at`, sql`l.first_called_at`);
  const medians = await sql<Record<'idx' | 'country' | 'median', string | number>>`
    select idx, country, avg(m) as median from (
      select p.idx as idx, l.country as country, ${minutes} as m,
        row_number() over (partition by p.idx, l.country order by ${minutes}) as rn,
        count(*) over (partition by p.idx, l.country) as n
      ${from} and l.first_called_at is not null
    ) t
    where rn in ((n + 1) / 2, (n + 2) / 2)
    group by idx, country`.execute(db);
  const medianOf = new Map(medians.rows.map((r) => [`${int(r.idx)}:${r.country}`, Number(r.median)]));
  return counts.rows
    .map((r) => {
      const median = medianOf.get(`${int(r.idx)}:${r.country}`);
      return {
        Period: periods[int(r.idx)]!.start,
        Country: r.country as CountryCode,
        Due: int(r.due),
        OnTime: int(r.on_time),
        MedianMinutes: median === undefined ? null : Math.round(median),
      };
    })
    .sort((a, b) => a.Period.localeCompare(b.Period) || a.Country.localeCompare(b.Country));
}
