// An order's history on each database: every move adds a line in the order country's words, /track
// and the account show the same lines, a withdrawn or delivered order says so, and recordOrderEvent
// refuses a move the lifecycle does not allow or one from a status the order already left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@zdravo/contract';
import type { ShopOrder } from '@zdravo/contract/methods';
import { createTestApp, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { offersIn, orderParams } from './testing.ts';
import { recordOrderEvent, type NewOrderEvent } from './events.ts';

describe.each(testDbKinds)('order history on %s', (kind) => {
  let t: TestApp;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function order(country: CountryCode): Promise<{ shopper: TestShopper; id: number; leadId: string }> {
    const { shopper } = await loggedInShopper(t, { country });
    const [offer] = await offersIn(t, country);
    const answer = await shopper.call('shopOrders.add', orderParams([{ ID: offer!.id, Quantity: 1 }]));
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    const { lead_id } = await t.db
      .selectFrom('orders')
      .select('lead_id')
      .where('id', '=', answer.data)
      .executeTakeFirstOrThrow();
    return { shopper, id: answer.data, leadId: lead_id };
  }
  const record = (event: NewOrderEvent) => t.db.transaction().execute((trx) => recordOrderEvent(trx, event));
  const tracked = async (leadId: string): Promise<string[]> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deals/getShippmentStatus',
      remoteAddress: `10.7.0.${++ip}`,
      headers: { 'content-type': 'application/json' },
      payload: { LeadID: leadId },
    });
    const body = res.json<{ status: string; data: string[] }>();
    expect(body.status).toBe('ok');
    return body.data.map((line) => line.split(' · ')[1]!);
  };
  const history = async (shopper: TestShopper): Promise<ShopOrder> => {
    const answer = await shopper.call('shopOrders.f.getAll');
    if (answer.status !== 'ok') throw new Error(answer.data);
    return answer.data[0]!;
  };

  it('a withdrawn order says so on /track and in the account, never "in preparation" (HR)', async () => {
    const { shopper, id, leadId } = await order('HR');
    expect(await tracked(leadId)).toEqual(['Narudžba je zaprimljena. Nazvat ćemo vas da je potvrdimo.']);
    expect(await record({ orderId: id, kind: 'confirmed' })).toEqual({
      ok: true,
      from: 'received',
      queueChanged: true,
    });
    expect((await shopper.call('shopOrders.f.withdraw', { ID: id })).status).toBe('ok');

    const lines = [
      'Narudžba je zaprimljena. Nazvat ćemo vas da je potvrdimo.',
      'Narudžba je potvrđena. Paket pripremamo za slanje.',
      'Zaprimili smo vaš odustanak od narudžbe.',
    ];
    expect(await tracked(leadId)).toEqual(lines);
    const mine = await history(shopper);
    expect(mine.Status).toBe('withdrawn');
    expect(mine.Events.map((e) => [e.Kind, e.Text])).toEqual([
      ['received', lines[0]],
      ['confirmed', lines[1]],
      ['withdrawn', lines[2]],
    ]);
    // The team then stops the parcel: a line of its own.
    expect(await record({ orderId: id, kind: 'cancelled', from: 'withdrawn' })).toMatchObject({ ok: true });
    expect((await tracked(leadId)).at(-1)).toBe('Narudžba je otkazana. Paket nećemo poslati.');
  });

  it('shipped with its courier and number, then delivered, in ekavian for RS', async () => {
    const { shopper, id, leadId } = await order('RS');
    await record({ orderId: id, kind: 'confirmed' });
    await record({
      orderId: id,
      kind: 'shipped',
      courier: 'Post Express',
      trackingNumber: 'PE123456789RS',
      source: 'desk:Milica',
    });
    const deliveredAt = new Date(Date.now() + 1000).toISOString();
    await record({ orderId: id, kind: 'delivered', at: deliveredAt });
    expect(await tracked(leadId)).toEqual([
      'Porudžbina je primljena. Pozvaćemo vas da je potvrdimo.',
      'Porudžbina je potvrđena. Paket pripremamo za slanje.',
      // The courier is in RS's table: /track's line ends with its tracking link (the page makes it a link).
      'Paket je predat kuriru Post Express, broj pošiljke PE123456789RS. https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj=PE123456789RS',
      'Paket je isporučen. Hvala vam na poverenju!',
    ]);
    const mine = await history(shopper);
    expect(mine).toMatchObject({ Status: 'delivered', DeliveredAt: deliveredAt, CanWithdraw: true });
    expect(mine.Events[2]).toMatchObject({
      Kind: 'shipped',
      Courier: 'Post Express',
      TrackingNumber: 'PE123456789RS',
      TrackingUrl: 'https://www.posta.rs/lat/alati/pracenje-posiljke.aspx?broj=PE123456789RS',
    });
    const row = await t.db
      .selectFrom('order_events')
      .select('source')
      .where('order_id', '=', id)
      .where('kind', '=', 'shipped')
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('desk:Milica');
  });

  it('names the courier of a line written with its id ("dexpress") by its name, for the shopper and the desk', async () => {
    const { shopper, id, leadId } = await order('RS');
    await record({ orderId: id, kind: 'confirmed' });
    await record({ orderId: id, kind: 'shipped', courier: 'dexpress', trackingNumber: 'DE123456RS' });
    expect((await tracked(leadId)).at(-1)).toBe(
      'Paket je predat kuriru D Express, broj pošiljke DE123456RS. https://www.dexpress.rs/rs/pracenje-posiljaka/DE123456RS',
    );
    expect((await history(shopper)).Events.at(-1)).toMatchObject({ Kind: 'shipped', Courier: 'D Express' });
  });

  it('refused at the door, then back with the shop; a refused order cannot be withdrawn from (BA)', async () => {
    const { shopper, id, leadId } = await order('BA');
    for (const kind of ['confirmed', 'shipped', 'refused', 'returned'] as const)
      expect(await record({ orderId: id, kind })).toMatchObject({ ok: true });
    expect((await tracked(leadId)).slice(2)).toEqual([
      'Paket je poslan.',
      'Paket nije preuzet pri dostavi i vraća se k nama.',
      'Paket nam je vraćen.',
    ]);
    expect(await history(shopper)).toMatchObject({ Status: 'returned', StatusLabel: 'Vraćena', CanWithdraw: false });
  });

  it('refuses a move the lifecycle does not allow, and one from a status the order left', async () => {
    const { id } = await order('ME');
    expect(await record({ orderId: id, kind: 'delivered' })).toEqual({
      ok: false,
      reason: 'not_allowed',
      status: 'received',
    });
    expect(await record({ orderId: id, kind: 'confirmed', from: 'shipped' })).toEqual({
      ok: false,
      reason: 'moved',
      status: 'received',
    });
    expect(await record({ orderId: 999_999, kind: 'confirmed' })).toEqual({ ok: false, reason: 'not_found' });
    expect(await record({ orderId: id, kind: 'delivered', force: true })).toMatchObject({ ok: true, from: 'received' });
    const kinds = await t.db
      .selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['received', 'delivered']);
  });
});
