// The desk's stock on each database (docs/desk.md "Stock"): a manager counts a product; the agent sees
// what is available on the call and cannot add more than that (OFFER_NOT_AVAILABLE), while a change
// within it moves the order's reservation; the screen shows stocked, reserved, available, the low line
// and days of cover from the last 14 days' shipping; a returned parcel is booked back in once; a
// stocktake with a bad line changes nothing and names it. Agents may not use the manager's screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@zdravo/contract';

import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { offersIn, placedOrder } from '../modules/orders/testing.ts';
import { recordOrderEvent } from '../modules/orders/index.ts';
import { enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('the desk’s stock on %s', (kind) => {
  let t: TestApp;
  let agent: EnrolledStaff;
  let manager: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    agent = await enrolledStaff(t, 'agent');
    manager = await enrolledStaff(t, 'manager');
  });
  afterAll(async () => t.close());
  onShopClock();

  const rows = async (country: CountryCode = 'HR') => {
    const answer = await manager.browser.call('desk.stock.list', { country });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };

  it('counts, holds on the call, ships, books back in; the screen follows every step', async () => {
    const [offer] = await offersIn(t, 'HR');
    const slog = (await t.db.selectFrom('offers').select('slog').where('id', '=', offer!.id).executeTakeFirstOrThrow())
      .slog;
    expect(await agent.browser.call('desk.stock.list', {})).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
    const set = await manager.browser.call('desk.stock.set', { slog, country: 'HR', quantity: 3 });
    expect(set).toMatchObject({
      status: 'ok',
      data: [
        {
          Slog: slog,
          Country: 'HR',
          Location: 'zagreb',
          Stocked: 3,
          Reserved: 0,
          Available: 3,
          Low: true,
          Shipped14: 0,
          DaysOfCover: null,
        },
      ],
    });

    const { id } = await placedOrder(t, { quantities: [1] });
    expect((await agent.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
    const quote = await agent.browser.call('desk.calls.quote', { orderId: id });
    expect(quote.status === 'ok' && quote.data.Offers.find((o) => o.ID === offer!.id)?.Available).toBe(2);
    // Four would need three more than the order holds; two are left.
    expect(
      await agent.browser.call('desk.calls.quote', { orderId: id, lines: [{ offerId: offer!.id, quantity: 4 }] }),
    ).toMatchObject({
      status: 'error',
      data: 'OFFER_NOT_AVAILABLE',
      details: [{ path: ['lines', 0, 'offerId'] }],
    });
    const change = {
      lines: [{ offerId: offer!.id, quantity: 4 }],
      firstName: 'Ana',
      lastName: 'Babić',
      phone: '091 777 1212',
    };
    expect((await agent.browser.call('desk.calls.amend', { orderId: id, ...change })).data).toBe('OFFER_NOT_AVAILABLE');
    expect((await rows())[0]).toMatchObject({ Reserved: 1, Available: 2 });
    const confirmed = await agent.browser.call('desk.calls.record', {
      orderId: id,
      outcome: 'confirmed',
      change: { ...change, lines: [{ offerId: offer!.id, quantity: 3 }] },
      address: { street: 'Ilica 12', postalCode: '10000', place: 'Zagreb' },
    });
    expect(confirmed.status).toBe('ok');
    expect((await rows())[0]).toMatchObject({ Stocked: 3, Reserved: 3, Available: 0 });

    await t.db
      .transaction()
      .execute((trx) =>
        recordOrderEvent(trx, { orderId: id, kind: 'shipped', courier: 'GLS', trackingNumber: 'GLS1' }),
      );
    expect((await rows())[0]).toMatchObject({ Stocked: 0, Reserved: 0, Available: 0, Shipped14: 3, DaysOfCover: 0 });
    expect(await manager.browser.call('desk.stock.bookIn', { orderId: id, outcome: 'restock' })).toMatchObject({
      status: 'error',
      data: 'WRONG_ORDER_STATUS',
    });
    await t.db.transaction().execute((trx) => recordOrderEvent(trx, { orderId: id, kind: 'returned' }));
    expect(await manager.browser.call('desk.stock.bookIn', { orderId: id, outcome: 'write_off' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await manager.browser.call('desk.stock.bookIn', { orderId: id, outcome: 'restock' })).toMatchObject({
      status: 'ok',
      data: { Units: 3 },
    });
    expect(await manager.browser.call('desk.stock.bookIn', { orderId: id, outcome: 'restock' })).toMatchObject({
      status: 'error',
      data: 'WRONG_ORDER_STATUS',
    });
    // Three shipped in the last 14 days and three available: 14 days of cover.
    expect((await rows())[0]).toMatchObject({ Stocked: 3, Available: 3, Shipped14: 3, DaysOfCover: 14 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('action', 'like', 'stock.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'stock.set', staff_id: manager.id },
      { action: 'stock.restock', staff_id: manager.id },
    ]);
  });

  it('a merge moves the merged order’s units to the kept one: nothing released to others, nothing held twice', async () => {
    const [first] = await offersIn(t, 'HR');
    const slog = (await t.db.selectFrom('offers').select('slog').where('id', '=', first!.id).executeTakeFirstOrThrow())
      .slog;
    // Counted afresh: three on the shelf, none held.
    await manager.browser.call('desk.stock.set', { slog, country: 'HR', quantity: 3 });
    const kept = await placedOrder(t, { phone: '+385 98 700 1111', quantities: [1] });
    const merged = await placedOrder(t, { phone: '+385 98 700 1111', quantities: [2] });
    const level = () =>
      t.db
        .selectFrom('stock_levels')
        .select(['stocked', 'reserved'])
        .where('location', '=', 'zagreb')
        .where('offer_id', '=', first!.id)
        .executeTakeFirstOrThrow();
    expect(await level()).toEqual({ stocked: 3, reserved: 3 });
    expect((await agent.browser.call('desk.queue.take', { orderId: merged.id })).status).toBe('ok');
    expect((await agent.browser.call('desk.calls.merge', { orderId: merged.id, intoNumber: kept.number })).status).toBe(
      'ok',
    );
    expect(await level()).toEqual({ stocked: 3, reserved: 3 });
    const held = async (orderId: number) =>
      (await t.db.selectFrom('stock_ledger').select('reserved_delta').where('order_id', '=', orderId).execute()).reduce(
        (sum, r) => sum + r.reserved_delta,
        0,
      );
    expect([await held(kept.id), await held(merged.id)]).toEqual([3, 0]);
  });

  it('a stocktake with a bad line changes nothing and names the line', async () => {
    const offers = await offersIn(t, 'RS');
    const slogs = await t.db
      .selectFrom('offers')
      .select(['id', 'slog'])
      .where(
        'id',
        'in',
        offers.map((o) => o.id),
      )
      .execute();
    const csv = `slog,country,quantity\n${slogs[0]!.slog},RS,8\n${slogs[0]!.slog},RS,x\n`;
    expect(await manager.browser.call('desk.stock.import', { csv })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['csv', 3], message: 'bad_quantity' }],
    });
    expect(await rows('RS')).toEqual([]);
    expect(
      await manager.browser.call('desk.stock.import', { csv: `slog,country,quantity\n${slogs[0]!.slog},RS,8\n` }),
    ).toMatchObject({ status: 'ok', data: { Written: 1 } });
    expect(await rows('RS')).toMatchObject([{ Slog: slogs[0]!.slog, Stocked: 8, Location: 'beograd' }]);
  });
});
