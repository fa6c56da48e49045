// shopOrders.add throughput and latency at 20 concurrent connections, on SQLite and PostgreSQL.
// A real server child process; every request a new order (its own IdempotencyKey), priced by the
// server, written with its lines and its lead in one transaction. Closed loop: 20 clients, each
// sending its next order when the previous answer arrived.
//
//   npx tsx bench/orders.ts [--seconds 10] [--sqlite-only]      (PostgreSQL: DATABASE_URL or local default)
import { randomUUID } from 'node:crypto';
import { freshDb, kinds, orderParams, rpc, shopperCookie, startServer, stopServer, twoOfferIds, type Kind } from './orders-lib.ts';

const CONNECTIONS = 20;
const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;

export interface OrdersBenchResult {
  kind: Kind;
  orders: number;
  errors: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchOrders(kind: Kind): Promise<OrdersBenchResult> {
  const db = await freshDb(kind);
  const server = await startServer(db);
  try {
    const ids = await twoOfferIds(server.port);
    // A few shoppers, as in life; each client keeps one.
    const cookies = await Promise.all(Array.from({ length: 5 }, (_, i) => shopperCookie(server.port, i)));
    // Warm-up: JIT, prepared statements, pool connections.
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => rpc(server.port, cookies[i % 5]!, 'shopOrders.add', orderParams(ids, randomUUID()))));

    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const { answer } = await rpc(server.port, cookies[i % 5]!, 'shopOrders.add', orderParams(ids, randomUUID()));
          latencies.push(performance.now() - t0);
          if (answer.status !== 'ok') errors++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      kind,
      orders: latencies.length - errors,
      errors,
      ordersPerSecond: Math.round((latencies.length - errors) / elapsed),
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    };
  } finally {
    await stopServer(server);
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of kinds()) {
    const r = await benchOrders(kind);
    console.log(
      `shopOrders.add on ${kind.padEnd(8)}: ${r.ordersPerSecond} orders/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms ` +
        `(${CONNECTIONS} connections, ${SECONDS} s, ${r.orders} orders, ${r.errors} errors)`,
    );
  }
  process.exit(0);
}
