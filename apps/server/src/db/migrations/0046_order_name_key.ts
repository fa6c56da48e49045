// Names found the way people type them (docs/desk.md, "Finding an order"): each order keeps its
// shopper's name folded (orders.name_key, by foldForSearch in the contract — the one rule), written by
// the server with the name, and the lookup compares folded text on both databases. Existing orders are
// folded here, a batch at a time.
import { sql, type Kysely } from 'kysely';
import { nameKeyOf } from '@zdravo/contract';

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('name_key', 'varchar(210)', (c) => c.notNull().defaultTo(''))
    .execute();
  await fillNameKeys(db);
}

/** Folds the name of every order still without its key; answers how many were filled. */
export async function fillNameKeys<DB>(db: Kysely<DB>): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await sql<{ id: number; first_name: string; last_name: string }>`
      select id, first_name, last_name from orders where id > ${after} and name_key = '' order by id limit ${BATCH}`.execute(
      db,
    );
    if (rows.rows.length === 0) return filled;
    for (const row of rows.rows) {
      const key = nameKeyOf(row.first_name, row.last_name);
      if (key !== '') await sql`update orders set name_key = ${key} where id = ${row.id}`.execute(db);
      filled += key === '' ? 0 : 1;
    }
    after = Number(rows.rows.at(-1)!.id);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('name_key').execute();
}
