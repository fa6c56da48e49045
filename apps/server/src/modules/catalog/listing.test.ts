// Publishing per country (docs/product.md §11): never published → the country does not know the offer
// (lists, its address, the share page, the sitemap, orders); hidden → open by its address only;
// shown but not for sale → listed and refused by the cart's quote and the order with
// OFFER_NOT_AVAILABLE. Unpublishing keeps the offer's reviews and orders.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { orderParams, placedOrder } from '../orders/testing.ts';
import { changeOffer } from './testing.ts';

// The offer's real address is rendered by the built shop (`npm run build`); without it only the calls are checked.
const built = fs.existsSync(path.resolve(loadConfig({}).webDist, '../dist-server/entry-server.js'));

describe.each(testDbKinds)('publishing per country on %s', (kind) => {
  let t: TestApp;
  let pureFit: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    pureFit = (await t.db.selectFrom('offers').select('id').where('slog', '=', 'pure-fit').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => t.close());

  const listed = async (country: 'BA' | 'RS' | 'HR' | 'ME') => {
    const all = await t.shopper({ country }).call('offers.f.getAll');
    return all.status === 'ok' ? all.data.map((o) => o.Slog) : [];
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('a draft in one country is unknown there: lists, address, share page, sitemap and orders — and the others still sell it', async () => {
    await changeOffer(t, 'pure-fit', (o) => {
      o.status.HR = 'draft';
    });
    expect(await listed('HR')).not.toContain('pure-fit');
    expect(await listed('BA')).toContain('pure-fit');
    expect(await t.shopper({ country: 'HR' }).call('offers.f.getSlog', { Slog: 'pure-fit' })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
    if (built) {
      const page = await get('/offers/pure-fit?country=HR');
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Proizvod nije pronađen');
      expect((await get('/offers/pure-fit?country=BA')).statusCode).not.toBe(404);
    }
    expect((await get('/p/pure-fit?country=HR')).statusCode).toBe(404);
    expect((await get('/p/pure-fit?country=BA')).statusCode).toBe(200);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('/offers/pure-fit?country=HR');
    expect(sitemap).toContain('<loc>http://localhost/offers/pure-fit?country=BA</loc>');
    const { shopper } = await loggedInShopper(t, { country: 'HR' });
    const order = await shopper.call('shopOrders.add', orderParams([{ ID: pureFit, Quantity: 1 }]));
    expect(order).toMatchObject({
      status: 'error',
      data: 'OFFER_NOT_AVAILABLE',
      details: [{ path: ['Articles', 0, 'ID'] }],
    });
    expect(await shopper.call('shopOrders.quote', { Articles: [{ ID: pureFit, Quantity: 1 }] })).toMatchObject({
      status: 'error',
      data: 'OFFER_NOT_AVAILABLE',
    });
    // An id that is no offer at all stays a validation error.
    expect(await shopper.call('shopOrders.quote', { Articles: [{ ID: 999_999, Quantity: 1 }] })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
  });

  it('hidden: not listed nor in the sitemap, but its address opens and it can be ordered', async () => {
    await changeOffer(t, 'pure-fit', (o) => {
      o.status.BA = 'hidden';
    });
    expect(await listed('BA')).not.toContain('pure-fit');
    expect(await t.shopper({ country: 'BA' }).call('offers.f.getSlog', { Slog: 'pure-fit' })).toMatchObject({
      status: 'ok',
      data: { Slog: 'pure-fit' },
    });
    expect((await get('/p/pure-fit?country=BA')).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).not.toContain('/offers/pure-fit?country=BA');
    if (built) {
      const page = await get('/offers/pure-fit?country=BA');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1 class="buy-box__name">Pure Fit</h1>');
      expect(page.body).toContain('class="btn btn--accent btn--large buy-box__add"');
    }
    const { shopper } = await loggedInShopper(t, { country: 'BA' });
    expect(await shopper.call('shopOrders.add', orderParams([{ ID: pureFit, Quantity: 1 }]))).toMatchObject({
      status: 'ok',
    });
  });

  it('unavailable: listed and marked, its page opens, the quote and the order refuse it and nothing is written', async () => {
    await changeOffer(t, 'pure-fit', (o) => {
      o.status.RS = 'unavailable';
    });
    expect(await listed('RS')).toContain('pure-fit');
    const offer = await t.shopper({ country: 'RS' }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    expect(offer).toMatchObject({ status: 'ok', data: { Unavailable: true } });
    const other = await t.shopper({ country: 'RS' }).call('offers.f.getSlog', { Slog: 'beauty-fem' });
    expect(other.status === 'ok' && 'Unavailable' in other.data).toBe(false);
    if (built) {
      const page = await get('/offers/pure-fit?country=RS');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<p class="buy-box__unavailable">Trenutno nije dostupno</p>');
      expect(page.body).not.toContain('class="btn btn--accent btn--large buy-box__add"');
    }
    const { shopper } = await loggedInShopper(t, { country: 'RS' });
    const orders = async () =>
      Number(
        (
          await t.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await orders();
    expect(await shopper.call('shopOrders.quote', { Articles: [{ ID: pureFit, Quantity: 1 }] })).toMatchObject({
      status: 'error',
      data: 'OFFER_NOT_AVAILABLE',
    });
    expect(
      await shopper.call(
        'shopOrders.add',
        orderParams([{ ID: pureFit, Quantity: 1 }], { PhoneNumber: '+381 64 123 4567' }),
      ),
    ).toMatchObject({
      status: 'error',
      data: 'OFFER_NOT_AVAILABLE',
    });
    expect(await orders()).toBe(before);
  });

  it('unpublishing keeps the reviews and the orders; publishing again shows the same rating', async () => {
    const placed = await placedOrder(t, { country: 'ME' });
    const line = await t.db
      .selectFrom('order_lines')
      .select('offer_id')
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    const slog = (
      await t.db.selectFrom('offers').select('slog').where('id', '=', line.offer_id).executeTakeFirstOrThrow()
    ).slog;
    const rated = async () => {
      const a = await t.shopper({ country: 'ME' }).call('offers.f.getSlog', { Slog: slog, includeReviews: true });
      return a.status === 'ok' ? a.data.RatingCount : null;
    };
    const count = await rated();
    expect(count).toBeGreaterThan(0);
    await changeOffer(t, slog, (o) => {
      o.status.ME = 'draft';
    });
    expect(await rated()).toBeNull();
    const history = await placed.shopper.call('shopOrders.f.getAll');
    expect(history).toMatchObject({ status: 'ok', data: [{ ID: placed.id }] });
    await changeOffer(t, slog, (o) => {
      o.status.ME = 'published';
    });
    expect(await rated()).toBe(count);
  });
});
