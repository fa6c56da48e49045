// A report's periods (the shop's local days or weeks, as stored: ISO-8601 UTC instants, which sort as
// time) and how a query places each row in one. The two databases do it each in the way their planner
// reads fast (docs/desk.md, "The numbers"; decision 039):
// - SQLite walks a values table of the periods and reads each period's slice of the index (a nested
//   loop of range seeks);
// - PostgreSQL reads the report's whole range once and places each row with width_bucket (a binary
//   search over the periods' starts), which it estimates well; a join on a values table made it guess
//   a million rows, compile the query and sort on disk.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { localMidnight } from '@zdravo/contract';
import { addDays, periodEnd, type NumbersGrain } from '@zdravo/contract/desk';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';

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
  starts.map((start) => ({
    start,
    startAt: midnightOf(start),
    endAt: midnightOf(addDays(periodEnd(start, grain), 1)),
  }));

/** The pieces of a query over the rows of a table placed in periods: `${with} select ${idx} as idx … from ${from} where ${where} and …`. */
export interface PeriodScan {
  with: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** The row's period, 0-based. */
  idx: RawBuilder<number>;
}

/** `table` as `alias`, each row placed in its period by the instant in `column` (indexed first). */
export function periodScan(
  db: Kysely<Database>,
  periods: readonly Period[],
  table: 'orders' | 'call_leads',
  alias: string,
  column: string,
): PeriodScan {
  const at = sql.ref(`${alias}.${column}`);
  const rows = sql`${sql.table(table)} as ${sql.raw(alias)}`;
  if (dialectOf(db) === 'postgres') {
    return {
      with: sql``,
      from: rows,
      where: sql`${at} >= ${periods[0]!.startAt} and ${at} < ${periods.at(-1)!.endAt}`,
      idx: sql<number>`(width_bucket(${at}, cast(${periods.map((p) => p.startAt)} as varchar[])) - 1)`,
    };
  }
  const values = periods.map((p, idx) => sql`(${idx}, ${p.startAt}, ${p.endAt})`);
  return {
    with: sql`with p(idx, start_at, end_at) as (values ${sql.join(values)})`,
    from: sql`p join ${rows} on ${at} >= p.start_at and ${at} < p.end_at`,
    where: sql`1 = 1`,
    idx: sql<number>`p.idx`,
  };
}
