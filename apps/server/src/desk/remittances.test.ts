// The courier's cash-on-delivery payouts, on each database: a statement with one matched line, one
// paid short and one for a tracking number we do not know, while one delivered parcel is missing from
// it — the desk shows exactly those four, the money still with the courier is the missing and the
// short amounts, and an order is paid out only when all its money arrived. A statement with a bad
// row, or imported twice, writes nothing; the managers' alone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CourierMoney, RemittanceImport } from '@zdravo/contract/desk';
import { REMITTANCE_COLUMNS } from '@zdravo/contract/courier-remittance';
import { toCsv } from '@zdravo/contract/desk/csv';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { freshHrPhone, placedOrder } from '../modules/orders/testing.ts';
import { confirmedByAgent, enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

const cols = REMITTANCE_COLUMNS.overseas!;
const header = ['Datum', cols.trackingNumber, 'Primatelj', cols.collected, cols.fee, cols.payoutDate];
/** Minor units as the courier writes them: "12,50". */
const amount = (minor: number): string => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

describe.each(testDbKinds)('the courier payouts on %s', (kind) => {
  let t: TestApp;
  let manager: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => t.close());
  onShopClock();

  /** An HR order placed, confirmed and handed to Overseas on `day`, delivered on `deliveredOn` when given. */
  async function parcel(day: string, tracking: string, deliveredOn?: string) {
    const back = new Date();
    vi.setSystemTime(new Date(`${day}T10:00:00+01:00`));
    const agent = await enrolledStaff(t, 'agent');
    const order = await placedOrder(t, { quantities: [1], phone: freshHrPhone() });
    await confirmedByAgent(agent, order.id);
    expect(
      (
        await agent.browser.call('desk.dispatch.ship', {
          orderId: order.id,
          courier: 'overseas',
          trackingNumber: tracking,
        })
      ).status,
    ).toBe('ok');
    if (deliveredOn) {
      vi.setSystemTime(new Date(`${deliveredOn}T12:00:00+01:00`));
      const later = await enrolledStaff(t, 'agent');
      expect(
        (
          await later.browser.call('desk.delivery.record', {
            orderId: order.id,
            outcome: 'delivered',
            date: deliveredOn,
          })
        ).status,
      ).toBe('ok');
    }
    vi.setSystemTime(back);
    const { total_minor } = await t.db
      .selectFrom('orders')
      .select('total_minor')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { ...order, total: total_minor, tracking };
  }

  const money = async (): Promise<CourierMoney | undefined> => {
    const answer = await manager.browser.call('desk.remittances.money', {});
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data.find((m) => m.Country === 'HR');
  };

  it('matched, paid short, unknown and delivered-but-missing: exactly those four; outstanding = missing + short', async () => {
    const matched = await parcel('2026-11-16', 'OV1000000001', '2026-11-17');
    const short = await parcel('2026-11-16', 'OV1000000002', '2026-11-16');
    const missing = await parcel('2026-11-16', 'OV1000000003', '2026-11-19');
    // Still on its way: not missing from any payout.
    await parcel('2026-11-20', 'OV1000000004');
    manager = await enrolledStaff(t, 'manager');

    const before = await money();
    expect(before).toMatchObject({
      CollectedMinor: matched.total + short.total + missing.total,
      RemittedMinor: 0,
      OutstandingMinor: matched.total + short.total + missing.total,
    });

    const csv = toCsv([
      header,
      ['17.11.2026', matched.tracking, 'Kupac 1', amount(matched.total), '1,20', '24.11.2026.'],
      ['16.11.2026', short.tracking, 'Kupac 2', amount(short.total - 150), '1,20', '24.11.2026.'],
      ['18.11.2026', 'OV9999999999', 'Netko', '12,00', '1,20', '24.11.2026.'],
    ]);
    const agent = await enrolledStaff(t, 'agent');
    expect(
      await agent.browser.call('desk.remittances.import', {
        country: 'HR',
        courier: 'overseas',
        fileName: 'isplata.csv',
        csv,
      }),
    ).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
    const imported = await manager.browser.call('desk.remittances.import', {
      country: 'HR',
      courier: 'overseas',
      fileName: 'isplata.csv',
      csv,
    });
    expect(imported.status).toBe('ok');
    const r = (imported.data as RemittanceImport).Remittance!;
    expect((imported.data as RemittanceImport).Errors).toEqual([]);
    expect(r.Counts).toEqual({ matched: 1, short: 1, over: 0, unknown: 1, missing: 1 });
    expect(r.Lines.map((l) => [l.TrackingNumber, l.Match, l.OrderNumber])).toEqual([
      [matched.tracking, 'matched', matched.number],
      [short.tracking, 'short', short.number],
      ['OV9999999999', 'unknown', null],
    ]);
    expect(r.Missing).toEqual([
      {
        OrderID: missing.id,
        OrderNumber: missing.number,
        TrackingNumber: missing.tracking,
        DeliveredOn: '2026-11-19',
        ExpectedMinor: missing.total,
      },
    ]);
    expect(r).toMatchObject({
      PayoutOn: '2026-11-24',
      CollectedMinor: matched.total + short.total - 150 + 1200,
      FeeMinor: 360,
      CourierName: 'Overseas Express',
    });

    // The list and the statement opened again say the same.
    const list = await manager.browser.call('desk.remittances.list', { country: 'HR' });
    expect(list.status === 'ok' && list.data.map((s) => s.Counts)).toEqual([r.Counts]);
    const opened = await manager.browser.call('desk.remittances.get', { id: r.ID });
    expect(opened.data).toEqual(r);

    // Paid out only when all the money arrived.
    const paidOut = async (id: number) =>
      (await t.db.selectFrom('orders').select('paid_out_at').where('id', '=', id).executeTakeFirstOrThrow())
        .paid_out_at;
    expect(await paidOut(matched.id)).not.toBeNull();
    expect(await paidOut(short.id)).toBeNull();
    expect(await paidOut(missing.id)).toBeNull();

    // The numbers: outstanding is exactly the missing parcel and the short amount; the fees and the money remitted.
    const after = await money();
    expect(after).toMatchObject({
      RemittedMinor: matched.total + short.total - 150 + 1200,
      FeeMinor: 360,
      OutstandingMinor: missing.total + 150,
    });
    // Delivered 6 and 9 days before the test's day (25 November).
    expect(after!.OutstandingByAge).toEqual({ upTo7: missing.total, upTo14: 150, upTo30: 0, over30: 0 });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'remittance.import')
      .where('subject_id', '=', String(r.ID))
      .execute();
    expect(audit).toHaveLength(1);

    // The same statement again: refused whole, row by row, nothing written.
    const twice = await manager.browser.call('desk.remittances.import', {
      country: 'HR',
      courier: 'overseas',
      fileName: 'isplata.csv',
      csv,
    });
    expect(twice.data).toEqual({
      Remittance: null,
      Errors: [2, 3, 4].map((Row, i) => ({
        Row,
        Problem: 'alreadyPaid',
        Value: [matched.tracking, short.tracking, 'OV9999999999'][i],
      })),
    });
    expect(await money()).toEqual(after);
  });

  it('the same statement imported twice at once counts its money once', async () => {
    manager = await enrolledStaff(t, 'manager');
    const other = await enrolledStaff(t, 'manager');
    const p = await parcel('2026-11-16', 'OV3000000001', '2026-11-17');
    const csv = toCsv([header, ['x', p.tracking, 'A', amount(p.total), '1,00', '24.11.2026']]);
    const both = await Promise.all(
      [manager, other].map((m) =>
        m.browser.call('desk.remittances.import', { country: 'HR', courier: 'overseas', fileName: 'twice.csv', csv }),
      ),
    );
    const recorded = both.filter((a) => (a.data as RemittanceImport).Remittance !== null);
    expect(recorded).toHaveLength(1);
    expect(both.map((a) => (a.data as RemittanceImport).Errors.map((e) => e.Problem)).flat()).toEqual(['alreadyPaid']);
    const lines = await t.db
      .selectFrom('remittance_lines')
      .select('id')
      .where('tracking_number', '=', p.tracking)
      .execute();
    expect(lines).toHaveLength(1);
    expect(
      (await t.db.selectFrom('orders').select('remitted_minor').where('id', '=', p.id).executeTakeFirstOrThrow())
        .remitted_minor,
    ).toBe(p.total);
  });

  it("a statement with bad rows or without the courier's columns is refused whole, each row named", async () => {
    manager = await enrolledStaff(t, 'manager');
    const p = await parcel('2026-11-16', 'OV2000000001', '2026-11-17');
    const bad = toCsv([
      header,
      ['x', p.tracking, 'A', amount(p.total), '1,20', '24.11.2026'],
      ['x', 'OV2000000009', 'B', 'dvanaest', '1,20', '24.11.2026'],
      ['x', 'OV2000000010', 'C', '1,00', '1,00', '31.2.2026'],
    ]);
    const answer = await manager.browser.call('desk.remittances.import', {
      country: 'HR',
      courier: 'overseas',
      fileName: 'x.csv',
      csv: bad,
    });
    expect(answer.data).toEqual({
      Remittance: null,
      Errors: [
        { Row: 3, Problem: 'amount', Value: 'dvanaest' },
        { Row: 4, Problem: 'date', Value: '31.2.2026' },
      ],
    });
    expect(
      (await t.db.selectFrom('orders').select('remitted_minor').where('id', '=', p.id).executeTakeFirstOrThrow())
        .remitted_minor,
    ).toBe(0);

    const gls = await manager.browser.call('desk.remittances.import', {
      country: 'HR',
      courier: 'gls',
      fileName: 'x.csv',
      csv: bad,
    });
    expect((gls.data as RemittanceImport).Errors[0]).toMatchObject({ Row: 1, Problem: 'header' });
    expect(
      await manager.browser.call('desk.remittances.import', {
        country: 'HR',
        courier: 'dexpress',
        fileName: 'x.csv',
        csv: bad,
      }),
    ).toMatchObject({ status: 'error', data: 'UNKNOWN_COURIER' });
  });
});
