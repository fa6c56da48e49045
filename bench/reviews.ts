// What a review page costs: the first page of shopReviews.getAll for an offer with 10,000 approved
// reviews against one with 10, on the real app (buildApp on a fresh SQLite database, listening on
// port 0), 50 connections, interleaved rounds (median of each). Keyset paging on the sort's index
// should make the two alike: the goal is a ratio of at least 0.8. The other sorts follow, for
// information. With DATABASE_URL set the same runs go to PostgreSQL (a fresh schema, dropped after).
//
//   npx tsx bench/reviews.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createTestDb } from '../apps/server/src/db/testing.ts';
import type { ReviewOrders } from '@zdravo/contract/methods';
import { pageQuery } from '../apps/server/src/modules/reviews/index.ts';
import { load, printTable, type LoadResult } from './lib.ts';

const HEADERS = { 'x-shop-country': 'HR' };
const ROUNDS = 3;
const ROUND_SEC = 5;
const BIG = 10_000;
const SMALL = 10;

const median = (rows: LoadResult[]): LoadResult =>
  [...rows].sort((a, b) => a.requestsPerSec - b.requestsPerSec)[Math.floor(rows.length / 2)]!;
const call = (offerId: number, orders?: unknown) =>
  JSON.stringify({
    action: 'call',
    method: 'shopReviews.getAll',
    params: { OfferID: offerId, ...(orders ? { orders } : {}) },
    meta: { id: 1 },
  });

async function main(): Promise<void> {
  const kind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
  const testDb = await createTestDb(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-bench-reviews-'));
  const app = await buildApp(
    { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }), databaseUrl: testDb.databaseUrl },
    { logger: false, database: testDb.handle },
  );
  const db = testDb.handle.db;
  try {
    await app.ready();
    const id = async (slog: string) =>
      (await db.selectFrom('offers').select('id').where('slog', '=', slog).executeTakeFirstOrThrow()).id;
    const [big, small] = [await id('pure-fit'), await id('digest-detox')];
    await db.deleteFrom('reviews').where('offer_id', 'in', [big, small]).execute();
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const rows = (offerId: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        offer_id: offerId,
        user_id: null,
        author_first_name: 'Kupac',
        author_last_name: 'K',
        rating: (i % 5) + 1,
        review: `Recenzija ${i}: ${'tekst '.repeat(30)}`,
        review_head: `Naslov ${i}`,
        is_approved: 1,
        attachments: i % 4 === 0 ? '["/images/review-sample.webp"]' : '[]',
        has_files: i % 4 === 0 ? 1 : 0,
        created_at: new Date(start + i * 37_000).toISOString(),
      }));
    for (const [offerId, n] of [
      [big, BIG],
      [small, SMALL],
    ] as const) {
      const all = rows(offerId, n);
      for (let i = 0; i < all.length; i += 500)
        await db
          .insertInto('reviews')
          .values(all.slice(i, i + 500))
          .execute();
    }
    // Deterministic where the load figures are not: each sort's first page and a later page read the
    // sort's index in order (no sort step, no scan of the offer's other reviews).
    const SORTS: ReviewOrders[] = [
      ['createdAt', 'desc'],
      'files',
      ['createdAt', 'asc'],
      ['Rating', 'desc'],
      ['Rating', 'asc'],
    ];
    console.log('Query plans (first page | page after review #5000):');
    for (const orders of SORTS) {
      const plans: string[] = [];
      for (const last of [null, { id: 5000, has_files: 0, rating: 3, created_at: '2025-01-03T00:00:00.000Z' }]) {
        const compiled = pageQuery(db, { offerId: big, orders }, last).compile();
        const prefix = kind === 'sqlite' ? 'explain query plan ' : 'explain ';
        const plan = await db.executeQuery({ ...compiled, sql: prefix + compiled.sql });
        plans.push(
          plan.rows
            .map((r) => String((r as Record<string, unknown>).detail ?? (r as Record<string, unknown>)['QUERY PLAN']))
            .filter((l) => /reviews|Sort|TEMP|Scan|Index/i.test(l))
            .map((l) => l.trim())
            .join('; '),
        );
      }
      console.log(`  ${JSON.stringify(orders).padEnd(22)} ${plans.join('  |  ')}`);
    }

    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/_rpc`;
    const first = (await (
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...HEADERS }, body: call(big) })
    ).json()) as { data: unknown[] };
    console.log(`${kind}: ${BIG} vs ${SMALL} approved reviews; a first page holds ${first.data.length} reviews`);

    const bigs: LoadResult[] = [];
    const smalls: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      smalls.push(
        await load({
          name: `first page, ${SMALL} reviews`,
          url,
          body: call(small),
          headers: HEADERS,
          durationSec: ROUND_SEC,
        }),
      );
      bigs.push(
        await load({
          name: `first page, ${BIG} reviews`,
          url,
          body: call(big),
          headers: HEADERS,
          durationSec: ROUND_SEC,
        }),
      );
    }
    const baseline = median(smalls);
    const result = median(bigs);
    printTable(`Newest first, 50 connections, median of ${ROUNDS} × ${ROUND_SEC} s`, [baseline, result]);
    console.log(
      `  ratio ${BIG}/${SMALL}: ${(result.requestsPerSec / baseline.requestsPerSec).toFixed(2)} (goal ≥ 0.8); per round: ${bigs.map((r, i) => (r.requestsPerSec / smalls[i]!.requestsPerSec).toFixed(2)).join(', ')}`,
    );

    const others: LoadResult[] = [];
    for (const orders of SORTS.slice(1)) {
      others.push(
        await load({
          name: `${JSON.stringify(orders)}, ${SMALL}`,
          url,
          body: call(small, orders),
          headers: HEADERS,
          durationSec: 3,
        }),
      );
      others.push(
        await load({
          name: `${JSON.stringify(orders)}, ${BIG}`,
          url,
          body: call(big, orders),
          headers: HEADERS,
          durationSec: 3,
        }),
      );
    }
    printTable('The other sorts, 3 s each (for information):', others);
    for (let i = 0; i < others.length; i += 2)
      console.log(
        `  ${others[i + 1]!.name}: ratio ${(others[i + 1]!.requestsPerSec / others[i]!.requestsPerSec).toFixed(2)}`,
      );
  } finally {
    await app.close();
    await testDb.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
