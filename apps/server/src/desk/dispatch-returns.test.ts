// Dispatch's second round on each database: the courier file dials a foreign number with its country
// code and says what is inside; a picked batch ships in one call (each order its own move and audit
// row, all or nothing); the delivery report's words in the four variants and English; and a parcel
// that came back keeps its reason and the courier's fees both ways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchParcel } from '@zdravo/contract/desk';
import { parseCsv } from '@zdravo/contract/desk/csv';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { freshHrPhone, placedOrder } from '../modules/orders/testing.ts';
import { confirmedByAgent, enrolledStaff, onShopClock, type EnrolledStaff } from './testing.ts';

let bosnian = 0;
/** A Bosnian mobile number no other test uses (BA numbers ordered in Croatia are the case the courier misdialled). */
const freshBaPhone = (): string =>
  `+387 61 ${String(process.pid % 1000).padStart(3, '0')} ${String(100 + ++bosnian).slice(-3)}`;

describe.each(testDbKinds)('dispatch: courier file, batches, outcome words and return reasons on %s', (kind) => {
  let t: TestApp;
  let a: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await enrolledStaff(t, 'agent');
  });
  afterAll(async () => t.close());
  onShopClock();

  async function confirmedOrder(phone = freshHrPhone(), quantities = [2, 1]) {
    const order = await placedOrder(t, { quantities, phone });
    await confirmedByAgent(a, order.id);
    return order;
  }
  async function shippedOrder() {
    const order = await confirmedOrder();
    expect(
      (
        await a.browser.call('desk.dispatch.ship', {
          orderId: order.id,
          courier: 'gls',
          trackingNumber: `GLS${order.number}`,
        })
      ).status,
    ).toBe('ok');
    return order;
  }
  const orderRow = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['status', 'return_reason', 'return_cost_minor'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditRows = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', action)
      .where('subject_id', '=', String(id))
      .execute();
  const csv = (rows: string[]) => `\uFEFF${rows.join('\r\n')}\r\n`;

  it('writes a foreign number with its country code and the parcel’s products in the courier file', async () => {
    const home = await confirmedOrder(freshHrPhone(), [1]);
    const fromBosnia = await confirmedOrder(freshBaPhone(), [2, 1]);
    const file = await a.browser.call('desk.dispatch.courierCsv', { country: 'HR' });
    if (file.status !== 'ok') throw new Error(String(file.data));
    const rows = parseCsv(file.data.Csv);
    const row = (number: string) => rows.find((r) => r.cells[6] === number)!.cells;
    // A Croatian number as dialled in Croatia; a Bosnian one with 00387, never "061 …" (a wrong number from Croatia).
    expect(row(home.number)[1]).toMatch(/^09\d \d{3} \d{3,4}$/);
    expect(row(fromBosnia.number)[1]).toMatch(/^00387 61 \d{3} \d{3}$/);
    const parcels = (await a.browser.call('desk.dispatch.list', { country: 'HR', stage: 'toShip' }))
      .data as DispatchParcel[];
    const lines = parcels.find((p) => p.OrderID === fromBosnia.id)!.Lines;
    expect(row(fromBosnia.number)[8]).toBe(`2× ${lines[0]!.Name}, 1× ${lines[1]!.Name}`);
    expect(row(fromBosnia.number)[7]).toBe('3');
  });

  it('ships a picked batch: each order its own line and audit row; a parcel without a number goes under its order number', async () => {
    const typed = await confirmedOrder();
    const untyped = await confirmedOrder();
    const answer = await a.browser.call('desk.dispatch.shipBatch', {
      courier: 'GLS Hrvatska',
      parcels: [{ orderId: typed.id, trackingNumber: '6612345001' }, { orderId: untyped.id }],
    });
    expect(answer).toMatchObject({ status: 'ok', data: { Shipped: 2 } });
    const events = await t.db
      .selectFrom('order_events')
      .select(['order_id', 'courier', 'tracking_number'])
      .where('kind', '=', 'shipped')
      .where('order_id', 'in', [typed.id, untyped.id])
      .orderBy('order_id')
      .execute();
    expect(events).toEqual([
      { order_id: typed.id, courier: 'GLS Hrvatska', tracking_number: '6612345001' },
      { order_id: untyped.id, courier: 'GLS Hrvatska', tracking_number: untyped.number },
    ]);
    expect(await auditRows('dispatch.ship', typed.id)).toHaveLength(1);
    expect(await auditRows('dispatch.ship', untyped.id)).toHaveLength(1);
  });

  it('ships one parcel without a number under its order number, as a batch does; refuses a malformed number', async () => {
    const order = await confirmedOrder();
    expect(
      (await a.browser.call('desk.dispatch.ship', { orderId: order.id, courier: 'gls', trackingNumber: 'a!' })).data,
    ).toBe('VALIDATION_ERROR');
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await a.browser.call('desk.dispatch.ship', { orderId: order.id, courier: 'gls' })).toMatchObject({
      status: 'ok',
    });
    const event = await t.db
      .selectFrom('order_events')
      .select('tracking_number')
      .where('kind', '=', 'shipped')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(event.tracking_number).toBe(order.number);
  });

  it('refuses a whole batch when one parcel cannot ship, and moves none', async () => {
    const fine = await confirmedOrder();
    const gone = await shippedOrder();
    expect(
      (
        await a.browser.call('desk.dispatch.shipBatch', {
          courier: 'gls',
          parcels: [{ orderId: fine.id }, { orderId: gone.id }],
        })
      ).data,
    ).toBe('WRONG_ORDER_STATUS');
    expect(
      (await a.browser.call('desk.dispatch.shipBatch', { courier: 'D Express', parcels: [{ orderId: fine.id }] })).data,
    ).toBe('UNKNOWN_COURIER');
    expect(
      (
        await a.browser.call('desk.dispatch.shipBatch', {
          courier: 'gls',
          parcels: [{ orderId: fine.id }, { orderId: fine.id }],
        })
      ).data,
    ).toBe('VALIDATION_ERROR');
    expect((await orderRow(fine.id)).status).toBe('confirmed');
    expect(await auditRows('dispatch.ship', fine.id)).toHaveLength(0);
  });

  it('reads the outcome words of the four variants and English, with a reason; keeps the reason and the courier’s fees both ways', async () => {
    const [delivered, deliveredHr, refused, returned, english] = [
      await shippedOrder(),
      await shippedOrder(),
      await shippedOrder(),
      await shippedOrder(),
      await shippedOrder(),
    ];
    const answer = await a.browser.call('desk.delivery.import', {
      csv: csv([
        'Broj pošiljke;Status;Datum;Razlog',
        `${delivered.number};Isporučeno;25.11.2026.;`,
        `${deliveredHr.number};DOSTAVLJENA;2026-11-25`,
        `${refused.number};odbijeno;25.11.2026.;Primalac nepoznat`,
        `${returned.number};Vraćeno pošiljatelju;25.11.2026.;oštećeno`,
        `${english.number};refused;2026-11-25`,
      ]),
    });
    expect(answer).toMatchObject({ status: 'ok', data: { Applied: 5, Errors: [] } });
    expect(await orderRow(delivered.id)).toEqual({ status: 'delivered', return_reason: null, return_cost_minor: null });
    expect((await orderRow(deliveredHr.id)).status).toBe('delivered');
    // GLS Hrvatska in the country table: 4,50 € out and 4,50 € back.
    expect(await orderRow(refused.id)).toEqual({
      status: 'refused',
      return_reason: 'notFound',
      return_cost_minor: 900,
    });
    expect(await orderRow(returned.id)).toEqual({
      status: 'returned',
      return_reason: 'damaged',
      return_cost_minor: 900,
    });
    // A refusal nobody explained is a refusal at the door.
    expect(await orderRow(english.id)).toEqual({
      status: 'refused',
      return_reason: 'refusedAtDoor',
      return_cost_minor: 900,
    });
    const audit = JSON.parse((await auditRows('delivery.refused', refused.id))[0]!.after_json!) as Record<
      string,
      unknown
    >;
    expect(audit).toMatchObject({ status: 'refused', reason: 'notFound', costMinor: 900 });
  });

  it('refuses an unknown outcome word or reason, naming the row, and writes nothing', async () => {
    const one = await shippedOrder();
    const two = await shippedOrder();
    const answer = await a.browser.call('desk.delivery.import', {
      csv: csv([`${one.number};izgubljeno;25.11.2026.`, `${two.number};vraćeno;25.11.2026.;pas je pojeo`]),
    });
    expect(answer).toMatchObject({
      status: 'ok',
      data: {
        Applied: 0,
        Errors: [
          { Row: 1, Problem: 'outcome', Value: 'izgubljeno' },
          { Row: 2, Problem: 'reason', Value: 'pas je pojeo' },
        ],
      },
    });
    expect((await orderRow(one.id)).status).toBe('shipped');
    expect((await orderRow(two.id)).status).toBe('shipped');
  });

  it('takes a reason chosen on the desk; a refused parcel coming back keeps its reason and its cost once', async () => {
    const order = await shippedOrder();
    expect(
      (await a.browser.call('desk.delivery.record', { orderId: order.id, outcome: 'refused', reason: 'damaged' }))
        .status,
    ).toBe('ok');
    expect((await a.browser.call('desk.delivery.record', { orderId: order.id, outcome: 'returned' })).status).toBe(
      'ok',
    );
    expect(await orderRow(order.id)).toEqual({ status: 'returned', return_reason: 'damaged', return_cost_minor: 900 });
    expect(
      (await a.browser.callRaw('desk.delivery.record', { orderId: order.id, outcome: 'refused', reason: 'lost' })).data,
    ).toBe('VALIDATION_ERROR');
  });
});
