// One server process against two, on PostgreSQL and Redis (REDIS_URL, default the local one):
// offers.f.getAll (includeReviews, HR) and shopOrders.add throughput, closed loop, the connections
// split evenly over the processes as a round-robin load balancer would. The load generator runs in
// this process on the same machine, so with 2 cores it competes with the servers, PostgreSQL and
// Redis: the ratio says what a second process buys on THIS box, not on a bigger one.
//
//   npx tsx bench/processes.ts [--seconds 6] [--rounds 3]
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  freshDb,
  orderParams,
  rpc,
  shopperCookie,
  stopServer,
  twoOfferIds,
  type BenchDb,
  type ServerHandle,
} from './orders-lib.ts';
import { freePort, spawnAndWait } from './lib.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('--seconds', 6);
const ROUNDS = arg('--rounds', 3);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CATALOG_CONNECTIONS = 50;
const ORDER_CONNECTIONS = 20;

interface Figures {
  perSecond: number;
  p99Ms: number;
  errors: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `connections` clients, client i on server i mod n, each sending its next call when the answer came. */
async function closedLoop(
  ports: number[],
  connections: number,
  call: (port: number, i: number) => Promise<boolean>,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const port = ports[i % ports.length]!;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (!(await call(port, i))) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round((latencies.length - errors) / elapsed),
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}

async function startProcesses(db: BenchDb, n: number): Promise<ServerHandle[]> {
  const env = {
    ...db.env,
    REDIS_URL,
    REDIS_PREFIX: `bench-${randomBytes(5).toString('hex')}:`,
    ORDERS_PER_HOUR: '10000',
  };
  const servers: ServerHandle[] = [];
  // One after the other: the first seeds the empty catalog.
  for (let i = 0; i < n; i++) {
    const port = await freePort();
    const { child } = await spawnAndWait(['apps/server/src/main.ts'], env, port, '/healthz');
    servers.push({ kind: 'postgres', port, child });
  }
  return servers;
}

/**
 * Both processes run throughout; each round measures one process (all connections on A) right next
 * to two (connections split over A and B). On a shared machine the load drifts over minutes, and
 * interleaving charges that drift to both sides alike; an idle B costs next to nothing.
 */
async function measure(): Promise<Record<'catalog' | 'orders', Record<1 | 2, Figures[]>>> {
  const db = await freshDb('postgres');
  const servers: ServerHandle[] = [];
  try {
    servers.push(...(await startProcesses(db, 2)));
    const ports = servers.map((s) => s.port);
    const ids = await twoOfferIds(ports[0]!);
    const cookies = await Promise.all(Array.from({ length: 5 }, (_, i) => shopperCookie(ports[0]!, i)));
    const catalogCall = (port: number) =>
      rpc(port, '', 'offers.f.getAll', { includeReviews: true }).then((r) => r.answer.status === 'ok');
    const orderCall = (port: number, i: number) =>
      rpc(port, cookies[i % cookies.length]!, 'shopOrders.add', orderParams(ids, randomUUID())).then(
        (r) => r.answer.status === 'ok',
      );
    // Warm-up on every process: JIT, caches, pool connections.
    for (const port of ports)
      await Promise.all(Array.from({ length: 20 }, (_, i) => Promise.all([catalogCall(port), orderCall(port, i)])));
    const result = {
      catalog: { 1: [] as Figures[], 2: [] as Figures[] },
      orders: { 1: [] as Figures[], 2: [] as Figures[] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which side goes first, so neither always follows the heavier run.
      for (const n of round % 2 ? ([2, 1] as const) : ([1, 2] as const)) {
        result.catalog[n].push(await closedLoop(ports.slice(0, n), CATALOG_CONNECTIONS, catalogCall));
        result.orders[n].push(await closedLoop(ports.slice(0, n), ORDER_CONNECTIONS, orderCall));
      }
    }
    return result;
  } finally {
    for (const s of servers) await stopServer(s);
    await db.drop();
  }
}

/** The run with the median rate (its p99 comes with it). */
const median = (rows: Figures[]): Figures =>
  [...rows].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rows.length / 2)]!;
const line = (label: string, f: Figures) =>
  `  ${label.padEnd(30)} ${String(f.perSecond).padStart(6)} /s   p99 ${String(f.p99Ms).padStart(6)} ms${f.errors ? `   errors ${f.errors}` : ''}`;

const [load1, load5] = os.loadavg();
console.log(
  `Processes bench: PostgreSQL + Redis, ${os.cpus().length} cores, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} at start`,
);
console.log(
  `(${SECONDS} s per run, median of ${ROUNDS} interleaved rounds; catalog ${CATALOG_CONNECTIONS} connections, orders ${ORDER_CONNECTIONS}; generator on the same box)`,
);
const figures = await measure();
for (const [name, key] of [
  ['offers.f.getAll includeReviews', 'catalog'],
  ['shopOrders.add', 'orders'],
] as const) {
  const [a, b] = [median(figures[key][1]), median(figures[key][2])];
  console.log(`\n${name}`);
  console.log(line('1 process', a));
  console.log(line('2 processes', b));
  const pairs = figures[key][1].map((f, r) => (figures[key][2][r]!.perSecond / f.perSecond).toFixed(2));
  console.log(`  ratio 2 / 1 (medians): ${(b.perSecond / a.perSecond).toFixed(2)}   per round: ${pairs.join(', ')}`);
  console.log(
    `  all runs: 1 → ${figures[key][1].map((f) => f.perSecond).join(', ')}; 2 → ${figures[key][2].map((f) => f.perSecond).join(', ')}`,
  );
}
const [after1] = os.loadavg();
console.log(
  `\nload average at the end: ${after1!.toFixed(1)} (other work on this shared machine counts in every figure)`,
);
process.exit(0);
