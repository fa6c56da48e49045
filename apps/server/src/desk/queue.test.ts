// The call queue on each database: a new order is a lead at once; two agents never hold one lead; the
// outcomes move the order, the queue and the shopper's messages, each with its audit row; a bad address
// or a lead not held changes nothing. The clock is set to a Wednesday morning on the shop's clock
// (only Date is faked: timers and the database run as ever).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '@zdravo/contract/desk';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { offersIn, placedOrder } from '../modules/orders/testing.ts';
import { enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('the call queue on %s', (kind) => {
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

  const order = (phone = '+385 91 234 5678') => placedOrder(t, { phone });
  const queue = async (who: EnrolledStaff) => {
    const answer = await who.browser.call('desk.queue.list', {});
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const record = (who: EnrolledStaff, params: DeskApi['desk.calls.record']['params']) =>
    who.browser.call('desk.calls.record', params);
  const outbox = (orderId: number) =>
    t.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'payload'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('puts a new order in the queue, due an hour later; one agent holds it, the other sees who', async () => {
    const { id } = await order();
    const lead = (await queue(b)).find((l) => l.OrderID === id);
    expect(lead).toMatchObject({
      DueAt: '2026-11-25T10:00:00.000Z',
      HeldBy: null,
      PhoneDisplay: '+385 91 234 5678',
      Lines: [{ Quantity: 1 }],
    });
    const [first, second] = await Promise.all([
      a.browser.call('desk.queue.take', { orderId: id }),
      b.browser.call('desk.queue.take', { orderId: id }),
    ]);
    const winners = [first, second].filter((x) => x.status === 'ok');
    expect(winners).toHaveLength(1);
    expect([first, second].map((x) => x.data)).toContain('LEAD_HELD');
    const holder = first.status === 'ok' ? a : b;
    const other = holder === a ? b : a;
    expect((await queue(other)).find((l) => l.OrderID === id)?.HeldBy?.ID).toBe(holder.id);
    // The other may not record a call on it; after the holder lets go, they may take it.
    expect((await record(other, { orderId: id, outcome: 'wrongNumber' })).data).toBe('LEAD_NOT_HELD');
    await holder.browser.call('desk.queue.release', { orderId: id });
    expect((await other.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
    await other.browser.call('desk.queue.release', { orderId: id });
  });

  it('confirms with an address the country accepts; the shopper sees it confirmed and gets an SMS', async () => {
    const { id, shopper } = await order('+385 98 765 4321');
    await a.browser.call('desk.queue.take', { orderId: id });
    const bad = await record(a, {
      orderId: id,
      outcome: 'confirmed',
      address: { street: 'Ilica', postalCode: '7100', place: 'Zagreb' },
    });
    expect(bad).toMatchObject({
      status: 'error',
      data: 'INVALID_ADDRESS',
      details: { fields: ['street', 'postalCode'] },
    });
    expect(
      (
        await record(a, {
          orderId: id,
          outcome: 'confirmed',
          address: { street: 'Ilica 12', postalCode: '71000', place: 'Zagreb' },
        })
      ).data,
    ).toBe('INVALID_ADDRESS'); // a Sarajevo code in HR
    expect(await outbox(id)).toEqual([]);
    const ok = await record(a, {
      orderId: id,
      outcome: 'confirmed',
      note: 'Zvati poslije 17h za dostavu',
      address: { street: ' Ilica  12 ', postalCode: '10 000', place: 'Zagreb' },
    });
    expect(ok).toMatchObject({ status: 'ok', data: { Status: 'confirmed', NextCallAt: null } });
    expect(
      await t.db
        .selectFrom('order_addresses')
        .select(['street', 'postal_code', 'place'])
        .where('order_id', '=', id)
        .executeTakeFirst(),
    ).toEqual({ street: 'Ilica 12', postal_code: '10000', place: 'Zagreb' });
    const orders = await shopper.call('shopOrders.f.getAll');
    expect(orders.status === 'ok' && orders.data.find((o) => o.ID === id)?.Status).toBe('confirmed');
    const [sms] = await outbox(id);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+385987654321' });
    expect(JSON.parse(sms!.payload).text).toMatch(
      /^Zdravo: narudžba [A-Z0-9]+ je potvrđena\. Kuriru plaćate \d+,\d\d € pri preuzimanju\. Paket stiže za 1–2 radna dana\.$/,
    );
    expect((await queue(a)).some((l) => l.OrderID === id)).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'call.confirmed')
      .where('subject_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(a.id);
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      status: 'confirmed',
      note: 'Zvati poslije 17h za dostavu',
      address: { postalCode: '10000' },
    });
  });

  it('follows the country’s retry plan after no answer — other hours, later days — texts the shopper after the first miss, and cancels after the last call', async () => {
    const { id, shopper } = await order('+385 95 111 2222');
    const noAnswer = async () => {
      // Days pass between the calls: whoever is on shift then takes the lead.
      const agent = await enrolledStaff(t, 'agent');
      expect((await agent.browser.call('desk.queue.take', { orderId: id })).status).toBe('ok');
      const answer = await record(agent, { orderId: id, outcome: 'noAnswer' });
      // The agent calls again when the lead comes back.
      if (answer.status === 'ok' && answer.data.NextCallAt) vi.setSystemTime(new Date(answer.data.NextCallAt));
      return answer.data;
    };
    // Wednesday 10:00 (09:00Z): 10:30, 12:30, 16:00, Thursday 11:00, Friday 18:00, then the sixth miss cancels.
    expect(await noAnswer()).toEqual({ Status: 'received', NextCallAt: '2026-11-25T09:30:00.000Z' });
    const [missed] = await outbox(id);
    expect(missed).toMatchObject({ channel: 'sms', recipient: '+385951112222' });
    expect(JSON.parse(missed!.payload).text).toMatch(
      /^Zdravo: pokušali smo vas nazvati zbog narudžbe [A-Z0-9]+, ali se niste javili\. Nazvat ćemo vas ponovno danas oko 10:30\. Naš broj je .+\.$/,
    );
    expect(await noAnswer()).toEqual({ Status: 'received', NextCallAt: '2026-11-25T11:30:00.000Z' });
    expect(await noAnswer()).toEqual({ Status: 'received', NextCallAt: '2026-11-25T15:00:00.000Z' });
    expect(await noAnswer()).toEqual({ Status: 'received', NextCallAt: '2026-11-26T10:00:00.000Z' });
    expect(await noAnswer()).toEqual({ Status: 'received', NextCallAt: '2026-11-27T17:00:00.000Z' });
    expect(await outbox(id)).toHaveLength(1); // one "we tried" message, after the first miss only
    expect(await noAnswer()).toEqual({ Status: 'cancelled', NextCallAt: null });
    const orders = await shopper.call('shopOrders.f.getAll');
    expect(orders.status === 'ok' && orders.data.find((o) => o.ID === id)?.Status).toBe('cancelled');
    const messages = await outbox(id);
    expect(messages).toHaveLength(2);
    expect(JSON.parse(messages[1]!.payload).text).toMatch(/6 puta smo vas zvali zbog narudžbe .* pa smo je otkazali/);
    // Late in the day, the retry waits for the next opening.
    const late = await order('+385 95 111 3333');
    vi.setSystemTime(new Date('2026-11-25T19:45:00+01:00'));
    await a.browser.call('desk.queue.take', { orderId: late.id });
    expect((await record(a, { orderId: late.id, outcome: 'noAnswer' })).data).toEqual({
      Status: 'received',
      NextCallAt: '2026-11-26T07:00:00.000Z',
    });
  });

  it('calls back at the time the shopper asked for, and records the other endings', async () => {
    const { id } = await order('+385 97 222 3333');
    await a.browser.call('desk.queue.take', { orderId: id });
    expect((await record(a, { orderId: id, outcome: 'callBack', callBackAt: '2026-11-25T09:00:00Z' })).data).toBe(
      'VALIDATION_ERROR',
    ); // in the past
    expect((await record(a, { orderId: id, outcome: 'callBack', callBackAt: '2026-11-25T15:15:00Z' })).data).toEqual({
      Status: 'received',
      NextCallAt: '2026-11-25T15:15:00.000Z',
    });
    const lead = (await queue(b)).find((l) => l.OrderID === id);
    expect(lead).toMatchObject({ NextCallAt: '2026-11-25T15:15:00.000Z', HeldBy: null });

    const first = await order('+385 99 333 4444');
    const again = await order('+385 99 333 4444');
    expect((await queue(a)).find((l) => l.OrderID === again.id)?.Flags).toEqual([
      { Kind: 'duplicate', OrderIDs: [first.id], Numbers: [first.number] },
    ]);
    await a.browser.call('desk.queue.take', { orderId: again.id });
    expect((await record(a, { orderId: again.id, outcome: 'duplicate', duplicateOf: again.id })).data).toBe(
      'VALIDATION_ERROR',
    );
    expect((await record(a, { orderId: again.id, outcome: 'duplicate', duplicateOf: first.id })).data).toEqual({
      Status: 'cancelled',
      NextCallAt: null,
    });
    await a.browser.call('desk.queue.take', { orderId: first.id });
    expect((await record(a, { orderId: first.id, outcome: 'cancelled' })).data).toBe('VALIDATION_ERROR'); // no reason
    expect((await record(a, { orderId: first.id, outcome: 'cancelled', reason: 'tooExpensive' })).data).toEqual({
      Status: 'cancelled',
      NextCallAt: null,
    });
    expect((await a.browser.call('desk.queue.take', { orderId: first.id })).data).toBe('ORDER_CLOSED');
    expect(
      await t.db
        .selectFrom('call_outcomes')
        .select('outcome')
        .where('order_id', 'in', [first.id, again.id])
        .orderBy('id')
        .execute(),
    ).toEqual([{ outcome: 'duplicate' }, { outcome: 'cancelled' }]);
  });

  it('flags both of two orders placed within 24 hours of each other, and marks either a duplicate by the other’s number', async () => {
    const older = await order('+385 99 555 6666');
    vi.setSystemTime(new Date(Date.now() + 23 * 3_600_000));
    const newer = await order('+385 99 555 6666');
    vi.setSystemTime(new Date(Date.now() + 7 * 3_600_000)); // 30 hours after the first: still a pair
    const leads = await queue(b);
    expect(leads.find((l) => l.OrderID === older.id)?.Flags).toEqual([
      { Kind: 'duplicate', OrderIDs: [newer.id], Numbers: [newer.number] },
    ]);
    expect(leads.find((l) => l.OrderID === newer.id)?.Flags).toEqual([
      { Kind: 'duplicate', OrderIDs: [older.id], Numbers: [older.number] },
    ]);
    // A third order two days later is no pair of either.
    vi.setSystemTime(new Date(Date.now() + 20 * 3_600_000));
    const later = await order('+385 99 555 6666');
    expect((await queue(b)).find((l) => l.OrderID === later.id)?.Flags).toEqual([]);

    const agent = await enrolledStaff(t, 'agent');
    await agent.browser.call('desk.queue.take', { orderId: newer.id });
    expect((await record(agent, { orderId: newer.id, outcome: 'duplicate', duplicateOfNumber: 'NOPE1234' })).data).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      (await record(agent, { orderId: newer.id, outcome: 'duplicate', duplicateOfNumber: newer.number })).data,
    ).toBe('VALIDATION_ERROR');
    expect(
      (await record(agent, { orderId: newer.id, outcome: 'duplicate', duplicateOfNumber: older.number.toLowerCase() }))
        .data,
    ).toEqual({ Status: 'cancelled', NextCallAt: null });
    const outcome = await t.db
      .selectFrom('call_outcomes')
      .select('data_json')
      .where('order_id', '=', newer.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(outcome.data_json!)).toEqual({ duplicateOf: older.id, duplicateOfNumber: older.number });
  });

  it('merges two open orders of one shopper into one parcel with one delivery fee, priced by the server, audited, the shopper told', async () => {
    const kept = await placedOrder(t, { phone: '+385 98 777 8888', quantities: [1] });
    const merged = await placedOrder(t, { phone: '+385 98 777 8888', quantities: [2] });
    const stranger = await order('+385 98 777 9999');
    const agent = await enrolledStaff(t, 'agent');
    const [offer] = await offersIn(t, 'HR');
    const totals = async (id: number) =>
      t.db
        .selectFrom('orders')
        .select(['status', 'total_minor', 'delivery_minor'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const keptBefore = await totals(kept.id);

    expect((await agent.browser.call('desk.calls.merge', { orderId: merged.id, intoNumber: kept.number })).data).toBe(
      'LEAD_NOT_HELD',
    );
    await agent.browser.call('desk.queue.take', { orderId: merged.id });
    expect(
      (await agent.browser.call('desk.calls.merge', { orderId: merged.id, intoNumber: stranger.number })).data,
    ).toBe('NOT_SAME_SHOPPER');
    const answer = await agent.browser.call('desk.calls.merge', {
      orderId: merged.id,
      intoNumber: kept.number.toLowerCase(),
    });
    expect(answer).toMatchObject({
      status: 'ok',
      data: {
        OrderID: kept.id,
        MergedOrderID: merged.id,
        Quote: { Lines: [{ Quantity: 3 }], DeliveryMinor: keptBefore.delivery_minor },
      },
    });
    const after = await totals(kept.id);
    expect(after).toEqual({
      status: 'received',
      total_minor: 3 * offer!.newMinor + keptBefore.delivery_minor,
      delivery_minor: keptBefore.delivery_minor,
    });
    expect((await totals(merged.id)).status).toBe('cancelled');
    expect((await queue(b)).some((l) => l.OrderID === merged.id)).toBe(false);
    // The shopper's account shows the one parcel's total; the SMS says it.
    const account = await kept.shopper.call('shopOrders.f.getAll');
    expect(account.status === 'ok' && account.data.find((o) => o.ID === kept.id)?.Total).toBeCloseTo(
      after.total_minor / 100,
    );
    const [sms] = await outbox(kept.id);
    expect(JSON.parse(sms!.payload).text).toBe(
      `Zdravo: narudžbe ${merged.number} i ${kept.number} spojili smo u jednu pošiljku, broj ${kept.number}. Kuriru plaćate ukupno ${(after.total_minor / 100).toFixed(2).replace('.', ',')} € pri preuzimanju, s jednom dostavom.`,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'call.merge')
      .where('subject_id', '=', String(kept.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ totalMinor: after.total_minor });
    expect(JSON.parse(audit.before_json!)).toMatchObject({
      totalMinor: keptBefore.total_minor,
      merged: { id: merged.id },
    });
  });

  it('flags a blocked number in the queue (managers keep the list; the order still lands)', async () => {
    const manager = await enrolledStaff(t, 'manager');
    expect((await a.browser.call('desk.phones.block', { phone: '091 444 5555' })).data).toBe('FORBIDDEN');
    expect((await manager.browser.call('desk.phones.block', { phone: '12' })).data).toBe('VALIDATION_ERROR');
    expect(
      await manager.browser.call('desk.phones.block', { phone: '091 444 5555', note: 'Tri odbijena paketa' }),
    ).toMatchObject({ status: 'ok', data: { Phone: '+385914445555', PhoneDisplay: '+385 91 444 5555' } });
    const { id } = await order('+385 91 444 5555');
    expect((await queue(a)).find((l) => l.OrderID === id)?.Flags).toEqual([
      { Kind: 'blocked', Note: 'Tri odbijena paketa' },
    ]);
    expect((await manager.browser.call('desk.phones.unblock', { phone: '+385914445555' })).status).toBe('ok');
    expect((await manager.browser.call('desk.phones.unblock', { phone: '+385914445555' })).data).toBe('NOT_FOUND');
    expect((await queue(a)).find((l) => l.OrderID === id)?.Flags).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', 'phone')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['phone.block', 'phone.unblock']);
  });

  it('changes the order on the call: quantities, an added offer, the name and phone — priced by the server, shown before saving, audited', async () => {
    const { id, shopper } = await order('+385 91 555 6666');
    const offers = await offersIn(t, 'HR');
    const [first, second] = offers as [(typeof offers)[0], (typeof offers)[0]];
    await a.browser.call('desk.queue.take', { orderId: id });
    const lines = [
      { offerId: first.id, quantity: 3 },
      { offerId: second.id, quantity: 1 },
    ];
    const preview = await a.browser.call('desk.calls.quote', { orderId: id, lines });
    expect(preview.status).toBe('ok');
    if (preview.status !== 'ok') return;
    expect(preview.data.SubtotalMinor).toBe(3 * first.newMinor + second.newMinor);
    expect(preview.data.TotalMinor).toBe(preview.data.SubtotalMinor + preview.data.DeliveryMinor);
    expect(preview.data.Offers.map((o) => o.ID)).toContain(second.id);
    // Nothing is saved by a preview.
    expect(
      (await t.db.selectFrom('orders').select('total_minor').where('id', '=', id).executeTakeFirstOrThrow())
        .total_minor,
    ).toBe(first.newMinor + preview.data.DeliveryMinor);
    // Bad input changes nothing.
    expect(
      (
        await a.browser.call('desk.calls.amend', {
          orderId: id,
          lines: [{ offerId: first.id, quantity: 0 }],
          firstName: 'Ana',
          lastName: 'B',
          phone: '091 555 6666',
        })
      ).data,
    ).toBe('VALIDATION_ERROR');
    expect(
      (
        await a.browser.call('desk.calls.amend', {
          orderId: id,
          lines: [{ offerId: first.id, quantity: 100 }],
          firstName: 'Ana',
          lastName: 'B',
          phone: '091 555 6666',
        })
      ).data,
    ).toBe('VALIDATION_ERROR');
    expect(
      (
        await a.browser.call('desk.calls.amend', {
          orderId: id,
          lines: [{ offerId: 999_999, quantity: 1 }],
          firstName: 'Ana',
          lastName: 'B',
          phone: '091 555 6666',
        })
      ).data,
    ).toBe('VALIDATION_ERROR');
    expect(
      (
        await b.browser.call('desk.calls.amend', {
          orderId: id,
          lines,
          firstName: 'Ana',
          lastName: 'Babić',
          phone: '091 555 7777',
        })
      ).data,
    ).toBe('LEAD_NOT_HELD');
    const saved = await a.browser.call('desk.calls.amend', {
      orderId: id,
      lines,
      firstName: 'Ana',
      lastName: 'Babić',
      phone: '091 555 7777',
    });
    expect(saved).toMatchObject({ status: 'ok', data: { TotalMinor: preview.data.TotalMinor } });
    const mine = await shopper.call('shopOrders.f.getAll');
    const shown = mine.status === 'ok' ? mine.data.find((o) => o.ID === id) : undefined;
    expect(shown?.Articles.map((l) => l.Quantity)).toEqual([3, 1]);
    expect(Math.round((shown?.Total ?? 0) * 100)).toBe(preview.data.TotalMinor);
    expect(
      await t.db
        .selectFrom('orders')
        .select(['first_name', 'last_name', 'phone'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ first_name: 'Ana', last_name: 'Babić', phone: '+385915557777' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'call.amend')
      .where('subject_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ lines: [`1×${first.id}`], phone: '+385915556666' });
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      lines: [`3×${first.id}`, `1×${second.id}`],
      phone: '+385915557777',
    });
    await a.browser.call('desk.queue.release', { orderId: id });
  });
});
