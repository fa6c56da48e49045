// Dispatch and delivery on each database: confirmed orders with their address make the courier's
// file; shipping with a courier and its number shows on /track and in the account with the courier's
// link; delivery outcomes move the order (delivered starts the review request, refused feeds the
// queue's flags); bad input and malformed files change nothing and name every bad row.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CRM_PATHS } from '@zdravo/contract';

import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { freshHrPhone, offersIn, orderParams, placedOrder } from '../modules/orders/testing.ts';
import { queueReviewRequests } from '../modules/reviews/index.ts';
import { parseCsv } from '@zdravo/contract/desk/csv';
import { confirmedByAgent, enrolledStaff, onShopClock, WEDNESDAY_10, type EnrolledStaff } from './testing.ts';

const DAY_MS = 86_400_000;

describe.each(testDbKinds)('dispatch and delivery on %s', (kind) => {
  let t: TestApp;
  let a: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await enrolledStaff(t, 'agent');
  });
  afterAll(async () => t.close());
  onShopClock();

  /** A shopper's HR order, taken and confirmed by the agent with this street. */
  async function confirmedOrder(street = 'Ilica 12', quantity = 2) {
    const phone = freshHrPhone();
    const order = await placedOrder(t, { quantities: [quantity, 1], phone });
    await confirmedByAgent(a, order.id, street);
    return { ...order, phone };
  }
  const list = async (stage: 'toShip' | 'onTheWay') => {
    const answer = await a.browser.call('desk.dispatch.list', { country: 'HR', stage });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const auditCount = async (action: string) =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const track = async (number: string) =>
    (await t.app.inject({ method: 'POST', url: CRM_PATHS.shipmentStatus, payload: { LeadID: number } })).json() as {
      status: string;
      data: string[];
    };

  it('lists confirmed orders with their address and writes the courier file, quoted, with a BOM', async () => {
    const plain = await confirmedOrder('Ilica 12', 2);
    const quoted = await confirmedOrder('Trg "Bana" Jelačića; ulaz 3', 1);
    // Whatever a shopper's text starts with, a spreadsheet never runs it as a formula.
    const formula = await confirmedOrder('=HYPERLINK("http://x") 1', 1);
    const parcels = await list('toShip');
    const mine = parcels.find((p) => p.OrderID === plain.id)!;
    expect(mine).toMatchObject({
      Number: plain.number,
      Street: 'Ilica 12',
      PostalCode: '10000',
      Place: 'Zagreb',
      Pieces: 3,
      Status: 'confirmed',
      Courier: null,
    });
    // What is inside, line by line: the pick list and the packing slip are made of it.
    expect(mine.Lines.map((l) => l.Quantity)).toEqual([2, 1]);
    expect(mine.Lines.every((l) => l.Name.length > 0 && l.OfferID > 0)).toBe(true);
    expect(mine.CodMinor).toBeGreaterThan(0);

    const file = await a.browser.call('desk.dispatch.courierCsv', { country: 'HR' });
    if (file.status !== 'ok') throw new Error(String(file.data));
    expect(file.data.FileName).toMatch(/^zdravo-hr-za-slanje-2026-11-25\.csv$/);
    // Who took the file of names, phones and addresses is in the audit log.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'subject_id', 'after_json'])
      .where('action', '=', 'dispatch.courierCsv')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: a.id, subject_id: 'HR' });
    expect(JSON.parse(audit.after_json!)).toEqual({ rows: file.data.Rows, file: file.data.FileName });
    expect(
      file.data.Csv.startsWith(
        '\uFEFFIme i prezime;Telefon;Ulica i broj;Poštanski broj;Mjesto;Otkupnina (EUR);Broj narudžbe;Komada;Sadržaj\r\n',
      ),
    ).toBe(true);
    expect(file.data.Csv).toContain(`;"Trg ""Bana"" Jelačića; ulaz 3";10000;Zagreb;`);
    const rows = parseCsv(file.data.Csv);
    expect(rows).toHaveLength(file.data.Rows + 1);
    const row = rows.find((r) => r.cells[6] === plain.number)!.cells;
    expect(row).toEqual([
      'Amra Hodžić',
      `0${mine.Phone.slice(4, 6)} ${mine.Phone.slice(6, 9)} ${mine.Phone.slice(9)}`,
      'Ilica 12',
      '10000',
      'Zagreb',
      `${Math.trunc(mine.CodMinor / 100)},${String(mine.CodMinor % 100).padStart(2, '0')}`,
      plain.number,
      '3',
      `2× ${mine.Lines[0]!.Name}, 1× ${mine.Lines[1]!.Name}`,
    ]);
    expect(rows.find((r) => r.cells[6] === quoted.number)!.cells[2]).toBe('Trg "Bana" Jelačića; ulaz 3');
    expect(rows.find((r) => r.cells[6] === formula.number)!.cells[2]).toBe(`'=HYPERLINK("http://x") 1`);
  });

  it('a bundle on the list carries its products, named as the country reads them, so the pick list walks the shelves', async () => {
    const hr = new Set((await offersIn(t, 'HR')).map((o) => o.id));
    const children = await t.db.selectFrom('offer_children').select(['bundle_id', 'child_id']).execute();
    const bundleId = children.map((c) => c.bundle_id).find((id) => hr.has(id))!;
    const inside = children.filter((c) => c.bundle_id === bundleId).map((c) => c.child_id);
    const { shopper } = await loggedInShopper(t, { country: 'HR' });
    const placed = await shopper.call(
      'shopOrders.add',
      orderParams([{ ID: bundleId, Quantity: 2 }], { PhoneNumber: freshHrPhone() }),
    );
    if (placed.status !== 'ok') throw new Error(String(placed.data));
    await confirmedByAgent(a, placed.data);
    const line = (await list('toShip')).find((p) => p.OrderID === placed.data)!.Lines[0]!;
    expect(line).toMatchObject({ OfferID: bundleId, Quantity: 2 });
    expect(line.Contents.map((c) => [c.OfferID, c.Quantity])).toEqual(inside.map((id) => [id, 2]));
    const catalog = await shopper.call('offers.f.getAll', undefined);
    if (catalog.status !== 'ok') throw new Error(String(catalog.data));
    const hrName = new Map(catalog.data.map((o) => [o.ID, o.Name]));
    expect(line.Contents.map((c) => c.Name)).toEqual(inside.map((id) => hrName.get(id)));
  });

  it('marks one shipped with its courier and number: /track and the account show them with the courier’s link', async () => {
    const { id, number, shopper } = await confirmedOrder();
    const before = await auditCount('dispatch.ship');
    // Refused, nothing written: a courier of another country, a number that is no parcel number, an order not confirmed.
    expect(
      (await a.browser.call('desk.dispatch.ship', { orderId: id, courier: 'D Express', trackingNumber: '6612345678' }))
        .data,
    ).toBe('UNKNOWN_COURIER');
    expect(
      (await a.browser.call('desk.dispatch.ship', { orderId: id, courier: 'gls', trackingNumber: '<b>' })).data,
    ).toBe('VALIDATION_ERROR');
    const { shopper: other } = await loggedInShopper(t, { country: 'HR' });
    const unconfirmed = await other.call(
      'shopOrders.add',
      orderParams([{ ID: (await offersIn(t, 'HR'))[0]!.id, Quantity: 1 }]),
    );
    expect(
      (
        await a.browser.call('desk.dispatch.ship', {
          orderId: Number(unconfirmed.data),
          courier: 'gls',
          trackingNumber: '6612345678',
        })
      ).data,
    ).toBe('WRONG_ORDER_STATUS');
    expect(await statusOf(id)).toBe('confirmed');
    expect(await auditCount('dispatch.ship')).toBe(before);

    const shipped = await a.browser.call('desk.dispatch.ship', {
      orderId: id,
      courier: 'gls',
      trackingNumber: ' 6612345678 ',
    });
    expect(shipped).toMatchObject({ status: 'ok', data: { Status: 'shipped' } });
    expect(await auditCount('dispatch.ship')).toBe(before + 1);
    expect((await list('toShip')).some((p) => p.OrderID === id)).toBe(false);
    expect((await list('onTheWay')).find((p) => p.OrderID === id)).toMatchObject({
      Courier: 'GLS Hrvatska',
      TrackingNumber: '6612345678',
      TrackingUrl: 'https://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678',
    });

    const lines = await track(number);
    expect(lines.data.at(-1)).toMatch(
      / · Paket je predan kuriru GLS Hrvatska, broj pošiljke 6612345678\. https:\/\/gls-group\.com\/HR\/hr\/pracenje-posiljke\/\?match=6612345678$/,
    );
    const orders = await shopper.call('shopOrders.f.getAll');
    const events = orders.status === 'ok' ? orders.data.find((o) => o.ID === id)!.Events : [];
    expect(events.at(-1)).toMatchObject({
      Kind: 'shipped',
      Courier: 'GLS Hrvatska',
      TrackingNumber: '6612345678',
      TrackingUrl: 'https://gls-group.com/HR/hr/pracenje-posiljke/?match=6612345678',
    });
  });

  it('imports shipped parcels from a CSV: a malformed file names every bad row and changes nothing; a good one applies all', async () => {
    const one = await confirmedOrder();
    const two = await confirmedOrder();
    const before = await auditCount('dispatch.ship');
    const bad = [
      'Broj narudžbe;Kurir;Broj pošiljke',
      `${one.number};gls;6612345001`,
      `${two.number};Pony Express;6612345002`,
      'NOTANUMBER;gls;6612345003',
      `${one.number};gls;6612345004`,
      `${two.number};gls`,
      'ZZZZ2222;gls;6612345005',
    ].join('\r\n');
    const refused = await a.browser.call('desk.dispatch.importShipped', { csv: bad });
    expect(refused).toMatchObject({
      status: 'ok',
      data: {
        Applied: 0,
        Errors: [
          { Row: 3, Problem: 'courier', Value: 'Pony Express' },
          { Row: 4, Problem: 'orderNumber', Value: 'NOTANUMBER' },
          { Row: 5, Problem: 'repeated' },
          { Row: 6, Problem: 'columns' },
          { Row: 7, Problem: 'unknownOrder', Value: 'ZZZZ2222' },
        ],
      },
    });
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(['confirmed', 'confirmed']);
    expect(await auditCount('dispatch.ship')).toBe(before);
    // Without a header, a bad first row is reported, not skipped as if it were one.
    expect(
      (
        await a.browser.call('desk.dispatch.importShipped', {
          csv: `NOTANUMBER;gls;6612345003\n${one.number};gls;6612345001`,
        })
      ).data,
    ).toEqual({
      Applied: 0,
      Errors: [{ Row: 1, Problem: 'orderNumber', Value: 'NOTANUMBER' }],
    });
    expect(await statusOf(one.id)).toBe('confirmed');
    expect((await a.browser.call('desk.dispatch.importShipped', { csv: '\uFEFF\r\n' })).data).toEqual({
      Applied: 0,
      Errors: [{ Row: 0, Problem: 'empty', Value: '' }],
    });

    // Commas as Excel in another locale writes them, a BOM, no header, the courier by its name.
    const good = `\uFEFF${one.number},GLS Hrvatska,6612345011\n${two.number.toLowerCase()},overseas,"OV-2026/114"\n`;
    expect(await a.browser.call('desk.dispatch.importShipped', { csv: good })).toMatchObject({
      status: 'ok',
      data: { Applied: 2, Errors: [] },
    });
    expect([await statusOf(one.id), await statusOf(two.id)]).toEqual(['shipped', 'shipped']);
    expect(await auditCount('dispatch.ship')).toBe(before + 2);
    expect((await track(two.number)).data.at(-1)).toContain(
      'Paket je predan kuriru Overseas Express, broj pošiljke OV-2026/114. https://www.overseas.hr/pracenje-posiljke?broj=OV-2026%2F114',
    );
    // The same file again is no error and adds nothing; a corrected number adds the new line.
    const linesBefore = (await track(two.number)).data.length;
    expect(await a.browser.call('desk.dispatch.importShipped', { csv: good })).toMatchObject({
      status: 'ok',
      data: { Applied: 2 },
    });
    expect((await track(two.number)).data).toHaveLength(linesBefore);
    expect(await auditCount('dispatch.ship')).toBe(before + 2);
    expect(
      await a.browser.call('desk.dispatch.importShipped', { csv: `${two.number};overseas;OV-2026/115` }),
    ).toMatchObject({ status: 'ok', data: { Applied: 1 } });
    expect((await track(two.number)).data.at(-1)).toContain('broj pošiljke OV-2026/115.');
  });

  it('records delivery outcomes: delivered starts the review request, refused flags the phone; bad ones change nothing', async () => {
    const delivered = await confirmedOrder();
    const refused = await confirmedOrder();
    const late = await confirmedOrder();
    for (const o of [delivered, refused, late])
      expect(
        (await a.browser.call('desk.dispatch.ship', { orderId: o.id, courier: 'gls', trackingNumber: `66${o.id}0000` }))
          .status,
      ).toBe('ok');
    const unshipped = await confirmedOrder();

    // Not shipped yet, a day in the future, a day before the order: refused, nothing changed.
    expect((await a.browser.call('desk.delivery.record', { orderId: unshipped.id, outcome: 'delivered' })).data).toBe(
      'WRONG_ORDER_STATUS',
    );
    expect(
      (
        await a.browser.call('desk.delivery.record', {
          orderId: delivered.id,
          outcome: 'delivered',
          date: '2026-11-26',
        })
      ).data,
    ).toBe('VALIDATION_ERROR');
    expect(
      (
        await a.browser.call('desk.delivery.record', {
          orderId: delivered.id,
          outcome: 'delivered',
          date: '2026-11-24',
        })
      ).data,
    ).toBe('VALIDATION_ERROR');
    expect(await statusOf(delivered.id)).toBe('shipped');

    expect(await a.browser.call('desk.delivery.record', { orderId: delivered.id, outcome: 'delivered' })).toMatchObject(
      { status: 'ok', data: { Status: 'delivered' } },
    );
    const reviewMail = () =>
      t.db
        .selectFrom('outbox')
        .select(['channel', 'payload'])
        .where('order_id', '=', delivered.id)
        .where('payload', 'like', '%?review=1%')
        .execute();
    expect(await reviewMail()).toEqual([]);
    expect(
      await queueReviewRequests(t.db, t.config, new Date(WEDNESDAY_10.getTime() + 8 * DAY_MS)),
    ).toBeGreaterThanOrEqual(1);
    expect(await reviewMail()).toHaveLength(1);
    expect(await auditCount('delivery.delivered')).toBeGreaterThanOrEqual(1);

    // A CSV with one bad row changes nothing.
    const csv = (rows: string[]) => ['Broj narudžbe;Ishod;Datum', ...rows].join('\n');
    const badFile = csv([
      `${refused.number};refused;25.11.2026.`,
      `${unshipped.number};delivered;2026-11-25`,
      `${late.number};lost;2026-11-25`,
      `${late.number.slice(0, 4)};delivered;2026-11-25`,
    ]);
    expect((await a.browser.call('desk.delivery.import', { csv: badFile })).data).toEqual({
      Applied: 0,
      Errors: [
        { Row: 3, Problem: 'status', Value: 'confirmed' },
        { Row: 4, Problem: 'outcome', Value: 'lost' },
        { Row: 5, Problem: 'orderNumber', Value: late.number.slice(0, 4) },
      ],
    });
    expect(await statusOf(refused.id)).toBe('shipped');

    // Ten days later the courier's report comes: the late delivery is due for its review request at once.
    vi.setSystemTime(new Date(WEDNESDAY_10.getTime() + 10 * DAY_MS));
    // (The first agent's session ended meanwhile: a colleague signs in.)
    const b = await enrolledStaff(t, 'agent');
    const lateMail = () =>
      t.db
        .selectFrom('outbox')
        .select('id')
        .where('order_id', '=', late.id)
        .where('payload', 'like', '%?review=1%')
        .execute();
    expect(
      await b.browser.call('desk.delivery.import', {
        csv: csv([`${refused.number};refused;25.11.2026.`, `${late.number};Delivered;2026-11-26`]),
      }),
    ).toMatchObject({ status: 'ok', data: { Applied: 2, Errors: [] } });
    expect([await statusOf(refused.id), await statusOf(late.id)]).toEqual(['refused', 'delivered']);
    expect(await lateMail()).toHaveLength(1);
    expect(
      (await t.db.selectFrom('orders').select('delivered_at').where('id', '=', late.id).executeTakeFirstOrThrow())
        .delivered_at,
    ).toBe('2026-11-26T11:00:00.000Z');
    expect((await track(refused.number)).data.at(-1)).toContain('Paket nije preuzet pri dostavi');

    // The refused parcel flags the next order from that phone in the queue; a refused one may then be returned.
    const { shopper } = await loggedInShopper(t, { country: 'HR' });
    const again = await shopper.call(
      'shopOrders.add',
      orderParams([{ ID: (await offersIn(t, 'HR'))[0]!.id, Quantity: 1 }], { PhoneNumber: refused.phone }),
    );
    const queue = await b.browser.call('desk.queue.list', {});
    expect(queue.status === 'ok' && queue.data.find((l) => l.OrderID === again.data)?.Flags).toContainEqual({
      Kind: 'refusedBefore',
      Count: 1,
    });
    expect(await b.browser.call('desk.delivery.record', { orderId: refused.id, outcome: 'returned' })).toMatchObject({
      status: 'ok',
      data: { Status: 'returned' },
    });
    expect(await auditCount('delivery.returned')).toBeGreaterThanOrEqual(1);
  });

  it('is closed to a moderator', async () => {
    const moderator = await enrolledStaff(t, 'moderator');
    expect((await moderator.browser.call('desk.dispatch.list', { country: 'HR', stage: 'toShip' })).data).toBe(
      'FORBIDDEN',
    );
    expect((await moderator.browser.call('desk.delivery.import', { csv: 'x' })).data).toBe('FORBIDDEN');
  });
});
