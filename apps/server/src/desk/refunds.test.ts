// Refunds with their facts, on each database: a withdrawal of a delivered order carries the amount to
// pay back (the order as charged), the due day (14 days from the statement) and the IBAN the shopper
// gave; it is overdue only after its due day (the shop's clock moved on); the "paid" step is the
// managers', written once with its audit row. A withdrawal before delivery owes nothing; a club
// membership's owes its fee, and paying it closes the to-do.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, formatMoney } from '@zdravo/contract';
import type { ClubMembership } from '@zdravo/contract/methods';
import type { WithdrawalRecord } from '@zdravo/contract/desk';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { freshHrPhone, placedOrder } from '../modules/orders/testing.ts';
import { confirmedByAgent, enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

const IBAN_TYPED = 'hr12 1001 0051 8630 0016 0';
const IBAN = 'HR1210010051863000160';

describe.each(testDbKinds)('refunds on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => t.close());
  onShopClock();

  async function recordOf(
    who: EnrolledStaff,
    reference: string,
    state: 'open' | 'done' = 'open',
  ): Promise<WithdrawalRecord> {
    const answer = await who.browser.call('desk.withdrawals.list', { state });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    const record = answer.data.Records.find((r) => r.Reference === reference);
    if (!record) throw new Error(`no withdrawal ${reference}`);
    return record;
  }

  /** An HR order placed, confirmed, handed to GLS and delivered on `day` (the clock then goes back to the test's). */
  async function deliveredOrder(day: string, tracking: string) {
    const back = new Date();
    vi.setSystemTime(new Date(`${day}T10:00:00+01:00`));
    const agent = await enrolledStaff(t, 'agent');
    const order = await placedOrder(t, { quantities: [2], phone: freshHrPhone() });
    await confirmedByAgent(agent, order.id);
    expect(
      (await agent.browser.call('desk.dispatch.ship', { orderId: order.id, courier: 'gls', trackingNumber: tracking }))
        .status,
    ).toBe('ok');
    expect(
      (await agent.browser.call('desk.delivery.record', { orderId: order.id, outcome: 'delivered', date: day })).status,
    ).toBe('ok');
    vi.setSystemTime(back);
    return order;
  }

  it('a delivered order withdrawn with an IBAN: the amount as charged, due in 14 days, the account; red only after the due day; paid once by a manager', async () => {
    const order = await deliveredOrder('2026-11-23', 'RF100000001');
    const charged = await t.db
      .selectFrom('orders')
      .select(['total_minor', 'subtotal_minor', 'delivery_minor'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(charged.delivery_minor).toBeGreaterThan(0);

    // A mistyped account is refused (nothing recorded); the typed one is kept in its electronic form.
    expect(
      await order.shopper.call('shopOrders.f.withdraw', { ID: order.id, Iban: 'HR12 1001 0051 8630 0016 1' }),
    ).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect((await order.shopper.call('shopOrders.f.withdraw', { ID: order.id, Iban: IBAN_TYPED })).status).toBe('ok');

    const agent = await enrolledStaff(t, 'agent');
    const record = await recordOf(agent, order.number);
    expect(record.Todo).toBe('returnAndRefund');
    expect(record.Refund).toEqual({
      AmountMinor: charged.subtotal_minor + charged.delivery_minor,
      Currency: 'EUR',
      DueOn: '2026-12-09',
      Iban: IBAN,
      Paid: null,
      Overdue: false,
    });
    expect(record.Refund!.AmountMinor).toBe(charged.total_minor);
    // The shopper's acknowledgement says the same: the amount, the account and the last day.
    expect(record.Acknowledgement!.Text).toContain(
      `Iznos za povrat: ${formatMoney(charged.total_minor / 100, 'HR')}, na tekući račun HR12 1001 0051 8630 0016 0, najkasnije do 9. 12. 2026.`,
    );

    // The due day itself is not late; the day after is (the desk's sessions do not outlive the jump: a fresh manager signs in).
    vi.setSystemTime(new Date('2026-12-09T23:30:00+01:00'));
    const onDueDay = await enrolledStaff(t, 'manager');
    expect((await recordOf(onDueDay, order.number)).Refund!.Overdue).toBe(false);
    vi.setSystemTime(new Date('2026-12-10T00:30:00+01:00'));
    const manager = await enrolledStaff(t, 'manager');
    expect((await recordOf(manager, order.number)).Refund!.Overdue).toBe(true);

    // Agents may not mark money paid; a day before the statement or in the future is refused.
    const lateAgent = await enrolledStaff(t, 'agent');
    expect(
      await lateAgent.browser.call('desk.withdrawals.refundPaid', { id: record.ID, on: '2026-12-10', reference: 'X' }),
    ).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
    for (const on of ['2026-11-24', '2026-12-11']) {
      expect(
        await manager.browser.call('desk.withdrawals.refundPaid', { id: record.ID, on, reference: 'HR00 2026-1210' }),
      ).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    }
    const paid = await manager.browser.call('desk.withdrawals.refundPaid', {
      id: record.ID,
      on: '2026-12-10',
      reference: 'HR00 2026-1210',
    });
    expect(paid.status).toBe('ok');
    expect((paid.data as WithdrawalRecord).Refund).toMatchObject({
      Paid: { On: '2026-12-10', Reference: 'HR00 2026-1210' },
      Overdue: false,
    });
    // A second mark (a colleague, a double click) changes nothing and writes no second audit row.
    const again = await manager.browser.call('desk.withdrawals.refundPaid', {
      id: record.ID,
      on: '2026-12-10',
      reference: 'OTHER',
    });
    expect((again.data as WithdrawalRecord).Refund!.Paid!.Reference).toBe('HR00 2026-1210');
    const audits = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'withdrawal.refundPaid')
      .where('subject_id', '=', String(record.ID))
      .execute();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({
      amountMinor: charged.total_minor,
      currency: 'EUR',
      on: '2026-12-10',
      reference: 'HR00 2026-1210',
      iban: IBAN,
    });
    // Paid, the to-do (take the parcel back) is still open: the refund's step is its own.
    expect((await recordOf(manager, order.number)).Done).toBeNull();
  });

  it('a withdrawal before delivery owes nothing: no refund, nothing to mark paid', async () => {
    const agent = await enrolledStaff(t, 'agent');
    const order = await placedOrder(t, { phone: freshHrPhone() });
    await confirmedByAgent(agent, order.id);
    expect((await order.shopper.call('shopOrders.f.withdraw', { ID: order.id })).status).toBe('ok');
    const record = await recordOf(agent, order.number);
    expect(record.Refund).toBeNull();
    expect(record.Acknowledgement!.Text).not.toContain('Iznos za povrat');
    const manager = await enrolledStaff(t, 'manager');
    expect(
      await manager.browser.call('desk.withdrawals.refundPaid', { id: record.ID, on: '2026-11-25', reference: 'X' }),
    ).toMatchObject({ status: 'error', data: 'NOT_FOUND' });
  });

  it('a club membership withdrawn: the fee back by the due day to the IBAN given; paying it closes the to-do', async () => {
    const { shopper, account } = await loggedInShopper(t);
    await runShopCommand(t, 'club:activate', account.email);
    const club = await shopper.call('shopUsers.f.club');
    const id = (club.data as ClubMembership).ID;
    expect(await shopper.call('shopUsers.f.withdrawClub', { ID: id, Iban: 'BA39 1290 0794 0102 8495' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect((await shopper.call('shopUsers.f.withdrawClub', { ID: id, Iban: 'BA39 1290 0794 0102 8494' })).status).toBe(
      'ok',
    );

    const manager = await enrolledStaff(t, 'manager');
    const record = await recordOf(manager, `KLUB-${id}`);
    expect(record.Todo).toBe('refundFee');
    expect(record.Refund).toEqual({
      AmountMinor: COUNTRIES[record.Country].clubFeeMinor,
      Currency: COUNTRIES[record.Country].currency,
      DueOn: '2026-12-09',
      Iban: 'BA391290079401028494',
      Paid: null,
      Overdue: false,
    });
    const paid = await manager.browser.call('desk.withdrawals.refundPaid', {
      id: record.ID,
      on: '2026-11-25',
      reference: 'KL-1',
    });
    expect((paid.data as WithdrawalRecord).Done).toMatchObject({ On: '2026-11-25' });
    expect((await recordOf(manager, `KLUB-${id}`, 'done')).Refund!.Paid).toMatchObject({ Reference: 'KL-1' });
  });
});
