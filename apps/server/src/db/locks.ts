// Row locks where the dialects differ: PostgreSQL locks the row until the transaction ends; SQLite
// needs nothing, because a write transaction there already runs alone.
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema/index.ts';
import { dialectOf } from './dialect.ts';

/** Serializes the transactions that act for one account (call inside a transaction). */
export async function lockUser(trx: Kysely<Database>, userId: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * A claim's chosen rows, locked as they are chosen on PostgreSQL (`FOR UPDATE SKIP LOCKED`): a row
 * another claim holds is passed over, and a row changed since the statement began is checked against
 * the conditions again before it is taken. So the statement that updates them needs no conditions of its
 * own beyond their ids, and PostgreSQL reaches them by primary key. SQLite: as it is (its writer runs alone).
 */
export function lockedAsChosen<DB, TB extends keyof DB, O>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
  db: Kysely<any>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forUpdate().skipLocked() : query;
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

/**
 * Serializes the payout imports of one courier in one country (call inside the import's transaction):
 * two managers importing the same statement at once must not both count its money. PostgreSQL: a
 * transaction-scoped advisory lock on the pair; SQLite: nothing (its writer runs alone).
 */
export async function lockCourierPayouts(trx: Kysely<Database>, country: string, courier: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`remittance:${country}:${courier}`}))`.execute(trx);
}

/**
 * A read of rows the transaction is about to rewrite, locked until it ends on PostgreSQL (`FOR UPDATE`),
 * so a concurrent writer's change is not lost. SQLite: as it is (its writer runs alone).
 */
export function lockedForWrite<DB, TB extends keyof DB, O>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
  db: Kysely<any>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}
