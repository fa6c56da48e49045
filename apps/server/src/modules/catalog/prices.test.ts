// The operator's price change (offers:price): validated input, the new price in the catalog at once
// where the change is announced, within the version poll where it is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { catalogCommands } from './cli.ts';

describe.each(testDbKinds)('offers:price on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const price = async (country: 'HR' | 'RS') => {
    const answer = await t.shopper({ country }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return { now: answer.data.NewPrice, was: answer.data.OldPrice };
  };

  it("changes one country's price and a running server shows it at once", async () => {
    const before = { hr: await price('HR'), rs: await price('RS') }; // both cached now
    const lines: string[] = [];
    // The app's own events stand for Redis here: the announcement reaches its catalog cache.
    const ctx = {
      db: t.db,
      config: t.config,
      events: t.app.shop.cluster.events,
      out: (line: string) => lines.push(line),
    };
    await catalogCommands()['offers:price']!.run(['pure-fit', 'hr', '27,50'], ctx);
    // HR: the seed's price was the only one applied, so the cut is announced from it (decision 023).
    expect(await price('HR')).toEqual({ now: 27.5, was: before.hr.now });
    expect(await price('RS')).toEqual(before.rs);
    const seedOld = (
      await t.db
        .selectFrom('offer_prices')
        .innerJoin('offers', 'offers.id', 'offer_prices.offer_id')
        .select('old_minor')
        .where('slog', '=', 'pure-fit')
        .where('country', '=', 'HR')
        .executeTakeFirstOrThrow()
    ).old_minor;
    expect(lines[0]).toBe(
      `pure-fit in HR: ${before.hr.now.toFixed(2).replace('.', ',')} € → 27,50 € (old price ${(seedOld / 100).toFixed(2).replace('.', ',')} €).`,
    );

    // RS keeps the catalog's own old price, set with the change.
    const id = (await t.db.selectFrom('offers').select('id').where('slog', '=', 'pure-fit').executeTakeFirstOrThrow())
      .id;
    await catalogCommands()['offers:price']!.run([String(id), 'RS', '2690', '6000'], ctx);
    expect(await price('RS')).toEqual({ now: 2690, was: 6000 });
  });

  it('refuses a bad country, a bad amount and an unknown offer, changing nothing', async () => {
    const before = await price('HR');
    const ctx = { db: t.db, config: t.config, out: () => undefined };
    const run = (args: string[]) => catalogCommands()['offers:price']!.run(args, ctx);
    await expect(run(['pure-fit', 'DE', '10'])).rejects.toThrow(/Unknown country "DE"/);
    await expect(run(['pure-fit', 'HR', '-3'])).rejects.toThrow(/amount like 39.90/);
    await expect(run(['pure-fit', 'HR', '1e9'])).rejects.toThrow(/amount like 39.90/);
    await expect(run(['pure-fit', 'HR', '10', 'abc'])).rejects.toThrow(/old price must be an amount/);
    await expect(run(['no-such-offer', 'HR', '10'])).rejects.toThrow(/No offer "no-such-offer" with a price in HR/);
    await expect(run(['pure-fit', 'HR'])).rejects.toThrow(/Name the offer, the country and the new price/);
    expect(await price('HR')).toEqual(before);
  });
});
