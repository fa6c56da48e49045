// A withdrawal reaches a separate CRM (CRM_URL) through the outbox, and the CRM's intake refuses
// what it should.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_PATHS } from '@zdravo/contract/methods';
import { createTestApp, freePort, testDbKinds, type TestApp } from '../../testing.ts';
import { CRM_TOKEN, sampleLead } from '../crm/testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { markDelivered, placeOrder } from './testing.ts';

async function waitFor<T>(probe: () => Promise<T | undefined | null>, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDbKinds)('withdrawal and a separate CRM on %s', (kind) => {
  let shop: TestApp;
  let crm: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    crm = await createTestApp(kind, { CRM_TOKEN });
    await crm.app.listen({ port, host: '127.0.0.1' });
    shop = await createTestApp(kind, { CRM_URL: `http://127.0.0.1:${port}`, CRM_TOKEN });
  });
  afterAll(async () => {
    await shop.close();
    await crm.close();
  });

  it('marks the lead in the CRM through the outbox', async () => {
    const { shopper } = await loggedInShopper(shop);
    const order = await placeOrder(shop, shopper);
    await waitFor(
      () => crm.db.selectFrom('leads').select('id').where('lead_id', '=', order.leadId).executeTakeFirst(),
      'the lead in the CRM',
    );
    await markDelivered(shop, order.id, 2);
    const answer = await shopper.call('shopOrders.f.withdraw', { ID: order.id });
    expect(answer.status).toBe('ok');
    const marked = await waitFor(async () => {
      const lead = await crm.db
        .selectFrom('leads')
        .select('withdrawn_at')
        .where('lead_id', '=', order.leadId)
        .executeTakeFirst();
      return lead?.withdrawn_at;
    }, 'the lead marked withdrawn');
    expect(marked).toBe((answer.data as { WithdrawnAt: string }).WithdrawnAt);
    const notice = await waitFor(
      () =>
        shop.db
          .selectFrom('outbox')
          .selectAll()
          .where('channel', '=', 'crm-withdrawal')
          .where('status', '=', 'sent')
          .executeTakeFirst(),
      'the notice sent',
    );
    expect(JSON.parse(notice.payload)).toEqual({ LeadID: order.leadId, WithdrawnAt: marked });
  });

  it("the CRM's intake: token, body, unknown lead, and a repeat keeps the first time", async () => {
    const post = (body: unknown, token: string | null = CRM_TOKEN) =>
      crm.app.inject({
        method: 'POST',
        url: CRM_PATHS.withdrawLead,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: JSON.stringify(body),
      });
    const lead = sampleLead();
    await crm.app.inject({
      method: 'POST',
      url: CRM_PATHS.addLead,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${CRM_TOKEN}` },
      payload: JSON.stringify(lead),
    });
    const notice = { LeadID: lead.LeadID, WithdrawnAt: '2026-06-01T10:00:00.000Z' };
    expect((await post(notice, null)).statusCode).toBe(401);
    expect((await post(notice, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    expect((await post({ LeadID: lead.LeadID, WithdrawnAt: 'yesterday' })).json()).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect((await post({ ...notice, LeadID: 'ZZZZZZZZ' })).statusCode).toBe(404);
    expect((await post(notice)).json()).toEqual({ status: 'ok', data: { LeadID: lead.LeadID } });
    expect((await post({ ...notice, WithdrawnAt: '2026-06-02T10:00:00.000Z' })).statusCode).toBe(200);
    const row = await crm.db
      .selectFrom('leads')
      .select('withdrawn_at')
      .where('lead_id', '=', lead.LeadID)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).toBe(notice.WithdrawnAt);
  });
});
