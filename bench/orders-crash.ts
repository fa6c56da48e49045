// kill -9 during a stream of orders: no acknowledged order may be lost, and none doubled.
// A real server child process takes orders from 16 concurrent clients; after a random 0.8–1.6 s it is
// killed with SIGKILL (no shutdown, no flush). It is restarted on the same database, and then:
//   - every order the server acknowledged (answered ok with an id) is there, with its lines and lead;
//   - every request whose answer was lost in the crash is retried with its IdempotencyKey, and
//     answers the order it had made if it committed, or makes it now — never a second one;
//   - the orders table holds exactly one order per key;
//   - the stock (counted for the ordered products) holds no reservation without its order and no
//     order without its reservation: the ledger matches every order's lines, the levels the ledger.
// Three kill rounds per database.
//
//   npx tsx bench/orders-crash.ts [--sqlite-only]
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import {
  countStock,
  freshDb,
  kinds,
  orderParams,
  rpc,
  shopperCookie,
  startServer,
  stopServer,
  stockMismatches,
  twoOfferIds,
  type Kind,
} from './orders-lib.ts';

const CLIENTS = 16;
const ROUNDS = 3;

export interface CrashResult {
  kind: Kind;
  acknowledged: number;
  unknownOutcome: number;
  /** Of the lost answers, orders that had committed: their retry must answer the same order. */
  committedUnanswered: number;
  retryMismatch: number;
  lost: number;
  doubled: number;
  ordersInDb: number;
  /** Orders whose reservation is missing or wrong, and reserved units no order accounts for. */
  stock: { ordersWithout: number; unitsAstray: number };
}

export async function crashOrders(kind: Kind): Promise<CrashResult> {
  const db = await freshDb(kind);
  let server = await startServer(db);
  const acked = new Map<string, number>(); // IdempotencyKey → order id
  const unknown = new Set<string>(); // sent, but the answer died with the server
  const committedUnanswered = new Map<string, number>(); // of those, committed before the kill
  let retryMismatch = 0;
  let cookie = '';
  let ids: [number, number] = [0, 0];
  try {
    ids = await twoOfferIds(server.port);
    await countStock(db, ids);
    cookie = await shopperCookie(server.port);
    for (let round = 1; round <= ROUNDS; round++) {
      let dead = false;
      const killAt = 800 + Math.random() * 800;
      const killer = new Promise<void>((resolve) =>
        setTimeout(() => {
          dead = true;
          server.child.kill('SIGKILL');
          resolve();
        }, killAt),
      );
      const port = server.port;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (!dead) {
            const key = randomUUID();
            try {
              const { answer } = await rpc(port, cookie, 'shopOrders.add', orderParams(ids, key));
              if (answer.status === 'ok') acked.set(key, answer.data as number);
              else throw new Error(`refused: ${JSON.stringify(answer)}`);
            } catch (error) {
              if (!dead) throw error;
              unknown.add(key);
            }
          }
        }),
      );
      await killer;
      const child = server.child;
      if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
      server = await startServer(db);
      console.log(
        `  ${kind} round ${round}: killed after ${Math.round(killAt)} ms; ${acked.size} acknowledged so far, ${unknown.size} answers lost in crashes`,
      );
    }

    // Which of the unanswered requests had committed before the kill (their retry must answer that order).
    const probe = openDatabase({ dataDir: db.env.DATA_DIR!, databaseUrl: db.env.DATABASE_URL || undefined });
    try {
      const rows = await probe.db
        .selectFrom('orders')
        .select(['id', 'idempotency_key'])
        .where('idempotency_key', 'in', [...unknown])
        .execute();
      for (const r of rows) committedUnanswered.set(r.idempotency_key!, r.id);
    } finally {
      await probe.close();
    }
    // Retry every request whose answer was lost: the key decides, so no order is made twice.
    for (const key of unknown) {
      const { answer } = await rpc(server.port, cookie, 'shopOrders.add', orderParams(ids, key));
      if (answer.status !== 'ok') throw new Error(`retry refused: ${JSON.stringify(answer)}`);
      acked.set(key, answer.data as number);
      if (committedUnanswered.has(key) && committedUnanswered.get(key) !== answer.data) retryMismatch++;
    }
  } finally {
    await stopServer(server);
  }

  const stock = await stockMismatches(db);
  const handle = openDatabase({ dataDir: db.env.DATA_DIR!, databaseUrl: db.env.DATABASE_URL || undefined });
  try {
    const rows = await handle.db
      .selectFrom('orders')
      .leftJoin('leads', 'leads.lead_id', 'orders.lead_id')
      .select(['orders.id', 'orders.idempotency_key', 'leads.id as lead'])
      .execute();
    const lineCounts = await handle.db.selectFrom('order_lines').select(['order_id']).execute();
    const withLines = new Set(lineCounts.map((l) => l.order_id));
    const byKey = new Map<string, number[]>();
    for (const r of rows) byKey.set(r.idempotency_key ?? '', [...(byKey.get(r.idempotency_key ?? '') ?? []), r.id]);
    let lost = 0;
    for (const [key, id] of acked) {
      const row = rows.find((r) => r.id === id && r.idempotency_key === key);
      if (!row || row.lead === null || !withLines.has(id)) lost++;
    }
    const doubled = [...byKey.values()].filter((list) => list.length > 1).length;
    return {
      kind,
      acknowledged: acked.size - unknown.size,
      unknownOutcome: unknown.size,
      committedUnanswered: committedUnanswered.size,
      retryMismatch,
      lost,
      doubled,
      ordersInDb: rows.length,
      stock,
    };
  } finally {
    await handle.close();
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const kind of kinds()) {
    const r = await crashOrders(kind);
    const ok =
      r.lost === 0 &&
      r.doubled === 0 &&
      r.retryMismatch === 0 &&
      r.ordersInDb === r.acknowledged + r.unknownOutcome &&
      r.stock.ordersWithout === 0 &&
      r.stock.unitsAstray === 0;
    failed ||= !ok;
    console.log(
      `kill -9 on ${kind}: ${r.acknowledged} orders acknowledged before the kills, ${r.unknownOutcome} answers lost in the crashes ` +
        `(${r.committedUnanswered} of them had committed; their retries answered the same order: ${r.retryMismatch === 0 ? 'yes' : 'NO'}); ` +
        `${r.ordersInDb} orders in the database; lost ${r.lost}, doubled ${r.doubled}; stock: orders without their reservation ${r.stock.ordersWithout}, reserved units without their order ${r.stock.unitsAstray} → ${ok ? 'OK' : 'FAILED'}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
