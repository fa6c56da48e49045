// The call flow on each database (docs/desk.md, "The call queue"): N takes the next callable lead (never
// one whose order was closed elsewhere, nor a retry before its time, nor one another agent holds); one
// save confirms the order with the lines changed on the call, the SMS saying the new total, or writes
// nothing; the call's history (attempts, the person's other orders refused first, notes), the address
// offered from the last confirmed order; the phone link's time and the agent's own day.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '@zdravo/contract';

import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { freshHrPhone, offersIn, placedOrder } from '../modules/orders/testing.ts';
import { confirmedByAgent, enrolledStaff, onShopClock, WEDNESDAY_10, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('the call flow on %s', (kind) => {
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

  const next = async (who: EnrolledStaff, country: CountryCode) => {
    const answer = await who.browser.call('desk.queue.next', { country });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data?.OrderID ?? null;
  };
  const history = async (who: EnrolledStaff, orderId: number) => {
    const answer = await who.browser.call('desk.calls.history', { orderId });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const sms = async (orderId: number) =>
    (
      await t.db
        .selectFrom('outbox')
        .select('payload')
        .where('order_id', '=', orderId)
        .where('channel', '=', 'sms')
        .execute()
    ).map((r) => (JSON.parse(r.payload) as { text: string }).text);

  it('N takes the soonest callable lead: not a closed order, not a retry before its time, not one held; two agents get two', async () => {
    const first = await placedOrder(t, { country: 'ME', phone: '+382 67 111 001' });
    const second = await placedOrder(t, { country: 'ME', phone: '+382 67 111 002' });
    const third = await placedOrder(t, { country: 'ME', phone: '+382 67 111 003' });
    // The first order was closed by another path while its lead stayed open (the stale lead N kept taking).
    await t.db.updateTable('orders').set({ status: 'withdrawn' }).where('id', '=', first.id).execute();
    const [x, y] = await Promise.all([next(a, 'ME'), next(b, 'ME')]);
    expect(new Set([x, y])).toEqual(new Set([second.id, third.id]));
    // Each agent's no answer puts theirs back 30 minutes later: nothing is callable now.
    for (const [who, id] of [
      [a, x],
      [b, y],
    ] as const)
      expect((await who.browser.call('desk.calls.record', { orderId: id!, outcome: 'noAnswer' })).status).toBe('ok');
    expect(await next(a, 'ME')).toBeNull();
    // Half an hour on, both are due again at the same minute (the clock stood still between the two
    // saves), so the order placed first comes first, whichever agent held it before.
    vi.setSystemTime(WEDNESDAY_10.getTime() + 31 * 60_000);
    const again = [await next(a, 'ME'), await next(b, 'ME')] as const;
    expect(again).toEqual([second.id, third.id]);
    for (const [who, id] of [
      [a, again[0]],
      [b, again[1]],
    ] as const)
      await who.browser.call('desk.calls.record', { orderId: id!, outcome: 'wrongNumber' });
    expect(await next(a, 'ME')).toBeNull();
    // The agent's own day: two calls 31 minutes apart, none through the phone link.
    expect((await a.browser.call('desk.calls.myDay', {})).data).toEqual({
      Calls: 2,
      Confirmed: 0,
      PerHour: 3.9,
      MedianSeconds: null,
    });
  });

  it('one save confirms the order with the lines changed on the call: the account and the SMS say the new total', async () => {
    const { id, shopper } = await placedOrder(t, { country: 'HR', phone: freshHrPhone() });
    const [offer] = await offersIn(t, 'HR');
    await a.browser.call('desk.queue.take', { orderId: id });
    const change = {
      lines: [{ offerId: offer!.id, quantity: 2 }],
      firstName: 'Ana',
      lastName: 'Babić',
      phone: '091 777 1212',
    };
    const quote = await a.browser.call('desk.calls.quote', { orderId: id, lines: change.lines });
    const newTotal = quote.status === 'ok' ? quote.data.TotalMinor : 0;
    // A bad address refuses the whole save: the order keeps its lines and total.
    const before = await t.db.selectFrom('orders').select('total_minor').where('id', '=', id).executeTakeFirstOrThrow();
    expect(
      (
        await a.browser.call('desk.calls.record', {
          orderId: id,
          outcome: 'confirmed',
          change,
          address: { street: 'Ilica', postalCode: '1', place: 'Zagreb' },
        })
      ).data,
    ).toBe('INVALID_ADDRESS');
    expect(
      await t.db.selectFrom('orders').select('total_minor').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'call.amend')
        .where('subject_id', '=', String(id))
        .execute(),
    ).toEqual([]);

    const saved = await a.browser.call('desk.calls.record', {
      orderId: id,
      outcome: 'confirmed',
      change,
      address: { street: 'Ilica 12', postalCode: '10000', place: 'Zagreb' },
    });
    expect(saved).toMatchObject({ status: 'ok', data: { Status: 'confirmed' } });
    const mine = await shopper.call('shopOrders.f.getAll');
    const shown = mine.status === 'ok' ? mine.data.find((o) => o.ID === id) : undefined;
    expect(shown?.Articles.map((l) => l.Quantity)).toEqual([2]);
    expect(Math.round((shown?.Total ?? 0) * 100)).toBe(newTotal);
    const [text] = await sms(id);
    const euros = (newTotal / 100).toFixed(2).replace('.', ',');
    expect(text).toContain(`Kuriru plaćate ${euros} €`);
    expect(await t.db.selectFrom('outbox').select('recipient').where('order_id', '=', id).execute()).toEqual([
      { recipient: '+385917771212' },
    ]);
  });

  it('shows the call’s history: attempts with their notes and call-back time, other orders refused first, notes, the last address', async () => {
    const phone = freshHrPhone();
    const earlier = await placedOrder(t, { country: 'HR', phone });
    await confirmedByAgent(a, earlier.id, 'Vlaška 40');
    const refused = await placedOrder(t, { country: 'HR', phone });
    await t.db.updateTable('orders').set({ status: 'refused' }).where('id', '=', refused.id).execute();
    const { id } = await placedOrder(t, { country: 'HR', phone });

    const fresh = await history(b, id);
    expect(fresh.Address).toEqual({ street: 'Vlaška 40', postalCode: '10000', place: 'Zagreb', Source: 'earlier' });
    expect(fresh.Orders.map((o) => [o.OrderID, o.Status])).toEqual([
      [refused.id, 'refused'],
      [earlier.id, 'confirmed'],
    ]);
    expect(fresh.Attempts).toEqual([]);

    await b.browser.call('desk.queue.take', { orderId: id });
    expect((await b.browser.call('desk.calls.dial', { orderId: id })).status).toBe('ok');
    expect((await a.browser.call('desk.calls.dial', { orderId: id })).data).toBe('LEAD_NOT_HELD');
    vi.setSystemTime(WEDNESDAY_10.getTime() + 95_000);
    const at = new Date(WEDNESDAY_10.getTime() + 5 * 3_600_000).toISOString();
    expect(
      (
        await b.browser.call('desk.calls.record', {
          orderId: id,
          outcome: 'callBack',
          callBackAt: at,
          note: 'zvati poslije 13:30',
        })
      ).status,
    ).toBe('ok');
    expect((await a.browser.call('desk.notes.add', { orderId: id, text: 'Traži dostavu na posao' })).status).toBe('ok');
    expect((await a.browser.call('desk.notes.add', { orderId: id, text: '  ' })).data).toBe('VALIDATION_ERROR');

    const after = await history(a, id);
    expect(after.Attempts).toEqual([
      {
        At: new Date(WEDNESDAY_10.getTime() + 95_000).toISOString(),
        Staff: 'Test agent',
        Outcome: 'callBack',
        Note: 'zvati poslije 13:30',
        CallBackAt: at,
        Seconds: 95,
      },
    ]);
    expect(after.Notes).toMatchObject([{ Staff: 'Test agent', Text: 'Traži dostavu na posao' }]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('action', '=', 'order.note')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit.map((r) => JSON.parse(r.after_json!))).toEqual([{ note: 'Traži dostavu na posao' }]);

    const day = await b.browser.call('desk.calls.myDay', {});
    expect(day.status === 'ok' && day.data.Calls >= 1 && day.data.MedianSeconds !== null).toBe(true);
  });

  it('offers the address the shopper added on the thank-you page; only theirs, only while it waits for the call', async () => {
    const { id, shopper } = await placedOrder(t, { country: 'HR', phone: freshHrPhone() });
    const other = await placedOrder(t, { country: 'HR', phone: freshHrPhone() });
    const add = (who: typeof shopper, ID: number, Street: string, PostalCode = '21000') =>
      who.call('shopOrders.f.setAddress', { ID, Street, PostalCode, Place: 'Split' });
    expect(await add(shopper, id, 'Riva', '2100')).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect((await add(other.shopper, id, 'Riva 1')).data).toBe('VALIDATION_ERROR');
    expect((await add(shopper, id, ' Riva  1 ')).status).toBe('ok');
    expect((await history(a, id)).Address).toEqual({
      street: 'Riva 1',
      postalCode: '21000',
      place: 'Split',
      Source: 'order',
    });
    await confirmedByAgent(a, id, 'Riva 1');
    expect((await add(shopper, id, 'Riva 2')).data).toBe('ORDER_CLOSED');
  });

  it('lets a manager free a lead another agent holds, audited; an agent may not', async () => {
    const manager = await enrolledStaff(t, 'manager');
    const { id } = await placedOrder(t, { country: 'HR', phone: freshHrPhone() });
    expect((await a.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
    expect((await b.browser.call('desk.queue.free', { orderId: id })).data).toBe('FORBIDDEN');
    expect((await manager.browser.call('desk.queue.free', { orderId: id })).status).toBe('ok');
    expect((await b.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'before_json'])
      .where('action', '=', 'lead.free')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit.map((r) => [r.staff_id, JSON.parse(r.before_json!)])).toEqual([[manager.id, { heldBy: a.id }]]);
    // Nobody holds it after the agent let go: nothing to free.
    await b.browser.call('desk.queue.release', { orderId: id });
    expect((await manager.browser.call('desk.queue.free', { orderId: id })).data).toBe('NOT_FOUND');
  });
});
