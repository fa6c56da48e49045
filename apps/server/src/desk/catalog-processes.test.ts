// Two server processes on one PostgreSQL and one Redis (docs/decisions/063): each its own database
// pool, catalog cache and Redis connection, as two processes behind a load balancer are. A price saved
// in the editor on one shows on the other within a second — by the catalog's announcement, well before
// the version poll (VERSION_CHECK_MS) would notice it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCatalogEditor } from '@zdravo/contract/desk';
import type { CatalogOfferIn } from '@zdravo/contract/desk/catalog-params';
import { createTestApp, type TestApp } from '../testing.ts';
import { createTestDb, type TestDb } from '../db/testing.ts';
import { openDatabase } from '../db/connection.ts';
import { VERSION_CHECK_MS } from '../modules/catalog/index.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

const REDIS_URL = process.env.REDIS_URL;
const both = process.env.DATABASE_URL && REDIS_URL;

describe.runIf(both)('a saved price on two processes (PostgreSQL + Redis)', () => {
  let db: TestDb;
  let one: TestApp;
  let two: TestApp;
  let merchandiser: EnrolledStaff;
  beforeAll(async () => {
    db = await createTestDb('postgres');
    one = await createTestApp('postgres', { REDIS_URL: REDIS_URL! }, db);
    // The second process: its own pool on the same schema (so its own catalog cache), its own Redis.
    const handle = openDatabase({
      dataDir: db.dataDir,
      databaseUrl: db.databaseUrl,
      databaseSchema: db.databaseSchema,
    });
    two = await createTestApp('postgres', { REDIS_URL: REDIS_URL! }, { ...db, handle, destroy: () => handle.close() });
    merchandiser = await enrolledStaff(one, 'merchandiser', 'RS');
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('shows on the other process within a second', async () => {
    const { id } = await one.db
      .selectFrom('offers')
      .select('id')
      .where('slog', '=', 'libido')
      .executeTakeFirstOrThrow();
    const opened = (await merchandiser.browser.call('desk.catalog.get', { id })).data as DeskCatalogEditor;
    const priceOnTwo = async () => {
      const answer = await two.shopper({ country: 'RS' }).call('offers.f.getSlog', { Slog: 'libido' });
      if (answer.status !== 'ok') throw new Error(String(answer.data));
      return answer.data.NewPrice;
    };
    // The other process has the catalog cached, its version just read: only the announcement can tell it now.
    expect(await priceOnTwo()).toBe(opened.offer.prices.RS!.new / 100);
    const offer = structuredClone(opened.offer) as CatalogOfferIn;
    offer.prices.RS = { new: opened.offer.prices.RS!.new - 10_000, old: opened.offer.prices.RS!.old };
    const saved = performance.now();
    expect((await merchandiser.browser.call('desk.catalog.save', { version: opened.version, offer })).status).toBe(
      'ok',
    );
    await expect.poll(priceOnTwo, { timeout: 1_000, interval: 20 }).toBe(offer.prices.RS.new / 100);
    const ms = performance.now() - saved;
    expect(ms).toBeLessThan(Math.min(1_000, VERSION_CHECK_MS));
    console.info(`a saved price showed on the other process after ${Math.round(ms)} ms`);
  });
});
