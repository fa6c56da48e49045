// shopOrders.add and shopOrders.f.getAll on each database: server-side pricing, login, privacy,
// idempotency under a race, club prices, and the lead written with the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubUnitPriceMinor, DELIVERY_FEE_MINOR } from '@zdravo/contract';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { sha256Hex } from '../../platform/tokens.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import { offersIn, orderParams, type SeededOffer } from './testing.ts';

describe.each(testDbKinds)('orders on %s', (kind) => {
  let t: TestApp;
  let offers: SeededOffer[];
  let a: SeededOffer;
  let b: SeededOffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    offers = await offersIn(t, 'BA');
    [a, b] = offers as [SeededOffer, SeededOffer];
  });
  afterAll(async () => t.close());

  it('refuses an anonymous shopper', async () => {
    const anonymous = t.shopper({ country: 'BA' });
    expect(await anonymous.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]))).toMatchObject({
      status: 'error',
      data: 'UNAUTHORIZED',
    });
    expect(await anonymous.call('shopOrders.f.getAll')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    expect(await t.db.selectFrom('orders').select('id').execute()).toEqual([]);
  });

  it("reads the shopper's session in its own read: an unknown, idle or ended one is refused and writes nothing", async () => {
    const day = 24 * 3600 * 1000;
    const sessionOf = (shopper: { cookies: Map<string, string> }) =>
      sha256Hex(shopper.cookies.get(SESSION_COOKIE) ?? '');
    const ordersOf = async (account: { email: string }) =>
      (
        await t.db
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.user_id')
          .select('orders.id')
          .where('users.email', '=', account.email)
          .execute()
      ).length;

    const idle = await loggedInShopper(t);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * day).toISOString() })
      .where('token_hash', '=', sessionOf(idle.shopper))
      .execute();
    const ended = await loggedInShopper(t);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sessionOf(ended.shopper))
      .execute();
    const unknown = await loggedInShopper(t);
    unknown.shopper.cookies.set(SESSION_COOKIE, 'x'.repeat(43));
    for (const { shopper, account } of [idle, ended, unknown]) {
      expect(await shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]))).toMatchObject({
        status: 'error',
        data: 'UNAUTHORIZED',
      });
      expect(await ordersOf(account)).toBe(0);
    }
    // An ended session's row is gone, as after any request that meets it.
    for (const { shopper } of [idle, ended]) {
      expect(
        await t.db.selectFrom('sessions').select('id').where('token_hash', '=', sessionOf(shopper)).execute(),
      ).toEqual([]);
    }

    // A session last used hours ago places the order, and its last use is rewritten.
    const old = await loggedInShopper(t);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: twoHoursAgo })
      .where('token_hash', '=', sessionOf(old.shopper))
      .execute();
    expect(await old.shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]))).toMatchObject({
      status: 'ok',
    });
    const seen = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', sessionOf(old.shopper))
      .executeTakeFirstOrThrow();
    expect(seen.last_seen_at > twoHoursAgo).toBe(true);
    expect(await ordersOf(old.account)).toBe(1);

    // In a batch the session is looked up for the request, as for every other method.
    const batch = await old.shopper.batch([
      { action: 'call', method: 'shopOrders.add', params: orderParams([{ ID: b.id, Quantity: 1 }]), meta: { id: 1 } },
      { action: 'call', method: 'shopOrders.f.getAll', params: {}, meta: { id: 2 } },
    ]);
    expect(batch).toMatchObject([{ status: 'ok' }, { status: 'ok' }]);
    expect(await ordersOf(old.account)).toBe(2);
  });

  it('prices the order itself: tampered client prices are ignored, duplicate IDs summed', async () => {
    const { shopper } = await loggedInShopper(t);
    const answer = await shopper.callRaw(
      'shopOrders.add',
      orderParams([
        { ID: a.id, Quantity: 1, NewPrice: 0.01, OldPrice: 0.01, Price: 0.01, Name: 'free!' },
        { ID: String(b.id), quantity: 2 },
        { ID: a.id, Quantity: 2, NewPrice: 0 },
      ]),
    );
    expect(answer.status).toBe('ok');
    const orders = await shopper.call('shopOrders.f.getAll');
    if (orders.status !== 'ok') throw new Error(orders.data);
    const [order] = orders.data;
    expect(order?.ID).toBe(answer.data as number);
    expect(order?.Articles.map((l) => [l.ID, l.Quantity, l.Price, l.OldPrice])).toEqual([
      [a.id, 3, a.newMinor / 100, a.oldMinor / 100],
      [b.id, 2, b.newMinor / 100, b.oldMinor / 100],
    ]);
    expect(order?.Articles[0]?.Name).not.toBe('free!');
    const subtotal = a.newMinor * 3 + b.newMinor * 2;
    expect(order).toMatchObject({
      Status: 'received',
      StatusLabel: 'Primljena',
      Currency: 'BAM',
      Country: 'BA',
      Subtotal: subtotal / 100,
      DeliveryFee: DELIVERY_FEE_MINOR.BA / 100,
      Total: (subtotal + DELIVERY_FEE_MINOR.BA) / 100,
      ClubDiscount: 0,
    });
    expect(order?.LeadID).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    // The embedded CRM took the lead in the order's own transaction.
    const lead = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('lead_id', '=', order!.LeadID)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ total_minor: subtotal + DELIVERY_FEE_MINOR.BA, phone: '+38761234567', country: 'BA' });
    const row = await t.db
      .selectFrom('orders')
      .select(['lead_forwarded_at', 'phone'])
      .where('id', '=', Number(answer.data))
      .executeTakeFirstOrThrow();
    expect(row.lead_forwarded_at).not.toBeNull();
    expect(row.phone).toBe('+38761234567');
  });

  it('answers VALIDATION_ERROR for an unknown offer, an empty cart, empty names or phone', async () => {
    const { shopper } = await loggedInShopper(t);
    const unknown = await shopper.call(
      'shopOrders.add',
      orderParams([
        { ID: a.id, Quantity: 1 },
        { ID: 999999, Quantity: 1 },
      ]),
    );
    expect(unknown).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['Articles', 1, 'ID'] }],
    });
    for (const bad of [
      orderParams([]),
      orderParams([{ ID: a.id, Quantity: 1 }], { FirstName: '  ' }),
      orderParams([{ ID: a.id, Quantity: 1 }], { LastName: '' }),
      orderParams([{ ID: a.id, Quantity: 1 }], { PhoneNumber: '' }),
      orderParams([{ ID: a.id, Quantity: 1 }], { PhoneNumber: '12' }),
      orderParams([{ ID: a.id, Quantity: 0 }]),
    ]) {
      expect(await shopper.call('shopOrders.add', bad), JSON.stringify(bad)).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
      });
    }
    const mine = await shopper.call('shopOrders.f.getAll');
    expect(mine).toEqual({ status: 'ok', data: [], meta: { id: 1 } });
  });

  it('shows each shopper only their own orders, newest first', async () => {
    const ana = await loggedInShopper(t);
    const ivo = await loggedInShopper(t);
    const first = await ana.shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]));
    const second = await ana.shopper.call('shopOrders.add', orderParams([{ ID: b.id, Quantity: 1 }]));
    const theirs = await ivo.shopper.call('shopOrders.add', orderParams([{ ID: b.id, Quantity: 4 }]));
    const anaOrders = await ana.shopper.call('shopOrders.f.getAll');
    const ivoOrders = await ivo.shopper.call('shopOrders.f.getAll');
    if (anaOrders.status !== 'ok' || ivoOrders.status !== 'ok') throw new Error('getAll failed');
    expect(anaOrders.data.map((o) => o.ID)).toEqual([second.data, first.data]);
    expect(ivoOrders.data.map((o) => o.ID)).toEqual([theirs.data]);
    expect(new Set(anaOrders.data.map((o) => o.LeadID)).size).toBe(2);
  });

  it('labels statuses in the viewer’s spelling', async () => {
    const { shopper } = await loggedInShopper(t);
    const id = await shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]));
    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', Number(id.data)).execute();
    const rs = t.shopper({ country: 'RS' });
    for (const [k, v] of shopper.cookies) rs.cookies.set(k, v);
    const ba = await shopper.call('shopOrders.f.getAll');
    const srb = await rs.call('shopOrders.f.getAll');
    expect(ba.status === 'ok' && ba.data[0]?.StatusLabel).toBe('Poslana');
    expect(srb.status === 'ok' && srb.data[0]?.StatusLabel).toBe('Poslata');
  });

  it('makes exactly one order of 20 concurrent submits with one idempotency key', async () => {
    const { shopper, user } = await loggedInShopper(t);
    const params = orderParams([{ ID: a.id, Quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopper.call('shopOrders.add', params)));
    expect(answers.every((x) => x.status === 'ok')).toBe(true);
    const ids = new Set(answers.map((x) => x.data));
    expect(ids.size).toBe(1);
    const userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', user.Email).executeTakeFirstOrThrow()
    ).id;
    const rows = await t.db.selectFrom('orders').select(['id', 'lead_id']).where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(await t.db.selectFrom('leads').select('id').where('lead_id', '=', rows[0]!.lead_id).execute()).toHaveLength(
      1,
    );
    // A later retry (the answer got lost) still gets the same order; a new key makes a new one.
    expect((await shopper.call('shopOrders.add', params)).data).toBe(rows[0]!.id);
    const other = await shopper.call('shopOrders.add', { ...params, IdempotencyKey: `${params.IdempotencyKey}-2` });
    expect(other.data).not.toBe(rows[0]!.id);
  });

  it("a retry answers the order its key placed, also after the offer left the country's catalog, and writes nothing", async () => {
    const { shopper } = await loggedInShopper(t);
    const c = offers[2]!;
    const params = orderParams([{ ID: c.id, Quantity: 1 }]);
    const placed = await shopper.call('shopOrders.add', params);
    expect(placed.status).toBe('ok');
    const price = await t.db
      .selectFrom('offer_prices')
      .selectAll()
      .where('offer_id', '=', c.id)
      .where('country', '=', 'BA')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('offer_prices').where('offer_id', '=', c.id).where('country', '=', 'BA').execute();
    try {
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
      expect(await shopper.call('shopOrders.add', params)).toMatchObject({ status: 'ok', data: placed.data });
      expect(
        await shopper.call('shopOrders.add', { ...params, IdempotencyKey: `${params.IdempotencyKey}-2` }),
      ).toMatchObject({ status: 'error', data: 'OFFER_NOT_AVAILABLE' });
      expect(await orders()).toBe(before);
    } finally {
      await t.db.insertInto('offer_prices').values(price).execute();
    }
  });

  it('gives an active club member 25% off each unit and free delivery; an expired one pays normally', async () => {
    const { shopper, user } = await loggedInShopper(t);
    const userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', user.Email).executeTakeFirstOrThrow()
    ).id;
    const member = {
      user_id: userId,
      first_last_name: 'Club Member',
      phone: '+38761000000',
      club_name: 'Zdravo Klub',
      country: 'BA',
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
      created_at: new Date().toISOString(),
    };
    await t.db
      .insertInto('club_members')
      .values({ ...member, expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]));
    await t.db
      .insertInto('club_members')
      .values({ ...member, expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .execute();
    const active = await shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 2 }]));
    const all = await shopper.call('shopOrders.f.getAll');
    if (all.status !== 'ok') throw new Error(all.data);
    const byId = new Map(all.data.map((o) => [o.ID, o]));
    expect(byId.get(expired.data as number)).toMatchObject({
      DeliveryFee: DELIVERY_FEE_MINOR.BA / 100,
      ClubDiscount: 0,
    });
    // One unit's club price, rounded once, × the quantity: the line adds up (docs/decisions/052).
    const unit = clubUnitPriceMinor(a.newMinor);
    const total = unit * 2;
    expect(byId.get(active.data as number)).toMatchObject({
      DeliveryFee: 0,
      Total: total / 100,
      ClubDiscount: (a.newMinor * 2 - total) / 100,
      Articles: [{ Price: unit / 100, Quantity: 2, Total: total / 100 }],
    });
  });
  it('refuses 50 lines of one offer × 99: the cap holds for the summed quantity, and nothing is stored', async () => {
    const { shopper, account } = await loggedInShopper(t);
    const answer = await shopper.call(
      'shopOrders.add',
      orderParams(Array.from({ length: 50 }, () => ({ ID: a.id, Quantity: 99 }))),
    );
    expect(answer).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['Articles', 0, 'Quantity'], message: 'quantityTooHigh' }],
    });
    const ok = await shopper.call(
      'shopOrders.add',
      orderParams([
        { ID: a.id, Quantity: 50 },
        { ID: a.id, Quantity: 49 },
      ]),
    );
    expect(ok.status).toBe('ok');
    expect(
      await t.db
        .selectFrom('orders')
        .select('id')
        .where(
          'user_id',
          '=',
          (
            await t.db
              .selectFrom('users')
              .select('id')
              .where('email_key', '=', account.email.toLowerCase())
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute(),
    ).toHaveLength(1);
  });

  it('one account places at most ORDERS_PER_HOUR orders an hour, also in parallel; the next is RATE_LIMITED', async () => {
    const { shopper } = await loggedInShopper(t);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        shopper.call('shopOrders.add', {
          ...orderParams([{ ID: a.id, Quantity: 1 }]),
          IdempotencyKey: `limit-key-${i}-xx`,
        }),
      ),
    );
    expect(answers.filter((x) => x.status === 'ok')).toHaveLength(t.config.ordersPerHour);
    expect(answers.filter((x) => x.data === 'RATE_LIMITED')).toHaveLength(16 - t.config.ordersPerHour);
    // A retry of an order already placed still answers that order, limit or not.
    const first = answers.findIndex((x) => x.status === 'ok');
    const again = await shopper.call('shopOrders.add', {
      ...orderParams([{ ID: a.id, Quantity: 1 }]),
      IdempotencyKey: `limit-key-${first}-xx`,
    });
    expect(again).toMatchObject({ status: 'ok', data: answers[first]!.data });
  });

  it('an order refused at the limit leaves nothing behind: no lines, history, call, confirmation or lead', async () => {
    const { shopper } = await loggedInShopper(t);
    const count = async () =>
      Promise.all(
        ['order_lines', 'order_events', 'call_leads', 'outbox', 'leads'].map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table as 'leads')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    for (let i = 0; i < t.config.ordersPerHour; i++)
      expect((await shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]))).status).toBe('ok');
    const before = await count();
    expect(
      await shopper.call(
        'shopOrders.add',
        orderParams([
          { ID: a.id, Quantity: 1 },
          { ID: b.id, Quantity: 2 },
        ]),
      ),
    ).toMatchObject({ status: 'error', data: 'RATE_LIMITED' });
    expect(await count()).toEqual(before);
  });

  it('20 racing copies of one key at the last order of the hour make that one order, and all answer it', async () => {
    const { shopper } = await loggedInShopper(t);
    for (let i = 1; i < t.config.ordersPerHour; i++)
      expect((await shopper.call('shopOrders.add', orderParams([{ ID: a.id, Quantity: 1 }]))).status).toBe('ok');
    const params = orderParams([{ ID: b.id, Quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopper.call('shopOrders.add', params)));
    expect(answers.every((x) => x.status === 'ok')).toBe(true);
    expect(new Set(answers.map((x) => x.data)).size).toBe(1);
    expect(
      await t.db.selectFrom('orders').select('id').where('idempotency_key', '=', params.IdempotencyKey).execute(),
    ).toEqual([{ id: answers[0]!.data }]);
  });
});
