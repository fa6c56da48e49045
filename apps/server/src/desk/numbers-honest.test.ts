// The numbers that do not mislead, on each database, each case on a day of its own: parcels still on
// their way are in no delivery rate; returns counted by country, reason and product with the courier's
// fees both ways; the wait to the first call in open call hours only; what calls added and took off
// apart; a duplicate's money not lost.
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { outcomeRates, type NumbersReport } from '@zdravo/contract/desk';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { offersIn, orderParams } from '../modules/orders/testing.ts';
import { confirmedByAgent, enrolledStaff } from './testing.ts';

describe.each(testDbKinds)('numbers that do not mislead on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };
  async function report(day: string): Promise<NumbersReport> {
    const manager = await enrolledStaff(t, 'manager');
    const answer = await manager.browser.call('desk.numbers.report', {
      from: day,
      to: day,
      grain: 'day',
      country: 'HR',
    });
    if (answer.status !== 'ok') throw new Error(JSON.stringify(answer));
    return answer.data;
  }
  /** An HR order of `quantity` units of the first offer, by a shopper with this phone. */
  async function placed(quantity = 1, phone = '+385 91 700 0001') {
    const { shopper } = await loggedInShopper(t, { country: 'HR' });
    const [offer] = await offersIn(t, 'HR');
    const answer = await shopper.call(
      'shopOrders.add',
      orderParams([{ ID: offer!.id, Quantity: quantity }], { PhoneNumber: phone }),
    );
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    const row = await t.db
      .selectFrom('orders')
      .select(['lead_id', 'total_minor'])
      .where('id', '=', answer.data)
      .executeTakeFirstOrThrow();
    return { id: answer.data, number: row.lead_id, totalMinor: row.total_minor, offer: offer! };
  }

  it('rates delivery only over known outcomes, and counts returns by reason, product and their courier fees', async () => {
    at('2026-12-01T10:00:00+01:00');
    const agent = await enrolledStaff(t, 'agent');
    const orders = [await placed(), await placed(), await placed(), await placed()];
    for (const o of orders) {
      await confirmedByAgent(agent, o.id);
      expect(
        (
          await agent.browser.call('desk.dispatch.ship', {
            orderId: o.id,
            courier: 'gls',
            trackingNumber: `GLS${o.number}`,
          })
        ).status,
      ).toBe('ok');
    }
    const [delivered, refused, returned] = orders;
    // The fourth is still on its way: before any outcome the delivery rate is unknown, never 0 %.
    const fresh = (await report('2026-12-01')).Funnel[0]!;
    expect(fresh).toMatchObject({ Shipped: 4, InTransit: 4, Delivered: 0, Refused: 0 });
    expect(outcomeRates(fresh)).toEqual({ delivery: null, refusal: null });

    const csv = [
      `${delivered!.number};isporučeno;01.12.2026.`,
      `${refused!.number};odbijeno;01.12.2026.;primalac nepoznat`,
      `${returned!.number};vraćeno;01.12.2026.;oštećeno`,
    ].join('\r\n');
    expect(await agent.browser.call('desk.delivery.import', { csv })).toMatchObject({
      status: 'ok',
      data: { Applied: 3, Errors: [] },
    });
    const r = await report('2026-12-01');
    const f = r.Funnel[0]!;
    expect(f).toMatchObject({ Shipped: 4, InTransit: 1, Delivered: 1, Refused: 2 });
    // One delivered of three known outcomes (the parcel still on its way is in neither).
    expect(outcomeRates(f)).toEqual({ delivery: 1 / 3, refusal: 2 / 3 });
    // GLS Hrvatska: 4,50 € out and 4,50 € back, for each parcel that came back.
    expect(r.Returns).toEqual([
      { Country: 'HR', Reason: 'damaged', Parcels: 1, CostMinor: 900 },
      { Country: 'HR', Reason: 'notFound', Parcels: 1, CostMinor: 900 },
    ]);
    expect(r.ShippedByCountry).toEqual({ HR: 4 });
    expect(r.ProductReturns).toEqual([
      { Country: 'HR', OfferID: delivered!.offer.id, Name: expect.any(String) as string, Shipped: 4, CameBack: 2 },
    ]);
  });

  it('measures the wait to the first call in open call hours: an order at 19:50 called at 8:10 waited 20 minutes', async () => {
    at('2026-12-02T19:50:00+01:00');
    const order = await placed(1, '+385 91 700 0002');
    at('2026-12-03T08:10:00+01:00');
    await confirmedByAgent(await enrolledStaff(t, 'agent'), order.id);
    expect(
      (
        await t.db
          .selectFrom('call_leads')
          .select('first_wait_seconds')
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).first_wait_seconds,
    ).toBe(20 * 60);
    expect((await report('2026-12-02')).Promise).toEqual([
      { Period: '2026-12-02', Country: 'HR', Due: 1, OnTime: 1, MedianMinutes: 20, SavedByRetry: 0 },
    ]);
  });

  it('shows what the calls added and what they took off apart, never one netted against the other', async () => {
    at('2026-12-09T10:00:00+01:00');
    const agent = await enrolledStaff(t, 'agent');
    const up = await placed(1, '+385 91 700 0003');
    const down = await placed(3, '+385 91 700 0004');
    const unit = up.offer.newMinor;
    for (const [order, quantity] of [
      [up, 3],
      [down, 1],
    ] as const) {
      expect((await agent.browser.call('desk.queue.take', { orderId: order.id })).status).toBe('ok');
      expect(
        (
          await agent.browser.call('desk.calls.amend', {
            orderId: order.id,
            lines: [{ offerId: order.offer.id, quantity }],
            firstName: 'Iva',
            lastName: 'Ivić',
            phone: '091 700 0003',
          })
        ).status,
      ).toBe('ok');
      expect(
        (
          await agent.browser.call('desk.calls.record', {
            orderId: order.id,
            outcome: 'confirmed',
            address: { street: 'Ilica 12', postalCode: '10000', place: 'Zagreb' },
          })
        ).status,
      ).toBe('ok');
    }
    const r = await report('2026-12-09');
    expect(r.Agents).toEqual([
      {
        StaffID: agent.id,
        Name: 'Test agent',
        Calls: 2,
        OrdersCalled: 2,
        Confirmations: 2,
        AddedMinor: { EUR: 2 * unit },
        RemovedMinor: { EUR: 2 * unit },
      },
    ]);
  });

  it('keeps a duplicate’s money out of "lost": it is on the order kept', async () => {
    at('2026-12-10T10:00:00+01:00');
    const agent = await enrolledStaff(t, 'agent');
    const first = await placed(1, '+385 91 700 0005');
    const again = await placed(1, '+385 91 700 0005');
    const cancelled = await placed(2, '+385 91 700 0006');
    expect((await agent.browser.call('desk.queue.take', { orderId: again.id })).status).toBe('ok');
    expect(
      (
        await agent.browser.call('desk.calls.record', {
          orderId: again.id,
          outcome: 'duplicate',
          duplicateOfNumber: first.number,
        })
      ).status,
    ).toBe('ok');
    expect((await agent.browser.call('desk.queue.take', { orderId: cancelled.id })).status).toBe('ok');
    expect(
      (
        await agent.browser.call('desk.calls.record', {
          orderId: cancelled.id,
          outcome: 'cancelled',
          reason: 'didNotOrder',
        })
      ).status,
    ).toBe('ok');
    const r = await report('2026-12-10');
    expect(r.Money).toEqual([
      {
        Currency: 'EUR',
        CollectedMinor: 0,
        InTransitMinor: 0,
        WaitingMinor: first.totalMinor,
        LostMinor: cancelled.totalMinor,
        DuplicateMinor: again.totalMinor,
      },
    ]);
  });
});
