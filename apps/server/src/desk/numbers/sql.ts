// The few SQL pieces the numbers' queries share: the countries asked about, and the median (the one
// aggregate the two databases spell differently; SQLite's is added in db/sqlite-functions.ts).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';

export const inCountries = (column: RawBuilder<unknown>, countries: readonly CountryCode[]): RawBuilder<unknown> =>
  sql`${column} in (${sql.join(countries.map((c) => sql`${c}`))})`;

/** The median of a column's non-null values in each group; null when there are none. */
export function median(db: Kysely<Database>, column: RawBuilder<unknown>): RawBuilder<number | null> {
  return dialectOf(db) === 'postgres'
    ? sql`percentile_cont(0.5) within group (order by ${column})`
    : sql`median(${column})`;
}

/** PostgreSQL answers sums and counts as text (bigint, numeric); SQLite as numbers. */
export const int = (value: unknown): number => Number(value ?? 0);
