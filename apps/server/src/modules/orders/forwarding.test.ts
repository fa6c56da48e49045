// The CRM as a separate service (CRM_URL): an order made while the CRM is down is stored at once
// and its lead arrives through the outbox when the CRM is back; /api calls pass through to the CRM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freePort, testDbKinds, type TestApp } from '../../testing.ts';
import { CRM_TOKEN } from '../crm/testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { addShipmentLine } from '../crm/index.ts';
import { offersIn, orderParams } from './testing.ts';

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDbKinds)('leads forwarded to a separate CRM on %s', (kind) => {
  let shop: TestApp;
  let crm: TestApp | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    shop = await createTestApp(kind, { CRM_URL: `http://127.0.0.1:${port}`, CRM_TOKEN });
  });
  afterAll(async () => {
    await crm?.close();
    await shop.close();
  });

  it('stores the order while the CRM is down, and forwards its lead once the CRM is back', async () => {
    const [offer] = await offersIn(shop, 'BA');
    const { shopper } = await loggedInShopper(shop);
    const answer = await shopper.call('shopOrders.add', orderParams([{ ID: offer!.id, Quantity: 1 }]));
    expect(answer.status).toBe('ok');
    const orderId = Number(answer.data);

    // The shopper has an order (and its number) although the CRM has not seen it.
    const history = await shopper.call('shopOrders.f.getAll');
    const leadId = history.status === 'ok' ? history.data[0]?.LeadID : undefined;
    expect(leadId).toMatch(/^[A-Z2-9]{8}$/);

    // The outbox tried at once, failed, and scheduled a retry.
    const failed = await waitFor(async () => {
      const row = await shop.db.selectFrom('outbox').selectAll().where('channel', '=', 'crm').executeTakeFirst();
      return row && row.attempts >= 1 ? row : undefined;
    }, 'the first failed delivery');
    expect(failed).toMatchObject({ status: 'pending', recipient: `http://127.0.0.1:${port}` });
    expect(failed.last_error).toBeTruthy();
    const pending = await shop.db
      .selectFrom('orders')
      .select('lead_forwarded_at')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(pending.lead_forwarded_at).toBeNull();

    // The CRM comes up; time passes (the backoff is moved to now rather than waited for).
    crm = await createTestApp(kind, { CRM_TOKEN });
    await crm.app.listen({ port, host: '127.0.0.1' });
    await shop.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('channel', '=', 'crm')
      .execute();

    const lead = await waitFor(
      () => crm!.db.selectFrom('leads').selectAll().where('lead_id', '=', leadId!).executeTakeFirst(),
      'the lead in the CRM',
    );
    expect(lead).toMatchObject({ first_name: 'Amra', country: 'BA', phone: '+38761234567' });
    const sent = await waitFor(async () => {
      const row = await shop.db.selectFrom('outbox').selectAll().where('channel', '=', 'crm').executeTakeFirst();
      return row?.status === 'sent' ? row : undefined;
    }, 'the outbox row sent');
    expect(sent.delivered_by).toBe('crm');
    const forwarded = await shop.db
      .selectFrom('orders')
      .select('lead_forwarded_at')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(forwarded.lead_forwarded_at).not.toBeNull();
    // Exactly one lead, and nothing stored on the shop's side.
    expect(await crm.db.selectFrom('leads').select('id').execute()).toHaveLength(1);
    expect(await shop.db.selectFrom('leads').select('id').execute()).toHaveLength(0);

    // Tracking through the shop's /api reaches the CRM's shipment lines.
    const track = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/deals/getShippmentStatus',
        headers: { 'content-type': 'application/json' },
        payload: { LeadID: leadId },
      });
    expect((await track()).json()).toEqual({ status: 'ok', data: [] });
    await addShipmentLine(crm.db, leadId!, 'Paket je poslan');
    const res = await track();
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: string[] }).data[0]).toContain('Paket je poslan');
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/deals/getShippmentStatus',
      headers: { 'content-type': 'application/json' },
      payload: { LeadID: 'ZZZZZZZZ' },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { status: 'error', data: 'NOT_FOUND' }]);
  });
});
