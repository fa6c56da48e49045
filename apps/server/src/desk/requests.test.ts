// Every promised call is in the desk's queue, on each database: the quiz's phone step with the consent
// to be contacted, a club join request and the withdrawal of a delivered order each open a call
// request of its kind (a phone without that consent, or a withdrawal before delivery, does not); agents
// list them by kind, one holds a request at a time, and each kind takes only its own outcomes — no
// answer follows the country's retry plan, the kind's ending closes it, each call audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskApi } from '@zdravo/contract/desk';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { placedOrder } from '../modules/orders/testing.ts';
import { markDelivered } from '../modules/withdrawal/testing.ts';
import { enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('promised calls in the queue on %s', (kind) => {
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

  let ips = 0;
  const post = async (path: string, body: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${path}`,
      remoteAddress: `10.7.${kind.length}.${++ips}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.json()).toMatchObject({ status: 'ok' });
  };
  const list = async (params: object = {}) => {
    const answer = await b.browser.call('desk.requests.list', params);
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const record = (who: EnrolledStaff, params: DeskApi['desk.requests.record']['params']) =>
    who.browser.call('desk.requests.record', params);

  it('opens a request for a quiz phone with consent and for a club join, due an hour of call hours later; none without consent', async () => {
    await post('addSubscriber', {
      PhoneNumber: '091 321 6540',
      OfferID: 'pure-fit',
      Country: 'HR',
      Consent: { Version: 1 },
    });
    await post('addSubscriber', { PhoneNumber: '091 321 6541', OfferID: 'pure-fit', Country: 'HR' });
    await post('clubJoin', {
      FirstLastName: 'Jovan Ilić',
      PhoneNumber: '064 123 4567',
      ClubName: 'Zdravo Klub',
      Country: 'RS',
    });
    const quiz = await list({ kind: 'quiz' });
    expect(quiz.filter((r) => r.Phone.startsWith('+38591321654')).map((r) => r.Phone)).toEqual(['+385913216540']);
    expect(quiz.find((r) => r.Phone === '+385913216540')).toMatchObject({
      Kind: 'quiz',
      Country: 'HR',
      About: 'pure-fit',
      DueAt: '2026-11-25T10:00:00.000Z',
      HeldBy: null,
    });
    const club = (await list({ kind: 'club', country: 'RS' })).find((r) => r.Phone === '+381641234567');
    expect(club).toMatchObject({ Kind: 'club', Name: 'Jovan Ilić', About: 'Zdravo Klub' });
    expect((await list({ kind: 'pickup' })).some((r) => r.Phone === '+381641234567')).toBe(false);
  });

  it('opens a pick-up when a delivered order is withdrawn (not for one withdrawn before it shipped)', async () => {
    const delivered = await placedOrder(t, { phone: '+385 92 111 0001' });
    await markDelivered(t, delivered.id, 2);
    expect((await delivered.shopper.call('shopOrders.f.withdraw', { ID: delivered.id })).status).toBe('ok');
    const early = await placedOrder(t, { phone: '+385 92 111 0002' });
    expect((await early.shopper.call('shopOrders.f.withdraw', { ID: early.id })).status).toBe('ok');
    const pickups = await list({ kind: 'pickup' });
    expect(pickups.find((r) => r.OrderID === delivered.id)).toMatchObject({
      Kind: 'pickup',
      About: delivered.number,
      Phone: '+385921110001',
    });
    expect(pickups.some((r) => r.OrderID === early.id)).toBe(false);
  });

  it('is worked like a lead: one holder, its own outcomes, the retry plan after no answer, closed by its ending, audited', async () => {
    await post('clubJoin', {
      FirstLastName: 'Ana Anić',
      PhoneNumber: '091 555 0101',
      ClubName: 'Zdravo Klub',
      Country: 'HR',
    });
    const request = (await list({ kind: 'club' })).find((r) => r.Phone === '+385915550101')!;
    expect((await a.browser.call('desk.requests.take', { id: request.ID })).status).toBe('ok');
    expect((await b.browser.call('desk.requests.take', { id: request.ID })).data).toBe('LEAD_HELD');
    expect((await record(b, { id: request.ID, outcome: 'willPay' })).data).toBe('LEAD_NOT_HELD');
    expect((await record(a, { id: request.ID, outcome: 'pickupArranged' })).data).toBe('VALIDATION_ERROR'); // a pick-up's ending
    expect((await record(a, { id: request.ID, outcome: 'noAnswer' })).data).toEqual({
      Closed: false,
      NextCallAt: '2026-11-25T09:30:00.000Z',
    });
    expect((await list({ kind: 'club' })).find((r) => r.ID === request.ID)).toMatchObject({
      NoAnswers: 1,
      NextCallAt: '2026-11-25T09:30:00.000Z',
      HeldBy: null,
    });
    await a.browser.call('desk.requests.take', { id: request.ID });
    expect((await record(a, { id: request.ID, outcome: 'willPay', note: 'Plaća sutra' })).data).toEqual({
      Closed: true,
      NextCallAt: null,
    });
    expect((await list({ kind: 'club' })).some((r) => r.ID === request.ID)).toBe(false);
    expect((await a.browser.call('desk.requests.take', { id: request.ID })).data).toBe('NOT_FOUND');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('subject', '=', 'call_request')
      .where('subject_id', '=', String(request.ID))
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['request.noAnswer', 'request.willPay']);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({
      kind: 'club',
      outcome: 'willPay',
      closed: true,
      note: 'Plaća sutra',
    });
  });

  it('leaves the queue when settled elsewhere, and keeps nothing of an erased account', async () => {
    await post('clubJoin', {
      FirstLastName: 'Mara Marić',
      PhoneNumber: '091 555 0202',
      ClubName: 'Zdravo Klub',
      Country: 'HR',
    });
    const club = (await list({ kind: 'club' })).find((r) => r.Phone === '+385915550202')!;
    const manager = await enrolledStaff(t, 'manager');
    const member = await t.db
      .selectFrom('call_requests')
      .select('subject_id')
      .where('id', '=', club.ID)
      .executeTakeFirstOrThrow();
    expect((await manager.browser.call('desk.club.cancel', { id: member.subject_id })).status).toBe('ok');
    expect((await list({ kind: 'club' })).some((r) => r.ID === club.ID)).toBe(false);

    const delivered = await placedOrder(t, { phone: '+385 92 111 0003' });
    await markDelivered(t, delivered.id, 2);
    expect((await delivered.shopper.call('shopOrders.f.withdraw', { ID: delivered.id })).status).toBe('ok');
    expect((await list({ kind: 'pickup' })).some((r) => r.OrderID === delivered.id)).toBe(true);
    expect(await delivered.shopper.call('shopUsers.f.delete', { password: 'tajna-lozinka-1' })).toMatchObject({
      status: 'ok',
    });
    expect((await list({ kind: 'pickup' })).some((r) => r.OrderID === delivered.id)).toBe(false);
    expect(
      await t.db
        .selectFrom('call_requests')
        .select(['phone', 'name'])
        .where('order_id', '=', delivered.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ phone: '', name: '' });
  });
});
