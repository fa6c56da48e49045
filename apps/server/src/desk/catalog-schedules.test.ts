// Scheduled prices with a controlled clock (docs/decisions/063-scheduled-prices-at-read-time.md): a
// merchandiser schedules a lower price from a minute on until an hour later; before the start the shop
// shows the catalog's price, after it the scheduled one — the offer, the quote and an order alike,
// with no write or restart in between — and after the end the old price again. The history gets a
// period at the start and at the end; in HR the struck price is the 30-day low, not the schedule's
// reference price, and none once the old price is back. Overlaps, stale versions and ends before
// starts are refused.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@zdravo/contract/methods';
import type { DeskCatalogEditor } from '@zdravo/contract/desk';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { orderParams } from '../modules/orders/testing.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

const MINUTE = 60_000;

describe.each(testDbKinds)('scheduled prices on %s', (kind) => {
  let t: TestApp;
  let merchandiser: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    merchandiser = await enrolledStaff(t, 'merchandiser', 'RS');
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => t.close());

  const offer = async (country: 'RS' | 'HR', slog: string): Promise<Offer> => {
    const answer = await t.shopper({ country }).call('offers.f.getSlog', { Slog: slog });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const opened = async (slog: string): Promise<DeskCatalogEditor> => {
    const { id } = await t.db.selectFrom('offers').select('id').where('slog', '=', slog).executeTakeFirstOrThrow();
    const answer = await merchandiser.browser.call('desk.catalog.get', { id });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };

  it('RS: the scheduled price from its start, the old one after its end — offer, quote and order, no restart', async () => {
    const start = Date.now();
    const editor = await opened('alpha-potent');
    const id = editor.offer.id;
    const base = editor.offer.prices.RS!;
    const promo = { new: base.new - 90_000, old: base.old };
    const scheduled = await merchandiser.browser.call('desk.catalog.schedulePrice', {
      offerId: id,
      version: editor.version,
      country: 'RS',
      price: promo,
      startsAt: new Date(start + MINUTE).toISOString(),
      endsAt: new Date(start + 60 * MINUTE).toISOString(),
    });
    expect(scheduled).toMatchObject({ status: 'ok', data: { version: editor.version + 1 } });
    expect((await opened('alpha-potent')).schedules).toMatchObject([
      { country: 'RS', newMinor: promo.new, endsAt: new Date(start + 60 * MINUTE).toISOString() },
    ]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 30_000);
    expect(await offer('RS', 'alpha-potent')).toMatchObject({ NewPrice: base.new / 100, OldPrice: base.old / 100 });

    // A minute on: the cached catalog ends by itself at the start; the quote and the order price alike.
    vi.setSystemTime(start + MINUTE + 1_000);
    expect(await offer('RS', 'alpha-potent')).toMatchObject({ NewPrice: promo.new / 100, OldPrice: promo.old / 100 });
    const quote = await t.shopper({ country: 'RS' }).call('shopOrders.quote', { Articles: [{ ID: id, Quantity: 1 }] });
    expect(quote).toMatchObject({ status: 'ok', data: { Lines: [{ Price: promo.new / 100 }] } });
    const { shopper } = await loggedInShopper(t, { country: 'RS' });
    const placed = await shopper.call(
      'shopOrders.add',
      orderParams([{ ID: id, Quantity: 1 }], { PhoneNumber: '+381 64 123 4567' }),
    );
    expect(placed.status).toBe('ok');
    const line = await t.db
      .selectFrom('order_lines')
      .select('unit_price_minor')
      .where('order_id', '=', placed.data as number)
      .executeTakeFirstOrThrow();
    expect(line.unit_price_minor).toBe(promo.new);

    // After the end: the catalog's own price again.
    vi.setSystemTime(start + 60 * MINUTE + 1_000);
    expect(await offer('RS', 'alpha-potent')).toMatchObject({ NewPrice: base.new / 100, OldPrice: base.old / 100 });
    const after = await t.shopper({ country: 'RS' }).call('shopOrders.quote', { Articles: [{ ID: id, Quantity: 1 }] });
    expect(after).toMatchObject({ status: 'ok', data: { Lines: [{ Price: base.new / 100 }] } });

    // The history: a period at the start and one at the end, dated when they took effect.
    const rows = await t.db
      .selectFrom('offer_price_history')
      .select(['new_minor', 'at', 'source'])
      .where('offer_id', '=', id)
      .where('country', '=', 'RS')
      .orderBy('at')
      .execute();
    expect(rows.slice(-2)).toEqual([
      { new_minor: promo.new, at: new Date(start + MINUTE).toISOString(), source: 'schedule' },
      { new_minor: base.new, at: new Date(start + 60 * MINUTE).toISOString(), source: 'schedule' },
    ]);
  });

  it('HR: the struck price is the 30-day low while it runs, and none after it', async () => {
    const start = Date.now();
    const editor = await opened('prosta-vital');
    const base = editor.offer.prices.HR!;
    const promo = { new: base.new - 500, old: base.old + 5_000 };
    const answer = await merchandiser.browser.call('desk.catalog.schedulePrice', {
      offerId: editor.offer.id,
      version: editor.version,
      country: 'HR',
      price: promo,
      startsAt: new Date(start + MINUTE).toISOString(),
      endsAt: new Date(start + 120 * MINUTE).toISOString(),
    });
    expect(answer.status).toBe('ok');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 2 * MINUTE);
    // Not the schedule's reference price: the lowest of the 30 days before (the catalog's own price).
    expect(await offer('HR', 'prosta-vital')).toMatchObject({
      NewPrice: promo.new / 100,
      OldPrice: base.new / 100,
      PriorPrice: base.new / 100,
    });
    vi.setSystemTime(start + 121 * MINUTE);
    expect(await offer('HR', 'prosta-vital')).toMatchObject({
      NewPrice: base.new / 100,
      OldPrice: base.new / 100,
      PriorPrice: null,
    });
  });

  it('refused: an overlap, an end before the start, a stale version; a schedule taken back', async () => {
    const start = Date.now();
    const editor = await opened('hemo-calm');
    const ask = (version: number, from: number, to: number | null) =>
      merchandiser.browser.call('desk.catalog.schedulePrice', {
        offerId: editor.offer.id,
        version,
        country: 'BA',
        price: { new: 3000, old: 6000 },
        startsAt: new Date(start + from * MINUTE).toISOString(),
        endsAt: to === null ? null : new Date(start + to * MINUTE).toISOString(),
      });
    expect(await ask(editor.version, 30, 10)).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['endsAt'], message: 'scheduleEndsBeforeStart' }],
    });
    const first = await ask(editor.version, 10, 30);
    expect(first.status).toBe('ok');
    const version = (first.data as { version: number }).version;
    expect(await ask(editor.version, 40, 50)).toMatchObject({
      status: 'error',
      data: 'CATALOG_CHANGED',
      details: { by: expect.stringContaining(merchandiser.email) as string },
    });
    expect(await ask(version, 20, null)).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['startsAt'], message: 'scheduleOverlap' }],
    });

    const [schedule] = (await opened('hemo-calm')).schedules;
    const back = await merchandiser.browser.call('desk.catalog.unschedulePrice', {
      offerId: editor.offer.id,
      version,
      scheduleId: schedule!.id,
    });
    expect(back).toMatchObject({ status: 'ok', data: { version: version + 1 } });
    expect((await opened('hemo-calm')).schedules).toEqual([]);
    // Its periods to come left the history with it.
    const future = await t.db
      .selectFrom('offer_price_history')
      .select('id')
      .where('offer_id', '=', editor.offer.id)
      .where('at', '>', new Date(start).toISOString())
      .execute();
    expect(future).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject', '=', 'offer')
      .where('subject_id', '=', String(editor.offer.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['offer.schedulePrice', 'offer.unschedulePrice']);
  });
});
