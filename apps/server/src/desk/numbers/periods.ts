// A report's periods as a table the numbers' queries join on: each period's index and its start and
// end instants (the shop's local midnights, as stored: ISO-8601 UTC text, which sorts as time). Joined
// on a range, each period reads its own slice of the `created_at` index.
import { sql, type RawBuilder } from 'kysely';
import { localMidnight } from '@zdravo/contract';
import { addDays, periodEnd, type NumbersGrain } from '@zdravo/contract/desk';

export interface Period {
  /** The first day, "2026-11-23". */
  start: string;
  startAt: string;
  endAt: string;
}

const midnightOf = (isoDay: string): string => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d).toISOString();
};

export const periodsOf = (starts: readonly string[], grain: NumbersGrain): Period[] =>
  starts.map((start) => ({ start, startAt: midnightOf(start), endAt: midnightOf(addDays(periodEnd(start, grain), 1)) }));

/** `select idx, start_at, end_at` for every period, as a derived table (the same SQL on both databases). */
export function periodTable(periods: readonly Period[]): RawBuilder<unknown> {
  const rows = periods.map(
    (p, idx) => sql`select cast(${idx} as integer) as idx, cast(${p.startAt} as varchar(32)) as start_at, cast(${p.endAt} as varchar(32)) as end_at`,
  );
  return sql`(${sql.join(rows, sql` union all `)})`;
}
