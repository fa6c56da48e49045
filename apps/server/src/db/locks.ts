// Row locks where the dialects differ: PostgreSQL locks the row until the transaction ends; SQLite
// needs nothing, because a write transaction there already runs alone.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema/index.ts';
import { dialectOf } from './dialect.ts';

/** Serializes the transactions that act for one account (call inside a transaction). */
export async function lockUser(trx: Kysely<Database>, userId: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * PostgreSQL: the account id, as the value of a new order's `user_id`, once the account is locked and
 * has placed fewer than `limit` orders since `sinceIso` (migration 0042's order_gate; else the whole
 * statement fails, see isOrderLimitRefusal). Being the order row's own value, the gate runs before that
 * row is written. Why: docs/decisions/037-an-order-in-one-statement.md.
 */
export const gatedOrderAccount = (userId: number, sinceIso: string, limit: number): RawBuilder<number> =>
  sql<number>`order_gate(${userId}, ${sinceIso}, ${limit})`;

/** The order_gate's refusal: the account reached its hourly limit and nothing was written. */
export function isOrderLimitRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ZR429';
}
