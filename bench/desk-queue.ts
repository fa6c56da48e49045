// The desk's call queue under a real team's load: 10,000 open leads, 20 agents at once, on PostgreSQL
// (and SQLite). Measures the queue's first page (desk.queue.list), a supervisor's filtered later page
// (callable now, nobody holding it, the third page) and the backlog counts (desk.queue.backlog), taking
// a lead (desk.queue.take, then letting it go) and recording a call's outcome (desk.calls.record, a
// call back), each p50/p99 over a closed loop of 20 agents. Goal: p99 < 50 ms for the page and the take.
//
//   npx tsx bench/desk-queue.ts [--seconds 8] [--sqlite-only] [--leads 10000]
import os from 'node:os';
import { sql } from 'kysely';
import { callDueAt, type CountryCode } from '@zdravo/contract';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { deskCall, signedInStaff } from './desk-lib.ts';
import { freshDb, kinds, startServer, stopServer, type Kind } from './orders-lib.ts';

const AGENTS = 20;
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SECONDS = arg('--seconds', 8);
const LEADS = arg('--leads', 10_000);
const COUNTRIES: CountryCode[] = ['BA', 'RS', 'HR', 'ME'];

/** 10,000 orders waiting for their call, with their lines, written straight into the database. */
async function fillLeads(env: NodeJS.ProcessEnv): Promise<void> {
  const handle = openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL || undefined, poolSize: 2 });
  try {
    const offer = await handle.db.selectFrom('offers').select('id').executeTakeFirstOrThrow();
    const start = Date.now() - 2 * 3_600_000;
    for (let from = 0; from < LEADS; from += 500) {
      await handle.db.transaction().execute(async (trx) => {
        for (let i = from; i < Math.min(LEADS, from + 500); i++) {
          const country = COUNTRIES[i % 4]!;
          const at = new Date(start + i * 700).toISOString();
          const { id } = await trx
            .insertInto('orders')
            .values({
              user_id: null,
              status: 'received',
              country,
              currency: 'EUR',
              first_name: 'Bench',
              last_name: `Kupac ${i}`,
              phone: `+3876${String(1_000_000 + (i % 4000)).slice(-7)}`,
              subtotal_minor: 3290,
              delivery_minor: 500,
              total_minor: 3790,
              club_discount_minor: 0,
              idempotency_key: null,
              lead_id: `B${String(i).padStart(7, '0')}`,
              lead_forwarded_at: at,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('order_lines')
            .values({
              order_id: id,
              offer_id: offer.id,
              name: 'Pure Fit',
              image: null,
              quantity: 1 + (i % 3),
              unit_old_minor: 3990,
              unit_price_minor: 3290,
              line_total_minor: 3290,
            })
            .execute();
          const due = new Date(callDueAt(country, Date.parse(at))).toISOString();
          await trx
            .insertInto('call_leads')
            .values({
              order_id: id,
              country,
              due_at: due,
              next_call_at: due,
              held_by: null,
              held_until: null,
              first_called_at: null,
              closed_at: null,
              created_at: at,
            })
            .execute();
        }
      });
    }
    // A queue that filled over days has table statistics (autovacuum keeps them); a bulk load has none
    // until this, and the planner would guess from empty tables.
    if (handle.kind === 'postgres') await sql`analyze`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Runs `step` in a closed loop per agent; a step answers the milliseconds it measured. */
async function loop(
  cookies: string[],
  step: (cookie: string, i: number) => Promise<number>,
): Promise<{ p50: number; p99: number; count: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      while (performance.now() < deadline) latencies.push(await step(cookie, i));
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), count: latencies.length };
}

export async function benchDeskQueue(kind: Kind) {
  const db = await freshDb(kind);
  const server = await startServer(db);
  try {
    await fillLeads(db.env);
    const cookies: string[] = [];
    for (let n = 0; n < AGENTS; n++) cookies.push(await signedInStaff(db.env, server.port, n, 'agent'));
    const first = await deskCall(server.port, cookies[0]!, 'desk.queue.list', {});
    const page = first.answer.data as { OrderID: number }[];
    if (first.answer.status !== 'ok' || page.length !== 50)
      throw new Error(`queue answered ${JSON.stringify(first.answer).slice(0, 200)}`);
    // Warm-up.
    await Promise.all(cookies.map((c) => deskCall(server.port, c, 'desk.queue.list', {})));
    const list = await loop(cookies, async (cookie) => {
      const t0 = performance.now();
      const { answer } = await deskCall(server.port, cookie, 'desk.queue.list', {});
      if (answer.status !== 'ok') throw new Error(String(answer.data));
      return performance.now() - t0;
    });
    // What a supervisor asks: a filtered page further down, and the backlog's counts over every open lead.
    const filtered = await loop(cookies, async (cookie) => {
      const t0 = performance.now();
      const { answer } = await deskCall(server.port, cookie, 'desk.queue.list', {
        due: 'now',
        heldBy: 'free',
        page: 2,
      });
      if (answer.status !== 'ok') throw new Error(String(answer.data));
      return performance.now() - t0;
    });
    const backlog = await loop(cookies, async (cookie) => {
      const t0 = performance.now();
      const { answer } = await deskCall(server.port, cookie, 'desk.queue.backlog', {});
      if (answer.status !== 'ok') throw new Error(String(answer.data));
      return performance.now() - t0;
    });
    // Each agent takes leads of its own share of the first page (as agents do from the top), then lets go.
    let taken = 0;
    let refused = 0;
    // The take is measured; the release after it (the agent hangs up) is not.
    const take = await loop(cookies, async (cookie, i) => {
      const orderId = page[(i + taken) % page.length]!.OrderID;
      const t0 = performance.now();
      const { answer } = await deskCall(server.port, cookie, 'desk.queue.take', { orderId });
      const ms = performance.now() - t0;
      if (answer.status === 'ok') {
        taken++;
        await deskCall(server.port, cookie, 'desk.queue.release', { orderId });
      } else refused++;
      return ms;
    });
    // A call's outcome (a call back tomorrow: the lead moves on in the queue, the order stays open),
    // measured alone: the take before it is not. Each agent works its own leads of the first page.
    let rounds = 0;
    const outcome = await loop(cookies, async (cookie, i) => {
      const orderId = page[(i + AGENTS * rounds++) % page.length]!.OrderID;
      const took = await deskCall(server.port, cookie, 'desk.queue.take', { orderId });
      if (took.answer.status !== 'ok') return 0;
      const t0 = performance.now();
      const { answer } = await deskCall(server.port, cookie, 'desk.calls.record', {
        orderId,
        outcome: 'callBack',
        callBackAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      if (answer.status !== 'ok') throw new Error(`record answered ${JSON.stringify(answer)}`);
      return performance.now() - t0;
    });
    return { kind, leads: LEADS, agents: AGENTS, list, filtered, backlog, take, taken, refused, outcome };
  } finally {
    await stopServer(server);
    // BENCH_KEEP_DB=1 keeps the database to look at its query plans.
    if (process.env.BENCH_KEEP_DB) console.log('kept', db.env);
    else await db.drop();
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  for (const kind of kinds()) {
    const r = await benchDeskQueue(kind);
    // The machine may be shared: its load says how far the figures are from an idle one.
    console.log(
      `${kind}: ${r.leads} open leads, ${r.agents} agents (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${os.cpus().length} cores)`,
    );
    console.log(
      `  queue first page   p50 ${r.list.p50} ms  p99 ${r.list.p99} ms  (${r.list.count} calls)   goal p99 < 50 ms`,
    );
    console.log(`  filtered page 3   p50 ${r.filtered.p50} ms  p99 ${r.filtered.p99} ms  (${r.filtered.count} calls)`);
    console.log(`  backlog counts    p50 ${r.backlog.p50} ms  p99 ${r.backlog.p99} ms  (${r.backlog.count} calls)`);
    console.log(
      `  take              p50 ${r.take.p50} ms  p99 ${r.take.p99} ms  (${r.taken} taken, ${r.refused} held by another)   goal p99 < 50 ms`,
    );
    console.log(`  outcome (call back) p50 ${r.outcome.p50} ms  p99 ${r.outcome.p99} ms  (${r.outcome.count} calls)`);
  }
  process.exit(0);
}
