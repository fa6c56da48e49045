// A database built by an earlier commit upgrades to this one (the migration rule of
// docs/architecture.md §3): for each baseline, the migrations exactly as that commit had them (read
// from git, helpers included) build a database, which is filled as a shop of that day would be; the
// server of HEAD then starts on it (its start applies the pending migrations) and must serve what
// was there — the offer with its price and review, the account's login, its order and the tracking.
// Renumbering or editing a migration that reached main fails here. On SQLite, and on PostgreSQL when
// DATABASE_URL is set. Needs the git history (a shallow clone fails loudly: `git fetch --unshallow`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds } from '../testing.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { migrateWith } from './migrate.ts';
import { migrations as current } from './migrations/index.ts';
import { createTestDb } from './testing.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where an earlier commit's migration files are written (inside the repo, so `kysely` resolves). */
const WORK = path.join(REPO, 'apps/server/.upgrade-test');

/** Commits of main whose databases must upgrade to HEAD: the first with orders, and later ones. */
const BASELINES: { commit: string; what: string }[] = [
  { commit: 'bd83d943b758ed30d199ec81d8f5c1adfabe463e', what: 'the first shop (0001–0004)' },
  { commit: '88f70a71f32d542bceb836ae68b8ef9155864379', what: 'reviews and the club (0001–0018)' },
  { commit: '27c4b09f1b22454dfe1f639af362d30de48ff995', what: 'the order index (0001–0019)' },
];

const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: REPO, encoding: 'utf8', maxBuffer: 16 << 20 });

