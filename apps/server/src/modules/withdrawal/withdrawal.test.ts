// shopOrders.f.withdraw on each database: the shopper's own order inside the period, someone else's,
// after the period, closed orders, repeats and races, and what the shopper, the outbox and the CRM
// then hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDateTime } from '@zdravo/contract';
import type { ShopOrder, Withdrawal } from '@zdravo/contract/methods';
import { createTestApp, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { markDelivered, placeOrder } from './testing.ts';

describe.each(testDbKinds)('withdrawal on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const acknowledgements = (to: string) =>
    t.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', to)
      .where('channel', 'in', ['email', 'sms'])
      .execute();
  const historyOf = async (shopper: TestShopper, id: number): Promise<ShopOrder> => {
    const answer = await shopper.call('shopOrders.f.getAll');
    if (answer.status !== 'ok') throw new Error(answer.data);
    return answer.data.find((o) => o.ID === id)!;
  };

  it('withdraws from an own delivered order inside the period: recorded, status, CRM, acknowledgement', async () => {
    const { shopper, account } = await loggedInShopper(t);
    const order = await placeOrder(t, shopper, [2, 1]);
    await markDelivered(t, order.id, 3);
    const before = await historyOf(shopper, order.id);
    expect(before).toMatchObject({ Status: 'delivered', CanWithdraw: true, WithdrawnAt: null });
    expect(Date.parse(before.WithdrawUntil!)).toBeGreaterThan(Date.now());

    const started = Date.now();
    const answer = await shopper.call('shopOrders.f.withdraw', { ID: order.id });
    expect(answer.status).toBe('ok');
    const withdrawal = answer.data as Withdrawal;
    expect(withdrawal).toMatchObject({
      Subject: 'order',
      SubjectID: order.id,
      Reference: order.leadId,
      Channel: 'email',
      SentTo: account.email,
    });
    expect(Date.parse(withdrawal.WithdrawnAt)).toBeGreaterThanOrEqual(started - 1000);

    // The shopper's history shows the new status and no button any more.
    expect(await historyOf(shopper, order.id)).toMatchObject({
      Status: 'withdrawn',
      StatusLabel: 'Odustanak primljen',
      CanWithdraw: false,
      WithdrawnAt: withdrawal.WithdrawnAt,
    });
    // The embedded CRM's lead is marked in the same transaction.
    const lead = await t.db
      .selectFrom('leads')
      .select('withdrawn_at')
      .where('lead_id', '=', order.leadId)
      .executeTakeFirstOrThrow();
    expect(lead.withdrawn_at).toBe(withdrawal.WithdrawnAt);

    // One acknowledgement by e-mail: the order number, the items, the statement, the date and time.
    const [ack, ...more] = await acknowledgements(account.email);
    expect(more).toEqual([]);
    const payload = JSON.parse(ack!.payload) as { subject: string; text: string };
    const { date, time } = shopDateTime(withdrawal.WithdrawnAt);
    expect(payload.subject).toBe(`Potvrda odustanka od ugovora – narudžba ${order.leadId}`);
    expect(payload.text).toContain(`potvrđujemo da smo ${date} u ${time} primili vašu izjavu o odustanku od ugovora:`);
    expect(payload.text).toContain('„Ovim izjavljujem da odustajem od ugovora o kupovini sljedeće robe:');
    expect(payload.text).toMatch(/– 2 × .+\n– 1 × .+“/);
    expect(payload.text).toContain(`Narudžba ${order.leadId} od `);
    expect(payload.text).toContain('Amra Hodžić');
    expect(payload.text).toContain('kurirom, o našem trošku');
    expect(payload.text).toContain('Zdravo BH d.o.o. Sarajevo, Zmaja od Bosne 7, 71000 Sarajevo');
  });

  it("answers NOT_FOUND for another shopper's order and for one that does not exist, changing nothing", async () => {
    const owner = await loggedInShopper(t);
    const order = await placeOrder(t, owner.shopper);
    const stranger = await loggedInShopper(t);
    expect(await stranger.shopper.call('shopOrders.f.withdraw', { ID: order.id })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect(await stranger.shopper.call('shopOrders.f.withdraw', { ID: 2_000_000_000 })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect(await historyOf(owner.shopper, order.id)).toMatchObject({ Status: 'received', CanWithdraw: true });
    expect(await t.db.selectFrom('withdrawals').select('id').where('subject_id', '=', order.id).execute()).toEqual([]);
    expect(await acknowledgements(stranger.account.email)).toEqual([]);
  });

  it('answers WITHDRAWAL_PERIOD_OVER 15 days after delivery, and still takes it on the 14th day', async () => {
    const { shopper, account } = await loggedInShopper(t);
    const late = await placeOrder(t, shopper);
    await markDelivered(t, late.id, 15);
    expect(await historyOf(shopper, late.id)).toMatchObject({ Status: 'delivered', CanWithdraw: false });
    expect(await shopper.call('shopOrders.f.withdraw', { ID: late.id })).toMatchObject({
      status: 'error',
      data: 'WITHDRAWAL_PERIOD_OVER',
    });
    expect(await historyOf(shopper, late.id)).toMatchObject({ Status: 'delivered', WithdrawnAt: null });
    expect(await acknowledgements(account.email)).toEqual([]);

    const lastDay = await placeOrder(t, shopper);
    await markDelivered(t, lastDay.id, 14);
    expect(await shopper.call('shopOrders.f.withdraw', { ID: lastDay.id })).toMatchObject({
      status: 'ok',
      data: { SubjectID: lastDay.id },
    });
  });

  it('answers the same withdrawal twice, and once only when the confirmations race', async () => {
    const { shopper, account } = await loggedInShopper(t);
    const order = await placeOrder(t, shopper);
    const first = await shopper.call('shopOrders.f.withdraw', { ID: order.id });
    const second = await shopper.call('shopOrders.f.withdraw', { ID: order.id, Email: 'drugi@example.com' });
    expect(first.status).toBe('ok');
    expect(second).toEqual(first);
    expect(await acknowledgements(account.email)).toHaveLength(1);
    expect(await acknowledgements('drugi@example.com')).toEqual([]);

    const raced = await placeOrder(t, shopper);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shopper.call('shopOrders.f.withdraw', { ID: raced.id })),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'ok', data: { SubjectID: raced.id } });
    expect(await t.db.selectFrom('withdrawals').select('id').where('subject_id', '=', raced.id).execute()).toHaveLength(
      1,
    );
    expect(await acknowledgements(account.email)).toHaveLength(2);
  });

  it("before delivery: the parcel is stopped; the acknowledgement goes only to the account's own e-mail, or by SMS to its phone", async () => {
    const { shopper, user, account } = await loggedInShopper(t);
    const other = await placeOrder(t, shopper);
    const answer = await shopper.call('shopOrders.f.withdraw', { ID: other.id, Email: ' Negdje@Example.com ' });
    expect(answer).toMatchObject({ status: 'ok', data: { Channel: 'email', SentTo: account.email } });
    expect(await acknowledgements('Negdje@Example.com')).toEqual([]);
    const [mail] = await acknowledgements(account.email);
    expect(JSON.parse(mail!.payload).text).toContain('Paket nećemo poslati i ništa ne plaćate.');

    const bySms = await placeOrder(t, shopper);
    const sms = await shopper.call('shopOrders.f.withdraw', { ID: bySms.id, Email: '' });
    expect(sms).toMatchObject({ status: 'ok', data: { Channel: 'sms', SentTo: user.PhoneNumber } });
    const [text] = await acknowledgements(user.PhoneNumber);
    const { date, time } = shopDateTime((sms.data as Withdrawal).WithdrawnAt);
    expect(JSON.parse(text!.payload)).toEqual({
      text: expect.stringContaining(
        `${date} u ${time} primili smo vašu izjavu o odustanku od ugovora o kupovini robe iz narudžbe ${bySms.leadId} (2 × `,
      ),
    });
  });

  it("ten withdrawals naming ten strangers send nothing to them; the order's name is greeted as bounded plain text", async () => {
    const { shopper, account } = await loggedInShopper(t);
    const strangers = Array.from({ length: 10 }, (_, i) => `stranger${i}@example.org`);
    for (const Email of strangers) {
      const order = await placeOrder(t, shopper);
      await t.db
        .updateTable('orders')
        .set({ first_name: 'Your account is locked, visit https://evil.example/login\n<a href="x">', last_name: 'now' })
        .where('id', '=', order.id)
        .execute();
      expect(await shopper.call('shopOrders.f.withdraw', { ID: order.id, Email })).toMatchObject({
        status: 'ok',
        data: { SentTo: account.email },
      });
    }
    const sentTo = await t.db.selectFrom('outbox').select('recipient').where('recipient', 'in', strangers).execute();
    expect(sentTo).toEqual([]);
    const mails = await acknowledgements(account.email);
    expect(mails).toHaveLength(10);
    const text = (JSON.parse(mails[0]!.payload) as { text: string }).text;
    const greeting = text.split('\n')[0]!;
    expect(greeting).toBe('Dobar dan, Your account is locked visit httpsevilex,');
    expect(text).not.toContain('https://');
    expect(text).not.toContain('<a');
  });

  it('refuses closed orders, strangers and bad params with clear codes', async () => {
    const { shopper } = await loggedInShopper(t);
    const cancelled = await placeOrder(t, shopper);
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.id).execute();
    expect(await shopper.call('shopOrders.f.withdraw', { ID: cancelled.id })).toMatchObject({
      status: 'error',
      data: 'ORDER_CLOSED',
    });
    expect(await historyOf(shopper, cancelled.id)).toMatchObject({ CanWithdraw: false });

    expect(await t.shopper().call('shopOrders.f.withdraw', { ID: cancelled.id })).toMatchObject({
      status: 'error',
      data: 'UNAUTHORIZED',
    });
    for (const bad of [
      {},
      { ID: 0 },
      { ID: -3 },
      { ID: 2 ** 31 },
      { ID: '12' },
      { ID: 1.5 },
      { ID: 1, Email: 'nije-email' },
      { ID: 1, Email: 'a\u0000@b.hr' },
    ]) {
      expect(await shopper.callRaw('shopOrders.f.withdraw', bad), JSON.stringify(bad)).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
      });
    }
  });
});
