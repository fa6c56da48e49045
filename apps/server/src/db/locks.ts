// Row locks where the dialects differ: PostgreSQL locks the row until the transaction ends; SQLite
// needs nothing, because a write transaction there already runs alone.
import type { Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import { dialectOf } from './dialect.ts';

/** Serializes the transactions that act for one account (call inside a transaction). */
export async function lockUser(trx: Kysely<Database>, userId: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
