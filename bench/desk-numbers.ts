// The managers' numbers over 100,000 orders (docs/desk.md, "The numbers"), on SQLite and PostgreSQL:
// 90 days of orders in the four countries in every state, with their history, leads and calls by 20
// agents, written straight into the database; then desk.numbers.report over HTTP as a signed-in manager
// (a quarter by day, the same by week, one country). Goal: each answers in < 300 ms (median of 15; the
// slowest is printed too).
//
//   npx tsx bench/desk-numbers.ts [--orders 100000] [--sqlite-only]
import { sql } from 'kysely';
import { COUNTRY_CODES, type OrderStatus } from '@zdravo/contract';
import { addDays, type CallOutcome } from '@zdravo/contract/desk';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import {
  fixtureAgents,
  fixtureUser,
  insertFixtureOrders,
  localAt,
  type FixtureOrder,
} from '../apps/server/src/desk/numbers/testing.ts';
import { deskCall, signedInStaff } from './desk-lib.ts';
import { freshDb, kinds, startServer, stopServer, type Kind } from './orders-lib.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ORDERS = arg('--orders', 100_000);
const DAYS = 90;
const RUNS = 15;
const FIRST_DAY = '2026-08-01';

/** Where an order ended, as a COD shop's orders do: most confirmed and delivered, some lost on the way. */
const PATHS: { weight: number; path: OrderStatus[]; outcome: CallOutcome | null }[] = [
  { weight: 52, path: ['confirmed', 'shipped', 'delivered'], outcome: 'confirmed' },
  { weight: 8, path: ['confirmed', 'shipped'], outcome: 'confirmed' },
  { weight: 6, path: ['confirmed'], outcome: 'confirmed' },
  { weight: 9, path: ['confirmed', 'shipped', 'refused'], outcome: 'confirmed' },
  { weight: 2, path: ['confirmed', 'shipped', 'delivered', 'returned'], outcome: 'confirmed' },
  { weight: 2, path: ['confirmed', 'withdrawn'], outcome: 'confirmed' },
  { weight: 12, path: ['cancelled'], outcome: 'cancelled' },
  { weight: 4, path: [], outcome: null },
  { weight: 5, path: ['cancelled'], outcome: 'wrongNumber' },
];
const pickPath = (i: number) => {
  let r = (i * 7919) % 100;
  for (const p of PATHS) if ((r -= p.weight) < 0) return p;
  return PATHS[0]!;
};

function orders(agents: number[]): FixtureOrder[] {
  return Array.from({ length: ORDERS }, (_, i) => {
    const day = addDays(FIRST_DAY, i % DAYS);
    const hour = 7 + ((i * 13) % 15) + (i % 60) / 60;
    const { path, outcome } = pickPath(i);
    const agent = agents[i % agents.length]!;
    const minutes = 5 + ((i * 31) % 120);
    return {
      country: COUNTRY_CODES[i % 4]!,
      placedAt: localAt(day, hour),
      status: path.at(-1) ?? 'received',
      totalMinor: 2990 + (i % 7) * 1000,
      path,
      dueAt: localAt(day, hour + 1),
      calls: outcome
        ? [
            ...(i % 5 === 0
              ? [{ staffId: agent, outcome: 'noAnswer' as const, at: localAt(day, hour + minutes / 120) }]
              : []),
            { staffId: agent, outcome, at: localAt(day, hour + minutes / 60) },
          ]
        : [],
      addedMinor: i % 9 === 0 ? 1000 : 0,
    };
  });
}

async function fill(env: NodeJS.ProcessEnv): Promise<void> {
  const handle = openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL || undefined, poolSize: 2 });
  try {
    const agents = await fixtureAgents(
      handle.db,
      Array.from({ length: 20 }, (_, i) => `Agent ${i + 1}`),
    );
    await insertFixtureOrders(handle.db, await fixtureUser(handle.db), orders(agents));
    // A table that filled over months has statistics and, on PostgreSQL, a visibility map that lets an
    // index answer alone (autovacuum, SQLite's optimize); a bulk load has neither yet.
    await sql`${sql.raw(env.DATABASE_URL ? 'vacuum analyze' : 'analyze')}`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function bench(kind: Kind) {
  const db = await freshDb(kind);
  const server = await startServer(db);
  try {
    const t0 = performance.now();
    await fill(db.env);
    const filled = performance.now() - t0;
    const cookie = await signedInStaff(db.env, server.port, 0, 'manager');
    const last = addDays(FIRST_DAY, DAYS - 1);
    const cases = {
      'a quarter by day, all countries': { from: FIRST_DAY, to: last, grain: 'day' },
      'a quarter by week, all countries': { from: FIRST_DAY, to: last, grain: 'week' },
      'a quarter by day, HR': { from: FIRST_DAY, to: last, grain: 'day', country: 'HR' },
    };
    console.log(
      `${kind}: ${ORDERS.toLocaleString('en')} orders over ${DAYS} days written in ${(filled / 1000).toFixed(1)} s`,
    );
    for (const [name, params] of Object.entries(cases)) {
      const times: number[] = [];
      let orderCount = 0;
      for (let run = 0; run < RUNS + 1; run++) {
        const start = performance.now();
        const { answer } = await deskCall(server.port, cookie, 'desk.numbers.report', params);
        const ms = performance.now() - start;
        if (answer.status !== 'ok') throw new Error(JSON.stringify(answer).slice(0, 300));
        orderCount = (answer.data as { Funnel: { Orders: number }[] }).Funnel.reduce((n, f) => n + f.Orders, 0);
        if (run > 0) times.push(ms); // the first call warms the caches
      }
      console.log(
        `  ${name.padEnd(36)} median ${round(median(times))} ms  slowest ${round(Math.max(...times))} ms  (${orderCount} orders counted)  goal < 300 ms`,
      );
    }
  } finally {
    await stopServer(server);
    await db.drop();
  }
}

for (const kind of kinds()) await bench(kind);
process.exit(0);
