// How a new order is written, where the dialects differ (docs/decisions/037-an-order-in-one-statement.md).
// Both hold the same two rules: one account's orders are placed one at a time, so the hourly limit
// holds under parallel submits; and the order with everything it brings is written whole or not at all.
//
// - PostgreSQL: ONE statement, no BEGIN/COMMIT — the order row (its id read ahead with nextSerialId)
//   and the rows that refer to it, joined as a write set (write-set.ts). The row's user_id is the
//   value of order_gate (migration 0042), which locks the account and refuses past the limit, so the
//   lock is held only while the server runs the statement and commits it: no round trip inside it.
// - SQLite: one transaction (it runs alone: the writer is serialized), the count, the order row, then
//   the rest. No round trips to save: the database is in the process.
// Both also hold the order's stock (stock-reserve.ts): a shortage refuses the whole order.
// A repeated IdempotencyKey fails both with the UNIQUE (user_id, idempotency_key) violation; the caller
// answers the order that key made.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import type { OrdersTable } from './schema/orders.ts';
import { dialectOf } from './dialect.ts';
import { gatedOrderAccount, isOrderLimitRefusal } from './locks.ts';
import { executeWriteSet, joinWriteSet, type WriteStatement } from './write-set.ts';
import { shapedStatement } from './shaped-query.ts';
import {
  reserveInTransaction,
  reserveStatement,
  StockShortage,
  stockShortageOf,
  type UnitsToReserve,
} from './stock-reserve.ts';

type GatedRowValues = Record<string, string | number | null> & {
  gateUser: number;
  gateSince: string;
  gateLimit: number;
};

/** The order row whose account is order_gate's answer; built once per set of columns (shaped-query.ts). */
const gatedOrderRow = shapedStatement(
  'gatedOrderRow',
  (columns: string) => columns,
  (db, _columns, values: GatedRowValues) => {
    const { gateUser, gateSince, gateLimit, ...row } = values;
    return db.insertInto('orders').values({
      ...(row as unknown as Insertable<OrdersTable>),
      user_id: gatedOrderAccount(gateUser, gateSince, gateLimit),
    });
  },
);

const columnsOf = (row: object): string => Object.keys(row).join();

export interface NewOrderWrite {
  userId: number;
  /** The hourly limit: at most `limit` orders of the account created after `sinceIso`. */
  sinceIso: string;
  limit: number;
  /** The order row, but its id and account. */
  row: Omit<Insertable<OrdersTable>, 'id' | 'user_id'>;
  /** PostgreSQL: the order's id, read ahead (nextSerialId); null on SQLite, where the insert gives it. */
  idAhead: number | null;
  /** What comes with the order (lines, history, …), given its id: they commit with it or not at all. */
  dependents: (db: Kysely<Database>, orderId: number) => WriteStatement[];
  /** The stock the order holds from its warehouse (stock-reserve.ts): taken with it, or neither is written. */
  reserve: UnitsToReserve;
}

/**
 * What the write did: the new order's id, 'limit' (the account reached its hourly limit), or the
 * stock shortage that refused it — nothing written in either refusal.
 */
export type OrderWriteOutcome = { orderId: number } | 'limit' | StockShortage;

export async function writeNewOrder(db: Kysely<Database>, order: NewOrderWrite): Promise<OrderWriteOutcome> {
  return dialectOf(db) === 'postgres' ? inOneStatement(db, order) : inOneTransaction(db, order);
}

async function inOneStatement(db: Kysely<Database>, order: NewOrderWrite): Promise<OrderWriteOutcome> {
  const id = order.idAhead;
  if (id === null) throw new Error('an order on PostgreSQL needs its id read ahead (nextSerialId)');
  const row = gatedOrderRow(db, columnsOf(order.row), {
    ...order.row,
    id,
    gateUser: order.userId,
    gateSince: order.sinceIso,
    gateLimit: order.limit,
  } as GatedRowValues);
  try {
    // Autocommit: a single statement is its own transaction.
    await db.executeQuery(joinWriteSet([row, ...order.dependents(db, id), reserveStatement(db, id, order.reserve)]));
  } catch (error) {
    if (isOrderLimitRefusal(error)) return 'limit';
    const shortage = stockShortageOf(error);
    if (shortage) return shortage;
    throw error;
  }
  return { orderId: id };
}

async function inOneTransaction(db: Kysely<Database>, order: NewOrderWrite): Promise<OrderWriteOutcome> {
  try {
    return await orderTransaction(db, order);
  } catch (error) {
    if (error instanceof StockShortage) return error;
    throw error;
  }
}

function orderTransaction(db: Kysely<Database>, order: NewOrderWrite): Promise<OrderWriteOutcome> {
  return db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', order.userId)
      .where('created_at', '>', order.sinceIso)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= order.limit) return 'limit' as const;
    const { id } = await trx
      .insertInto('orders')
      .values({ ...order.row, user_id: order.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await executeWriteSet(trx, order.dependents(trx, id));
    await reserveInTransaction(trx, id, order.reserve);
    return { orderId: id };
  });
}
