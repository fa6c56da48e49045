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

/**
 * lockUser that also reads the account's e-mail, in the same round trip (an order's write set needs
 * it). On SQLite a plain read: the write transaction already runs alone.
 */
export async function lockUserReadingEmail(trx: Kysely<Database>, userId: number): Promise<{ email: string } | undefined> {
  const query = trx.selectFrom('users').select('email').where('id', '=', userId);
  return dialectOf(trx) === 'postgres' ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}
