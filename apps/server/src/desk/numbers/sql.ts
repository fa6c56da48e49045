// The few SQL pieces the numbers' queries share: the countries asked about, and minutes between two
// stored instants (the one place the two databases need different words for it).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';

export const inCountries = (column: RawBuilder<unknown>, countries: readonly CountryCode[]): RawBuilder<unknown> =>
  sql`${column} in (${sql.join(countries.map((c) => sql`${c}`))})`;

/** Minutes from instant `a` to instant `b` (ISO-8601 UTC text columns), as a real number. */
export function minutesBetween(db: Kysely<Database>, a: RawBuilder<unknown>, b: RawBuilder<unknown>): RawBuilder<number> {
  return dialectOf(db) === 'postgres'
    ? sql<number>`(extract(epoch from (cast(${b} as timestamptz) - cast(${a} as timestamptz))) / 60.0)`
    : sql<number>`((julianday(${b}) - julianday(${a})) * 1440.0)`;
}

/** PostgreSQL answers sums and counts as text (bigint, numeric); SQLite as numbers. */
export const int = (value: unknown): number => Number(value ?? 0);
