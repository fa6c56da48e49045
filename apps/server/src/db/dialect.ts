// Where SQLite and PostgreSQL differ, the difference lives here and nowhere else.
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
  type RawBuilder,
} from 'kysely';

export type DbKind = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema, and in migrations
export function dialectOf(db: Kysely<any>): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-incrementing integer primary key named `id`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used by migrations, which see no schema
export function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/**
 * The next id of a table's `id` column, read ahead so that the rows referring to a new row can be
 * written in the same statement as it: on PostgreSQL the serial sequence's next value (answered as a
 * string: a bigint); null on SQLite, whose transaction runs alone and takes the id from the insert.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
export const nextSerialId = (db: Kysely<any>, table: string): RawBuilder<string | null> =>
  dialectOf(db) === 'postgres' ? sql<string>`nextval(pg_get_serial_sequence(${table}, 'id'))` : sql<null>`null`;

/** The current time as stored: ISO-8601 UTC text. */
export const nowIso = (): string => new Date().toISOString();

/** True when an error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL answers count(*) as a string (bigint); SQLite as a number. */
export const toNumber = (value: unknown): number => Number(value ?? 0);

/** The column type for raw bytes: `bytea` on PostgreSQL, `blob` on SQLite (both read back as a Buffer). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used by migrations, which see no schema
export const bytesType = (db: Kysely<any>): 'bytea' | 'blob' => (dialectOf(db) === 'postgres' ? 'bytea' : 'blob');