/** The migration set as `commit` had it: migrations/index.ts and every file it reaches by relative import. */
async function migrationsAt(commit: string): Promise<Record<string, Migration>> {
  const dir = path.join(WORK, commit.slice(0, 12));
  const pending = ['apps/server/src/db/migrations/index.ts'];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = git('show', `${commit}:${file}`);
    const target = path.join(dir, path.relative('apps/server/src', file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
    for (const [, spec] of source.matchAll(/from '(\.\.?\/[^']+)'/g))
      pending.push(path.posix.join(path.posix.dirname(file), spec!));
  }
  const module = (await import(pathToFileURL(path.join(dir, 'db/migrations/index.ts')).href)) as {
    migrations: Record<string, Migration>;
  };
  return module.migrations;
}

const NOW = '2026-11-21T10:00:00.000Z';
const PASSWORD = 'stara-lozinka-123';

/** A shop's day-one data, in the columns every baseline has (0002–0004). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of an earlier commit
async function fill(db: Kysely<any>): Promise<void> {
  const offer = {
    slog: 'upgrade-test',
    group_slug: 'mrsavljenje',
    scalelead_id: 'SL-1',
    stock_days: 12,
    popularity: 5,
    images: '["/images/a.webp"]',
    ingredients_image: '/images/i.webp',
    created_at: NOW,
    updated_at: NOW,
  };
  const { id: offerId } = await db.insertInto('offers').values(offer).returning('id').executeTakeFirstOrThrow();
  for (const variant of ['ije', 'eke']) {
    await db
      .insertInto('offer_texts')
      .values({
        offer_id: offerId,
        variant,
        name: 'Stari Čaj',
        heading: 'Čaj',
        sub_heading: 'Biljni',
        description: 'Opis.',
        how_to_use: 'Jednom dnevno.',
        advantages: '["Prvo","Drugo"]',
        benefits: '["Korist"]',
      })
      .execute();
  }
  for (const [country, currency, old, now] of [
    ['HR', 'EUR', 2990, 1990],
    ['BA', 'BAM', 5990, 3990],
    ['RS', 'RSD', 349000, 229000],
    ['ME', 'EUR', 2990, 1990],
  ] as const) {
    await db
      .insertInto('offer_prices')
      .values({ offer_id: offerId, country, currency, old_minor: old, new_minor: now })
      .execute();
  }
  await db
    .insertInto('reviews')
    .values({
      offer_id: offerId,
      author_first_name: 'Ana',
      author_last_name: 'K.',
      rating: 5,
      review: 'Odličan čaj.',
      review_head: 'Preporuka',
      is_approved: 1,
      created_at: NOW,
    })
    .execute();
  const user = {
    email: 'Stari.Kupac@example.com',
    email_key: 'stari.kupac@example.com',
    phone: '+38591234567',
    first_name: 'Marko',
    last_name: 'Horvat',
    password_hash: await hashPassword(PASSWORD),
    created_at: NOW,
    updated_at: NOW,
  };
  const { id: userId } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  const order = {
    user_id: userId,
    status: 'received',
    country: 'HR',
    currency: 'EUR',
    first_name: 'Marko',
    last_name: 'Horvat',
    phone: '+38591234567',
    subtotal_minor: 3980,
    delivery_minor: 500,
    total_minor: 4480,
    idempotency_key: 'k-1',
    lead_id: 'UPG23456',
    created_at: NOW,
    updated_at: NOW,
  };
  const { id: orderId } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values({
      order_id: orderId,
      offer_id: offerId,
      name: 'Stari Čaj',
      image: '/images/a.webp',
      quantity: 2,
      unit_old_minor: 2990,
      unit_price_minor: 1990,
      line_total_minor: 3980,
    })
    .execute();
  await db
    .insertInto('leads')
    .values({
      lead_id: 'UPG23456',
      first_name: 'Marko',
      last_name: 'Horvat',
      phone: '+38591234567',
      country: 'HR',
      currency: 'EUR',
      total_minor: 4480,
      articles: JSON.stringify([{ ID: offerId, Quantity: 2 }]),
      created_at: NOW,
    })
    .execute();
  await db
    .insertInto('shipment_events')
    .values({ lead_id: 'UPG23456', text: 'Paket je poslan', created_at: NOW })
    .execute();
}

afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

describe.each(testDbKinds)('upgrading a database of an earlier commit on %s', (kind) => {
  it.each(BASELINES)('$what ($commit) upgrades to HEAD and keeps serving its data', async ({ commit }) => {
    const earlier = await migrationsAt(commit);
    // Built as that commit built it: on SQLite through a plain connection (this commit's own batches
    // transactions its own way, which an earlier migration's raw BEGIN does not go through).
    const testDb = await createTestDb(kind, kind === 'postgres' ? (db) => migrateWith(db, earlier) : async () => {});
    if (kind === 'postgres') await fill(testDb.handle.db);
    else {
      const plain = new Kysely({
        dialect: new SqliteDialect({ database: new SQLite(path.join(testDb.dataDir, 'zdravo.sqlite')) }),
      });
      await plain.executeQuery(sql`pragma foreign_keys = on`.compile(plain));
      await migrateWith(plain, earlier);
      await fill(plain);
      await plain.destroy();
    }
    // The server's start migrates to the current set, as a deploy does.
    const t = await createTestApp(kind, { LOG_LEVEL: process.env.UPGRADE_LOG ?? 'silent' }, testDb);
    try {
      const executed = await t.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect((executed as { name: string }[]).map((r) => r.name).sort()).toEqual(Object.keys(current).sort());

      const shopper = t.shopper({ country: 'HR' });
      const offer = await shopper.call('offers.f.getSlog', { Slog: 'upgrade-test' });
      // HR shows no reduction the shop's own price history cannot back (decision 023): the history starts
      // at the upgrade, so the crossed-out price is the price; BA keeps the catalog's old price.
      expect(offer).toMatchObject({
        status: 'ok',
        data: { Name: 'Stari Čaj', NewPrice: 19.9, OldPrice: 19.9, Currency: 'EUR' },
      });
      const inBa = await t.shopper({ country: 'BA' }).call('offers.f.getSlog', { Slog: 'upgrade-test' });
      expect(inBa).toMatchObject({ status: 'ok', data: { NewPrice: 39.9, OldPrice: 59.9, Currency: 'BAM' } });
      const reviews = await shopper.call('shopReviews.getAll', { OfferID: offer.status === 'ok' ? offer.data.ID : 0 });
      expect(reviews).toMatchObject({ status: 'ok', data: [{ Review: 'Odličan čaj.' }] });

      expect(
        await shopper.call('auth.loginShop', { username: 'stari.kupac@example.com', password: PASSWORD }),
      ).toMatchObject({ status: 'ok', data: { FirstName: 'Marko' } });
      expect(await shopper.call('shopOrders.f.getAll')).toMatchObject({ status: 'ok', data: [{ LeadID: 'UPG23456' }] });

      const track = await t.app.inject({
        method: 'POST',
        url: '/api/deals/getShippmentStatus',
        headers: { 'content-type': 'application/json' },
        payload: { LeadID: 'UPG23456' },
      });
      expect(track.json()).toMatchObject({
        status: 'ok',
        data: expect.arrayContaining([expect.stringContaining('Paket je poslan')]),
      });
    } finally {
      await t.close();
    }
  });
});
