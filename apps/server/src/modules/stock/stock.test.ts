// Stock on each database (docs/decisions/059-stock-that-orders-reserve.md): every movement an order
// makes (place, cancel, withdraw, ship) and a returned parcel booked in (restock, write-off), each with
// its ledger row; a sold-out product refused by the cart and the order and shown as such; the shopper
// waiting for it told once; and 50 parallel orders for the last 10 units reserving exactly 10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@zdravo/contract';
import { createTestApp, runShopCommand, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { orderParams } from '../orders/testing.ts';
import { recordOrderEvent } from '../orders/index.ts';
import { invalidateCatalog } from '../catalog/index.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe.each(testDbKinds)('stock on %s', (kind) => {
  let t: TestApp;
  let shopper: TestShopper;
  /** Single products sold in BA, and a bundle with its products (none of the first list). */
  let products: { id: number; slog: string }[];
  let bundle: { id: number; slog: string; children: number[] };

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDERS_PER_HOUR: '1000' });
    ({ shopper } = await loggedInShopper(t, { country: 'BA' }));
    const children = await t.db.selectFrom('offer_children').select(['bundle_id', 'child_id']).execute();
    const bundleIds = new Set(children.map((c) => c.bundle_id));
    const sold = await t.db
      .selectFrom('offers')
      .innerJoin('offer_prices', 'offer_prices.offer_id', 'offers.id')
      .select(['offers.id', 'offers.slog'])
      .where('offer_prices.country', '=', 'BA')
      .orderBy('offers.id')
      .execute();
    const b = sold.find((o) => bundleIds.has(o.id))!;
    bundle = { ...b, children: children.filter((c) => c.bundle_id === b.id).map((c) => c.child_id) };
    // The other tests' products: none inside that bundle, so each test counts its own.
    products = sold.filter((o) => !bundleIds.has(o.id) && !bundle.children.includes(o.id));
    // The last two are the counting-starts tests' own in Sarajevo (the stocktake counts the 7th in Beograd).
    expect(products.length).toBeGreaterThanOrEqual(8);
  });
  afterAll(async () => t.close());

  const level = (offerId: number, location = 'sarajevo') =>
    t.db
      .selectFrom('stock_levels')
      .select(['stocked', 'reserved'])
      .where('location', '=', location)
      .where('offer_id', '=', offerId)
      .executeTakeFirst();
  const ledger = (orderId: number) =>
    t.db
      .selectFrom('stock_ledger')
      .select(['offer_id', 'reason', 'quantity', 'stocked_delta', 'reserved_delta', 'actor'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const order = async (offerId: number, quantity: number, who = shopper) =>
    who.call('shopOrders.add', orderParams([{ ID: offerId, Quantity: quantity }]));
  const placed = async (offerId: number, quantity: number): Promise<number> => {
    const answer = await order(offerId, quantity);
    if (answer.status !== 'ok') throw new Error(`${answer.data}`);
    return answer.data;
  };
  const move = (orderId: number, kind: OrderStatus, source = 'test') =>
    t.db.transaction().execute((trx) =>
      recordOrderEvent(trx, {
        orderId,
        kind,
        source,
        ...(kind === 'shipped' ? { courier: 'EuroExpress', trackingNumber: 'EE1' } : {}),
      }),
    );

  it('an offer nobody counts is unlimited: the order places and holds nothing', async () => {
    const id = await placed(products[3]!.id, 50);
    expect(await ledger(id)).toEqual([]);
    expect(await level(products[3]!.id)).toBeUndefined();
  });

  it('stock:set counts a product; an order reserves, a cancel releases, a ship takes out, a return is booked back in', async () => {
    const p = products[0]!;
    expect(await runShopCommand(t, 'stock:set', p.slog, 'BA', '5')).toEqual([
      `${p.slog} BA (sarajevo): stocked 5, reserved 0, available 5`,
    ]);
    // ME sells from the same warehouse as BA: one count, two countries.
    expect((await runShopCommand(t, 'stock:list')).filter((l) => l.startsWith(`${p.slog}\t`))).toEqual([
      `${p.slog}\tBA\t5\t0\t5`,
      `${p.slog}\tME\t5\t0\t5`,
    ]);

    const cancelled = await placed(p.id, 2);
    expect(await level(p.id)).toEqual({ stocked: 5, reserved: 2 });
    expect(await move(cancelled, 'cancelled')).toMatchObject({ ok: true });
    expect(await level(p.id)).toEqual({ stocked: 5, reserved: 0 });
    expect(await ledger(cancelled)).toEqual([
      { offer_id: p.id, reason: 'reserve', quantity: 2, stocked_delta: 0, reserved_delta: 2, actor: 'shop' },
      { offer_id: p.id, reason: 'release', quantity: 2, stocked_delta: 0, reserved_delta: -2, actor: 'test' },
    ]);

    const shipped = await placed(p.id, 3);
    await move(shipped, 'confirmed');
    expect(await level(p.id)).toEqual({ stocked: 5, reserved: 3 });
    await move(shipped, 'shipped');
    expect(await level(p.id)).toEqual({ stocked: 2, reserved: 0 });
    await move(shipped, 'returned');
    expect(await level(p.id)).toEqual({ stocked: 2, reserved: 0 });
    expect(await runShopCommand(t, 'stock:bookin', String(shipped), 'restock')).toEqual([
      '3 unit(s) back on the shelf',
    ]);
    expect(await level(p.id)).toEqual({ stocked: 5, reserved: 0 });
    await expect(runShopCommand(t, 'stock:bookin', String(shipped), 'restock')).rejects.toThrow('booked in already');
    expect((await ledger(shipped)).map((r) => [r.reason, r.stocked_delta, r.reserved_delta])).toEqual([
      ['reserve', 0, 3],
      ['ship', -3, -3],
      ['restock', 3, 0],
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('subject', '=', 'order')
      .where('subject_id', '=', String(shipped))
      .execute();
    expect(audit).toEqual([{ action: 'stock.restock', actor: 'CLI' }]);
  });

  it('a refused parcel written off stays off the shelf, with its reason', async () => {
    const p = products[1]!;
    await runShopCommand(t, 'stock:set', p.slog, 'BA', '4');
    const id = await placed(p.id, 1);
    await move(id, 'confirmed');
    await move(id, 'shipped');
    await move(id, 'refused');
    await expect(runShopCommand(t, 'stock:bookin', String(id), 'write-off')).rejects.toThrow('needs its reason');
    expect(await runShopCommand(t, 'stock:bookin', String(id), 'write-off', 'damaged', 'box')).toEqual([
      '1 unit(s) written off',
    ]);
    expect(await level(p.id)).toEqual({ stocked: 3, reserved: 0 });
    const rows = await t.db
      .selectFrom('stock_ledger')
      .select(['reason', 'quantity', 'note'])
      .where('order_id', '=', id)
      .where('reason', '=', 'write_off')
      .execute();
    expect(rows).toEqual([{ reason: 'write_off', quantity: 1, note: 'damaged box' }]);
  });

  it('a withdrawal before dispatch releases the units; a bundle holds each of its products', async () => {
    for (const child of bundle.children) {
      const slog = (await t.db.selectFrom('offers').select('slog').where('id', '=', child).executeTakeFirstOrThrow())
        .slog;
      await runShopCommand(t, 'stock:set', slog, 'BA', '10');
    }
    const id = await placed(bundle.id, 2);
    for (const child of bundle.children) expect(await level(child)).toEqual({ stocked: 10, reserved: 2 });
    expect((await shopper.call('shopOrders.f.withdraw', { ID: id })).status).toBe('ok');
    for (const child of bundle.children) expect(await level(child)).toEqual({ stocked: 10, reserved: 0 });
    expect((await ledger(id)).map((r) => r.reason).sort()).toEqual(['release', 'release', 'reserve', 'reserve']);
  });

  it('counting starts with orders still to ship: they are reserved, their parcel takes its units off, a return books them in', async () => {
    const p = products.at(-1)!;
    const early = await placed(p.id, 2);
    expect(await ledger(early)).toEqual([]);
    // The shelf counted while the order waits for its call: its two units are on that shelf.
    await runShopCommand(t, 'stock:set', p.slog, 'BA', '20');
    expect(await level(p.id)).toEqual({ stocked: 20, reserved: 2 });
    expect((await runShopCommand(t, 'stock:list')).filter((l) => l.startsWith(`${p.slog}\tBA`))).toEqual([
      `${p.slog}\tBA\t20\t2\t18`,
    ]);
    await move(early, 'confirmed');
    await move(early, 'shipped');
    expect(await level(p.id)).toEqual({ stocked: 18, reserved: 0 });
    await move(early, 'refused');
    expect(await runShopCommand(t, 'stock:bookin', String(early), 'restock')).toEqual(['2 unit(s) back on the shelf']);
    expect(await level(p.id)).toEqual({ stocked: 20, reserved: 0 });
  });

  it('a parcel that left before its product was counted adds its units to the count when it comes back', async () => {
    const p = products.at(-2)!;
    const gone = await placed(p.id, 1);
    await move(gone, 'confirmed');
    await move(gone, 'shipped');
    // Counted after the parcel left: the count did not see it.
    await runShopCommand(t, 'stock:set', p.slog, 'BA', '7');
    expect(await level(p.id)).toEqual({ stocked: 7, reserved: 0 });
    await move(gone, 'returned');
    expect(await runShopCommand(t, 'stock:bookin', String(gone), 'restock')).toEqual(['1 unit(s) back on the shelf']);
    expect(await level(p.id)).toEqual({ stocked: 8, reserved: 0 });
  });

  it('sold out: the cart and the order answer OFFER_NOT_AVAILABLE, the offer is shown so, the waiting shopper is told once', async () => {
    const p = products[2]!;
    await runShopCommand(t, 'stock:set', p.slog, 'BA', '1');
    const lastOne = await placed(p.id, 1);
    const refused = await order(p.id, 1);
    expect(refused).toMatchObject({
      status: 'error',
      data: 'OFFER_NOT_AVAILABLE',
      details: [{ path: ['Articles', 0, 'ID'] }],
    });
    expect(await shopper.call('shopOrders.quote', { Articles: [{ ID: p.id, Quantity: 1 }] })).toMatchObject({
      status: 'error',
      data: 'OFFER_NOT_AVAILABLE',
    });
    invalidateCatalog(t.db);
    const page = await t.shopper({ country: 'BA' }).call('offers.f.getSlog', { Slog: p.slog });
    expect(page).toMatchObject({ status: 'ok', data: { Unavailable: true, SoldOut: true } });
    // RS sells from its own warehouse, where nobody counts it.
    const rs = await t.shopper({ country: 'RS' }).call('offers.f.getSlog', { Slog: p.slog });
    expect(rs.status === 'ok' && rs.data.SoldOut).toBeFalsy();

    const visitor = t.shopper({ country: 'BA' });
    expect(
      await visitor.call('offers.notifyWhenBack', { ID: p.id, Contact: 'ceka@example.com', Consent: false as true }),
    ).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect(
      await visitor.call('offers.notifyWhenBack', { ID: p.id, Contact: 'nije-adresa@', Consent: true }),
    ).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect(
      await visitor.call('offers.notifyWhenBack', { ID: p.id, Contact: 'Ceka@example.com', Consent: true }),
    ).toMatchObject({ status: 'ok', data: null });
    // The same address twice waits once; a phone in the country's own form is kept as E.164.
    expect(
      await visitor.call('offers.notifyWhenBack', { ID: p.id, Contact: 'ceka@example.com', Consent: true }),
    ).toMatchObject({ status: 'ok' });
    expect(
      await visitor.call('offers.notifyWhenBack', { ID: p.id, Contact: '061 555 444', Consent: true }),
    ).toMatchObject({ status: 'ok' });
    const waiting = await t.db
      .selectFrom('stock_waiters')
      .select(['email', 'phone'])
      .where('offer_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(waiting).toEqual([
      { email: 'ceka@example.com', phone: null },
      { email: null, phone: '+38761555444' },
    ]);
    const mails = () =>
      t.db.selectFrom('outbox').select(['channel', 'payload']).where('recipient', '=', 'ceka@example.com').execute();
    await move(lastOne, 'cancelled');
    expect(await mails()).toHaveLength(1);
    expect(JSON.parse((await mails())[0]!.payload)).toMatchObject({
      subject: expect.stringContaining('Ponovo na stanju'),
    });
    const sms = await t.db
      .selectFrom('outbox')
      .select(['channel', 'payload'])
      .where('recipient', '=', '+38761555444')
      .execute();
    expect(sms.map((m) => m.channel)).toEqual(['sms']);
    // Back, then out and back again: told once only.
    await placed(p.id, 1);
    await runShopCommand(t, 'stock:set', p.slog, 'BA', '7');
    expect(await mails()).toHaveLength(1);
  });

  it('a stocktake CSV is written whole or not at all, naming every bad line', async () => {
    const [a, b] = [products[5] ?? products[0]!, products[6] ?? products[1]!];
    const dir = mkdtempSync(join(tmpdir(), 'stocktake-'));
    const bad = join(dir, 'bad.csv');
    writeFileSync(
      bad,
      `slog;country;quantity\n${a.slog};BA;12\nnepostoji;BA;3\n${b.slog};XX;1\n${b.slog};RS;-2\n${bundle.slog};BA;1\n${a.slog};ME;4\n`,
    );
    const before = await level(a.id);
    await expect(runShopCommand(t, 'stock:import', bad)).rejects.toThrow('5 bad line(s): nothing was changed');
    expect(await level(a.id)).toEqual(before);
    const good = join(dir, 'good.csv');
    writeFileSync(good, `country,slog,quantity\nBA,${a.slog},12\nRS,${b.slog},3\n`);
    expect(await runShopCommand(t, 'stock:import', good)).toEqual(['2 count(s) written']);
    expect(await level(a.id)).toMatchObject({ stocked: 12 });
    expect(await level(b.id, 'beograd')).toEqual({ stocked: 3, reserved: 0 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('action', '=', 'stock.stocktake')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.subject_id)).toEqual([`sarajevo/${a.slog}`, `beograd/${b.slog}`]);
  });

  it('50 parallel orders for the last 10 units: exactly 10 are placed, the rest answer OFFER_NOT_AVAILABLE', async () => {
    const p = products[4] ?? products[3]!;
    await runShopCommand(t, 'stock:set', p.slog, 'BA', '10');
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, async () => (await loggedInShopper(t, { country: 'BA' })).shopper),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => order(p.id, 1, shoppers[i % 10]!)));
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'error').map((a) => a.data)).toEqual(
      Array(40).fill('OFFER_NOT_AVAILABLE'),
    );
    expect(await level(p.id)).toEqual({ stocked: 10, reserved: 10 });
    const reservations = await t.db
      .selectFrom('stock_ledger')
      .select('order_id')
      .where('offer_id', '=', p.id)
      .where('reason', '=', 'reserve')
      .execute();
    expect(reservations).toHaveLength(10);
    const placedIds = answers.flatMap((a) => (a.status === 'ok' ? [a.data] : [])).sort();
    expect(reservations.map((r) => r.order_id).sort()).toEqual(placedIds);
  });
});
