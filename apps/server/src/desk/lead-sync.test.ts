// The queue stays true on each database: every path that changes an order's status closes (or
// reopens) the order's call lead in the same transaction — the desk's call outcomes, the shopper's
// withdrawal, the operator CLI, dispatch and the delivery import, the withdrawal to-do — and the
// migration closes the leads of orders closed before that rule. An agent holding a lead whose order was
// closed meanwhile is told so (ORDER_CLOSED with the status), never allowed to confirm it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../testing.ts';
import { placedOrder } from '../modules/orders/testing.ts';
import { closeStaleLeads } from '../db/migrations/0045_leads_follow_orders.ts';
import { queuePage } from './queue/leads.ts';
import { enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

const ADDRESS = { street: 'Ilica 12', postalCode: '10000', place: 'Zagreb' };

describe.each(testDbKinds)('leads follow their orders on %s', (kind) => {
  let t: TestApp;
  let a: EnrolledStaff;
  let b: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await enrolledStaff(t, 'agent');
    b = await enrolledStaff(t, 'agent');
  });
  afterAll(async () => t.close());
  onShopClock();

  const inQueue = async (who: EnrolledStaff, id: number) => {
    const answer = await who.browser.call('desk.queue.list', {});
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data.some((l) => l.OrderID === id);
  };
  const lead = (id: number) =>
    t.db
      .selectFrom('call_leads')
      .select(['closed_at', 'closed_status', 'held_by', 'next_call_at'])
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
  /** A lead left open by a path that did not close it (the state before migration 0045). */
  const leftOpen = (id: number) =>
    t.db.updateTable('call_leads').set({ closed_at: null, closed_status: null }).where('order_id', '=', id).execute();
  const confirmOnCall = async (id: number) => {
    expect((await a.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
    expect(
      (await a.browser.call('desk.calls.record', { orderId: id, outcome: 'confirmed', address: ADDRESS })).status,
    ).toBe('ok');
  };

  it('the shopper withdraws while an agent holds the lead: it leaves every queue, and the call cannot confirm it', async () => {
    const { id, shopper } = await placedOrder(t);
    const taken = await a.browser.call('desk.queue.take', { orderId: id });
    expect(taken).toMatchObject({ status: 'ok', data: { Status: 'received', Callable: true } });
    expect(await inQueue(b, id)).toBe(true);

    expect((await shopper.call('shopOrders.f.withdraw', { ID: id })).status).toBe('ok');
    expect(await inQueue(b, id)).toBe(false);
    expect(await lead(id)).toMatchObject({ closed_status: 'withdrawn', held_by: null });
    expect(
      await a.browser.call('desk.calls.record', { orderId: id, outcome: 'confirmed', address: ADDRESS }),
    ).toMatchObject({ status: 'error', data: 'ORDER_CLOSED', details: { status: 'withdrawn' } });
    expect(await b.browser.call('desk.queue.take', { orderId: id })).toMatchObject({
      status: 'error',
      data: 'ORDER_CLOSED',
      details: { status: 'withdrawn' },
    });
    expect(await t.db.selectFrom('order_addresses').select('order_id').where('order_id', '=', id).execute()).toEqual(
      [],
    );
  });

  it('a call outcome closes the lead with the status it gave the order', async () => {
    const { id } = await placedOrder(t);
    await confirmOnCall(id);
    expect(await lead(id)).toMatchObject({ closed_status: 'confirmed', held_by: null });
    expect(await inQueue(b, id)).toBe(false);
  });

  it('the CLI closes the lead, and an order forced back to received is called again', async () => {
    const { id } = await placedOrder(t);
    await a.browser.call('desk.queue.take', { orderId: id });
    await runShopCommand(t, 'orders:status', String(id), 'cancelled');
    expect(await lead(id)).toMatchObject({ closed_status: 'cancelled', held_by: null });
    expect(await inQueue(b, id)).toBe(false);

    await runShopCommand(t, 'orders:status', String(id), 'received', '--force');
    expect(await lead(id)).toMatchObject({
      closed_at: null,
      closed_status: null,
      next_call_at: new Date().toISOString(),
    });
    expect(await inQueue(b, id)).toBe(true);
    await runShopCommand(
      t,
      'orders:status',
      String(id),
      'shipped',
      '--force',
      '--courier',
      'gls',
      '--number',
      '6611112222',
    );
    expect(await lead(id)).toMatchObject({ closed_status: 'shipped' });
  });

  it('dispatch, the delivery import and the withdrawal to-do close a lead left open', async () => {
    const shipped = await placedOrder(t);
    await confirmOnCall(shipped.id);
    await leftOpen(shipped.id);
    expect(
      (
        await a.browser.call('desk.dispatch.ship', {
          orderId: shipped.id,
          courier: 'gls',
          trackingNumber: '6612340001',
        })
      ).status,
    ).toBe('ok');
    expect(await lead(shipped.id)).toMatchObject({ closed_status: 'shipped' });

    await leftOpen(shipped.id);
    const csv = `Broj narudžbe;Ishod;Datum\n${shipped.number};delivered;25.11.2026.`;
    expect(await a.browser.call('desk.delivery.import', { csv })).toMatchObject({ status: 'ok', data: { Applied: 1 } });
    expect(await lead(shipped.id)).toMatchObject({ closed_status: 'delivered' });
    expect(await inQueue(b, shipped.id)).toBe(false);

    const withdrawn = await placedOrder(t);
    expect((await withdrawn.shopper.call('shopOrders.f.withdraw', { ID: withdrawn.id })).status).toBe('ok');
    await leftOpen(withdrawn.id);
    const todo = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .where('subject_id', '=', withdrawn.id)
      .where('subject_kind', '=', 'order')
      .executeTakeFirstOrThrow();
    expect((await a.browser.call('desk.withdrawals.done', { id: todo.id, on: '2026-11-25' })).status).toBe('ok');
    expect(await lead(withdrawn.id)).toMatchObject({ closed_status: 'cancelled' });
  });

  it('the migration closes the leads of orders already closed, and only those', async () => {
    const waiting = await placedOrder(t);
    const stale = await placedOrder(t);
    await runShopCommand(t, 'orders:status', String(stale.id), 'cancelled');
    await leftOpen(stale.id);
    // The queue as read from the database (the migration runs before any server starts: no page is cached).
    const listed = async (id: number) => (await queuePage(t.db)).some((l) => l.OrderID === id);
    expect(await listed(stale.id)).toBe(true);

    expect(await closeStaleLeads(t.db, '2026-11-25T09:00:00.000Z')).toBeGreaterThanOrEqual(1);
    expect(await lead(stale.id)).toMatchObject({ closed_at: '2026-11-25T09:00:00.000Z', closed_status: 'cancelled' });
    expect(await lead(waiting.id)).toMatchObject({ closed_at: null });
    expect(await listed(stale.id)).toBe(false);
    expect(await listed(waiting.id)).toBe(true);
  });
});
