// The call promise kept or not (docs/desk.md, "The numbers"): of the leads of each period's orders whose
// promised time has come (or that were called earlier), the share first called by then, and the median
// minutes from the order to its first call; and how many were confirmed after an unanswered call
// (the retry plan's saves: the lead keeps its misses and the status it closed on). A lead that left the queue uncalled before its time (the
// order withdrawn first) is not judged. A lead carries its order's time and country and how long its
// first call took (call_leads.first_wait_seconds), so the leads' own index answers it all.
import { sql, type Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { NumbersPromiseRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { periodScan, type Period } from './periods.ts';
import { inCountries, int, median } from './sql.ts';

export async function promiseRows(
  db: Kysely<Database>,
  periods: readonly Period[],
  countries: readonly CountryCode[],
  asOf: string,
): Promise<NumbersPromiseRow[]> {
  const scan = periodScan(db, periods, 'call_leads', 'l', 'created_at');
  const judged = sql`(l.first_called_at is not null or (l.due_at <= ${asOf} and (l.closed_at is null or l.closed_at > l.due_at)))`;
  const inReport = sql`${scan.where} and ${inCountries(sql`l.country`, countries)}`;
  // Two queries: the counts group by hashing on PostgreSQL, and only the median sorts, over the one
  // column it needs (together, the sort carried every lead's times and spilled to disk).
  const [counts, medians] = await Promise.all([
    sql<Record<'idx' | 'due' | 'on_time' | 'saved', string | number> & { country: CountryCode }>`
      ${scan.with}
      select ${scan.idx} as idx, l.country as country,
        sum(case when ${judged} then 1 else 0 end) as due,
        sum(case when l.first_called_at <= l.due_at then 1 else 0 end) as on_time,
        sum(case when l.closed_status = 'confirmed' and l.no_answers > 0 then 1 else 0 end) as saved
      from ${scan.from}
      where ${inReport}
      group by idx, l.country`.execute(db),
    sql<{ idx: string | number; country: CountryCode; median_seconds: string | number }>`
      ${scan.with}
      select ${scan.idx} as idx, l.country as country, ${median(db, sql`l.first_wait_seconds`)} as median_seconds
      from ${scan.from}
      where ${inReport} and l.first_wait_seconds is not null
      group by idx, l.country`.execute(db),
  ]);
  const key = (r: { idx: string | number; country: CountryCode }) => `${int(r.idx)}|${r.country}`;
  const medianSeconds = new Map(medians.rows.map((r) => [key(r), Number(r.median_seconds)]));
  return counts.rows
    .map((r) => {
      const seconds = medianSeconds.get(key(r));
      return {
        Period: periods[int(r.idx)]!.start,
        Country: r.country,
        Due: int(r.due),
        OnTime: int(r.on_time),
        MedianMinutes: seconds === undefined ? null : Math.round(seconds / 60),
        SavedByRetry: int(r.saved),
      };
    })
    .sort((a, b) => a.Period.localeCompare(b.Period) || a.Country.localeCompare(b.Country));
}
