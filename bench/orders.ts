// shopOrders.add throughput and latency at 20 concurrent connections, on SQLite and PostgreSQL.
// The production build in a child process; every request a new order (its own IdempotencyKey), priced by the
// server, written with its lines and its lead at once (decision 037). Closed loop: 20 clients, each
// sending its next order when the previous answer arrived. The ordered products are counted in the
// warehouse (stock checks on: every order reserves its units in its own write, decision 059);
// --no-stock leaves them uncounted, to compare.
//
//   npm run build && npx tsx bench/orders.ts [--seconds 10] [--warmup-seconds 2] [--shoppers 20] [--no-stock] [--sqlite-only | --postgres-only]
//   (PostgreSQL: DATABASE_URL or local default)
import { randomUUID } from 'node:crypto';
import { postgresCpuMs, processCpuMs } from './lib.ts';
import {
  countStock,
  freshDb,
  kinds,
  orderParams,
  rpc,
  shopperCookie,
  startServer,
  stopServer,
  twoOfferIds,
  type Kind,
} from './orders-lib.ts';

const CONNECTIONS = 20;
const argValue = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = argValue('--seconds', 10);
const WARMUP_SECONDS = argValue('--warmup-seconds', 2);
// One shopper per connection: twenty people ordering at once, each one order after another. Fewer
// shoppers than connections make clients of one account wait for each other's account lock (an
// account's orders are placed one at a time, decision 037), which no real evening does at this rate.
const SHOPPERS = argValue('--shoppers', CONNECTIONS);
const STOCK = !process.argv.includes('--no-stock');

export interface OrdersBenchResult {
  kind: Kind;
  orders: number;
  errors: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU the server process spent per order, in µs (steadier than orders/s on a shared machine). */
  serverCpuUs: number | null;
  /** CPU all PostgreSQL processes spent per order, in µs (PostgreSQL only). */
  postgresCpuUs: number | null;
  /** CPU this bench's own client spent per order, in µs: it shares the machine with the server. */
  clientCpuUs: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchOrders(kind: Kind): Promise<OrdersBenchResult> {
  const db = await freshDb(kind);
  const server = await startServer(db);
  try {
    const ids = await twoOfferIds(server.port);
    if (STOCK) await countStock(db, ids);
    const cookies = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopperCookie(server.port, i)));
    // Warm-up, not measured: the same load for WARMUP_SECONDS, so the figures are the steady state a
    // shop's server is in when an evening's orders come (its hot code compiled by the JIT, every pooled
    // connection with its prepared statements, the new tables past their first pages). Without it the
    // first half second of a fresh process held most of the slowest 1 % (decision 037, amendment 6).
    const warmUntil = performance.now() + WARMUP_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        do await rpc(server.port, cookies[i % SHOPPERS]!, 'shopOrders.add', orderParams(ids, randomUUID()));
        while (performance.now() < warmUntil);
      }),
    );

    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    const serverCpu0 = processCpuMs(server.child.pid!);
    const clientCpu0 = process.cpuUsage();
    const postgresCpu0 = kind === 'postgres' ? postgresCpuMs() : null;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const { answer } = await rpc(
            server.port,
            cookies[i % SHOPPERS]!,
            'shopOrders.add',
            orderParams(ids, randomUUID()),
          );
          latencies.push(performance.now() - t0);
          if (answer.status !== 'ok') errors++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const serverCpu1 = processCpuMs(server.child.pid!);
    const clientCpu = process.cpuUsage(clientCpu0);
    const postgresCpu1 = kind === 'postgres' ? postgresCpuMs() : null;
    const perOrderUs = (from: number | null, to: number | null) =>
      from === null || to === null ? null : Math.round(((to - from) * 1000) / latencies.length);
    latencies.sort((a, b) => a - b);
    return {
      kind,
      orders: latencies.length - errors,
      errors,
      ordersPerSecond: Math.round((latencies.length - errors) / elapsed),
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      serverCpuUs: perOrderUs(serverCpu0, serverCpu1),
      postgresCpuUs: perOrderUs(postgresCpu0, postgresCpu1),
      clientCpuUs: Math.round((clientCpu.user + clientCpu.system) / latencies.length),
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
        `(${CONNECTIONS} connections, ${SHOPPERS} shoppers, stock ${STOCK ? 'counted' : 'not counted'}, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ${r.orders} orders, ${r.errors} errors); CPU per order: server ${r.serverCpuUs ?? '?'} µs` +
        (r.kind === 'postgres' ? `, PostgreSQL ${r.postgresCpuUs ?? '?'} µs` : '') +
        `, this client ${r.clientCpuUs} µs`,
    );
  }
  process.exit(0);
}
