// Schema changes the two engines make differently. PostgreSQL alters a column in place; SQLite
// cannot change a column's constraints, so the table is rebuilt (SQLite's documented 12-step way):
// foreign keys off, copy into a new table made from the old one's own CREATE statement with only
// that column's NOT NULL dropped, swap, re-create the indexes, check the keys, foreign keys on.
// Working from the stored statement keeps every column and constraint other migrations added.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect.ts';

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Lets `table.column` hold NULL. Run from a migration (on SQLite: outside any transaction). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema
export async function dropNotNull(db: Kysely<any>, table: string, column: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db);
    return;
  }
  const master = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and type in ('table', 'index', 'trigger')`.execute(
    db,
  );
  const create = master.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`dropNotNull: no table ${table}`);
  if (master.rows.some((r) => r.type === 'trigger'))
    throw new Error(`dropNotNull: ${table} has triggers; rebuild it by hand`);
  const columnDef = new RegExp(
    `(${quoted(column).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+\\w+(?:\\(\\d+\\))?)\\s+not null`,
    'i',
  );
  if (!columnDef.test(create)) throw new Error(`dropNotNull: ${table}.${column} is not a NOT NULL column`);
  const temp = `${table}__rebuild`;
  const createTemp = create
    .replace(columnDef, '$1')
    .replace(/^create table\s+("[^"]+"|\w+)/i, `create table ${quoted(temp)}`);
  const indexes = master.rows.filter((r) => r.type === 'index' && r.sql !== null).map((r) => r.sql as string);

  // AUTOINCREMENT's counter belongs to the table name: the copy would restart it from the largest id
  // left, and ids of deleted rows would be handed out again.
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`
    .execute(db)
    .catch(() => ({ rows: [] }));
  const lastId = sequence.rows[0]?.seq;

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createTemp).execute(trx);
      await sql.raw(`insert into ${quoted(temp)} select * from ${quoted(table)}`).execute(trx);
      await sql.raw(`drop table ${quoted(table)}`).execute(trx);
      await sql.raw(`alter table ${quoted(temp)} rename to ${quoted(table)}`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      if (lastId !== undefined)
        await sql`update sqlite_sequence set seq = max(seq, ${lastId}) where name = ${table}`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0)
        throw new Error(`dropNotNull: ${broken.rows.length} broken foreign keys after rebuilding ${table}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
