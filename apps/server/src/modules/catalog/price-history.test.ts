// Honest price reductions with a controlled clock (docs/decisions/023): the seed starts the history,
// operators' price changes add to it, and in HR the offer, the quote and the order carry the lowest
// price of the 30 days before a reduction as the crossed-out price — until the new price has been the
// price for 30 days. BA keeps the catalog's own old price. The clock is moved with vi.setSystemTime.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Offer, OrderQuote } from '@zdravo/contract/methods';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { orderParams } from '../orders/testing.ts';
import { setOfferPrice } from './prices.ts';

const DAY = 86_400_000;

describe.each(testDbKinds)('price history and the 30-day rule on %s', (kind) => {
  let t: TestApp;
  let seededAt: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    seededAt = Date.now();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => t.close());

  const at = (days: number) => vi.setSystemTime(new Date(seededAt + days * DAY));
  const offer = async (country: 'HR' | 'BA'): Promise<Offer> => {
    const answer = await t.shopper({ country }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const quote = async (country: 'HR' | 'BA', id: number): Promise<OrderQuote> => {
    const answer = await t.shopper({ country }).call('shopOrders.quote', { Articles: [{ ID: id, Quantity: 2 }] });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };

  it('HR: no reduction from the seed alone; lowered after 30 days, raised and lowered, then 30 days on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seeded = await offer('HR');
    const ba = await offer('BA');
    const seedMinor = Math.round(seeded.NewPrice * 100);
    // The seed's start is the only price the shop applied in HR: its catalog old price is announced nowhere.
    expect(seeded).toMatchObject({ OldPrice: seeded.NewPrice, PriorPrice: null });
    // BA keeps the catalog's old price (its history is kept all the same).
    expect(ba.OldPrice).toBeGreaterThan(ba.NewPrice);
    expect(ba.PriorPrice).toBeNull();

    // Day 40: lowered after 40 days at the seed price — a reduction from it, in the offer, the quote and the order.
    at(40);
    await setOfferPrice(t.db, 'pure-fit', 'HR', seedMinor - 500);
    const lowered = await offer('HR');
    expect(lowered).toMatchObject({
      NewPrice: (seedMinor - 500) / 100,
      OldPrice: seedMinor / 100,
      PriorPrice: seedMinor / 100,
    });
    const q = await quote('HR', seeded.ID);
    expect(q.Lines[0]).toMatchObject({ OldPrice: seedMinor / 100, WasTotal: (seedMinor * 2) / 100 });
    expect(q.Savings).toBe(1000 / 100);
    const { shopper } = await loggedInShopper(t, { country: 'HR' });
    const placed = await shopper.call('shopOrders.add', orderParams([{ ID: seeded.ID, Quantity: 2 }]));
    const orders = await shopper.call('shopOrders.f.getAll');
    expect(orders.status === 'ok' && orders.data.find((o) => o.ID === placed.data)?.Articles[0]).toMatchObject({
      OldPrice: seedMinor / 100,
      Price: (seedMinor - 500) / 100,
    });
    expect(await offer('BA')).toEqual(ba);

    // Day 60: raised above the seed price; day 70: lowered below it — measured from the lowest of the
    // 30 days before (the price of day 40), not from the raised one.
    at(60);
    await setOfferPrice(t.db, 'pure-fit', 'HR', seedMinor + 800);
    expect(await offer('HR')).toMatchObject({ OldPrice: (seedMinor + 800) / 100, PriorPrice: null });
    at(70);
    await setOfferPrice(t.db, 'pure-fit', 'HR', seedMinor - 900);
    expect(await offer('HR')).toMatchObject({
      NewPrice: (seedMinor - 900) / 100,
      OldPrice: (seedMinor - 500) / 100,
      PriorPrice: (seedMinor - 500) / 100,
    });
    expect((await quote('HR', seeded.ID)).Lines[0]?.OldPrice).toBe((seedMinor - 500) / 100);

    // Day 100, 30 days at the new price: no longer a reduction — the cached catalog notices by itself.
    at(99.9);
    expect((await offer('HR')).PriorPrice).toBe((seedMinor - 500) / 100);
    at(100.01);
    expect(await offer('HR')).toMatchObject({ OldPrice: (seedMinor - 900) / 100, PriorPrice: null });
    expect((await quote('HR', seeded.ID)).Savings).toBe(0);

    // The history holds every change, HR and the seed's start of the other countries.
    const rows = await t.db
      .selectFrom('offer_price_history')
      .select(['country', 'new_minor', 'source'])
      .where('offer_id', '=', seeded.ID)
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.country === 'HR').map((r) => [r.new_minor, r.source])).toEqual([
      [seedMinor, 'seed'],
      [seedMinor - 500, 'cli'],
      [seedMinor + 800, 'cli'],
      [seedMinor - 900, 'cli'],
    ]);
    expect(rows.filter((r) => r.country !== 'HR').map((r) => r.source)).toEqual(['seed', 'seed', 'seed']);
  });
});
