// The seed loader: first start seeds, a second run changes nothing it should keep, and data changes
// reach a running server's cache (in-process at once; from another process via the version).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { seedCatalog, seedCatalogIfEmpty } from '../../db/seed/index.ts';
import { croatianTexts, montenegrinTexts } from '../../db/seed/catalog/croatian.ts';
import { SEED_OFFERS } from '../../db/seed/catalog/offers.ts';
import { seedReviews } from '../../db/seed/catalog/seed-reviews.ts';
import { catalogCache, VERSION_CHECK_MS } from './cache.ts';
import { bumpCatalogVersion } from '../../platform/catalog-version.ts';
import { catalogCommands } from './cli.ts';
import { seedCommands } from '../../cli/seed.ts';

describe.each(testDbKinds)('seed loader on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const counts = async () => {
    const count = async (table: 'offers' | 'offer_texts' | 'offer_prices' | 'offer_children' | 'reviews') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      offers: await count('offers'),
      texts: await count('offer_texts'),
      prices: await count('offer_prices'),
      children: await count('offer_children'),
      reviews: await count('reviews'),
    };
  };

  it('seeded the empty catalog at start, with every sample review approved', async () => {
    const c = await counts();
    expect(c.offers).toBe(SEED_OFFERS.length);
    // ijekavian and ekavian for every offer, and a Croatian or Montenegrin row where that country reads other words.
    const differs = (own: (o: (typeof SEED_OFFERS)[number]) => unknown) =>
      SEED_OFFERS.filter((o) => JSON.stringify(own(o)) !== JSON.stringify(o.texts.ije)).length;
    expect(c.texts).toBe(SEED_OFFERS.length * 2 + differs(croatianTexts) + differs(montenegrinTexts));
    expect(c.prices).toBe(SEED_OFFERS.length * 4);
    expect(c.children).toBe(SEED_OFFERS.reduce((n, o) => n + (o.children?.length ?? 0), 0));
    expect(c.reviews).toBe(seedReviews.length);
    expect(await seedCatalogIfEmpty(t.db, { sampleReviews: true })).toBeNull();
  });

  it('is re-runnable: same IDs, no duplicates, no warnings, real reviews untouched', async () => {
    const before = await counts();
    const ids = await t.db.selectFrom('offers').select(['id', 'slog']).orderBy('id').execute();
    const result = await seedCatalog(t.db);
    expect(result.warnings).toEqual([]);
    expect(result.reviews).toBe(0);
    expect(await counts()).toEqual(before);
    expect(await t.db.selectFrom('offers').select(['id', 'slog']).orderBy('id').execute()).toEqual(ids);
  });

  it('a changed price reaches the running server at once after a seed in this process', async () => {
    const shopper = t.shopper({ country: 'BA' });
    const read = async () => {
      const answer = await shopper.call('offers.f.getSlog', { Slog: 'pure-fit' });
      return answer.status === 'ok' ? answer.data.NewPrice : null;
    };
    const original = await read();
    const id = (await t.db.selectFrom('offers').select('id').where('slog', '=', 'pure-fit').executeTakeFirstOrThrow())
      .id;
    await t.db
      .updateTable('offer_prices')
      .set({ new_minor: 1234 })
      .where('offer_id', '=', id)
      .where('country', '=', 'BA')
      .execute();
    expect(await read()).toBe(original); // cached
    await seedCatalog(t.db); // puts the seed price back and invalidates
    expect(await read()).toBe(original);
    await t.db
      .updateTable('offer_prices')
      .set({ new_minor: 1234 })
      .where('offer_id', '=', id)
      .where('country', '=', 'BA')
      .execute();
    await bumpCatalogVersion(t.db); // what another process (the CLI) does
    // The next version check (every VERSION_CHECK_MS) sees the bump and reloads.
    await vi.waitFor(async () => expect(await read()).toBe(12.34), {
      timeout: VERSION_CHECK_MS * 10,
      interval: VERSION_CHECK_MS / 4,
    });
    await seedCatalog(t.db);
    catalogCache(t.db).invalidate();
  });

  it('the operator commands seed and list', async () => {
    const lines: string[] = [];
    const ctx = { db: t.db, config: t.config, out: (line: string) => lines.push(line) };
    await seedCommands().seed!.run([], ctx);
    expect(lines[0]).toMatch(new RegExp(`${SEED_OFFERS.length} offers, 0 new sample reviews`));
    lines.length = 0;
    await catalogCommands().offers!.run(['rs'], ctx);
    expect(lines).toHaveLength(SEED_OFFERS.length);
    expect(lines.join('\n')).toMatch(/pure-fit .* RSD/);
    await expect(catalogCommands().offers!.run(['XX'], ctx)).rejects.toThrow(/Unknown country/);
  });
});
