// Migrations 0035 and 0036 on a database that already has orders and prices: each order gets its
// 'received' line and, once moved on, a line for where it is now (dated by its delivery or
// withdrawal); each price starts its history at its offer's creation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { offersIn, orderParams } from '../modules/orders/testing.ts';
import * as orderEvents from './migrations/0035_order_events.ts';
import * as priceHistory from './migrations/0036_price_history.ts';

describe.each(testDbKinds)('migrations 0035–0036 on existing data, %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('backfills the order history and the price history', async () => {
    const { shopper } = await loggedInShopper(t);
    const [offer] = await offersIn(t, 'BA');
    // One after the other: the first placed has the lower id.
    const waiting = (await shopper.call('shopOrders.add', orderParams([{ ID: offer!.id, Quantity: 1 }])))
      .data as number;
    const delivered = (await shopper.call('shopOrders.add', orderParams([{ ID: offer!.id, Quantity: 1 }])))
      .data as number;
    await t.db
      .updateTable('orders')
      .set({ status: 'delivered', delivered_at: '2026-01-02T12:00:00.000Z', updated_at: '2026-01-03T08:00:00.000Z' })
      .where('id', '=', delivered)
      .execute();

    const db = t.db as unknown as Kysely<unknown>;
    await orderEvents.down(db);
    await priceHistory.down(db);
    await orderEvents.up(db);
    await priceHistory.up(db);

    const events = await t.db
      .selectFrom('order_events')
      .select(['order_id', 'kind', 'at', 'source'])
      .where('order_id', 'in', [waiting, delivered])
      .orderBy('order_id')
      .orderBy('id')
      .execute();
    const created = await t.db
      .selectFrom('orders')
      .select(['id', 'created_at'])
      .where('id', 'in', [waiting, delivered])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { order_id: waiting, kind: 'received', at: created[0]!.created_at, source: 'migration' },
      { order_id: delivered, kind: 'received', at: created[1]!.created_at, source: 'migration' },
      { order_id: delivered, kind: 'delivered', at: '2026-01-02T12:00:00.000Z', source: 'migration' },
    ]);

    const prices = await t.db
      .selectFrom('offer_prices')
      .select(['offer_id', 'country', 'new_minor', 'old_minor'])
      .execute();
    const history = await t.db
      .selectFrom('offer_price_history')
      .select(['offer_id', 'country', 'new_minor', 'old_minor', 'source'])
      .execute();
    expect(history).toHaveLength(prices.length);
    const key = (r: { offer_id: number; country: string }) => `${r.offer_id}|${r.country}`;
    const byKey = new Map(history.map((h) => [key(h), h]));
    for (const p of prices)
      expect(byKey.get(key(p))).toMatchObject({ new_minor: p.new_minor, old_minor: p.old_minor, source: 'migration' });
  });
});
