// The lead & CRM service over HTTP, on each database: leads, tracking, subscribers, club joins,
// bad bodies and the per-IP tracking limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { newLeadId } from '../../platform/lead-id.ts';
import { CRM_TOKEN, sampleLead } from './testing.ts';
import { addShipmentLine } from './shipments.ts';
import { TRACKING_LIMIT } from './routes.ts';

describe.each(testDbKinds)('the lead & CRM service on %s', (kind) => {
  let t: TestApp;
  let ipCounter = 0;
  // Each test speaks from its own address so the per-IP limits of one test never touch another.
  const post = (url: string, body: unknown, ip = `10.0.0.${++ipCounter}`, authorization = `Bearer ${CRM_TOKEN}`) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', authorization },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { CRM_TOKEN });
  });

  it('takes leads only from a shop holding the token', async () => {
    const lead = sampleLead();
    expect((await post('/api/leads/add', lead, undefined, '')).statusCode).toBe(401);
    expect((await post('/api/leads/add', lead, undefined, 'Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect(await t.db.selectFrom('leads').selectAll().where('lead_id', '=', lead.LeadID).execute()).toEqual([]);
    const closed = await createTestApp(kind);
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/api/leads/add',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(lead),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
  afterAll(async () => t.close());

  it('takes a lead once, whatever the number of forwards', async () => {
    const lead = sampleLead();
    const first = await post('/api/leads/add', lead);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'ok', data: { LeadID: lead.LeadID, result: 'created' } });
    const again = await post('/api/leads/add', lead);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { result: 'exists' } });
    const rows = await t.db.selectFrom('leads').selectAll().where('lead_id', '=', lead.LeadID).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.total_minor).toBe(8980);
  });

  it('answers the shipment lines of a lead, oldest first; none yet is an empty list', async () => {
    const lead = sampleLead();
    await post('/api/leads/add', lead);
    const empty = await post('/api/deals/getShippmentStatus', { LeadID: lead.LeadID });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ status: 'ok', data: [] });

    await addShipmentLine(t.db, lead.LeadID, 'Paket je predan kurirskoj službi');
    await addShipmentLine(t.db, lead.LeadID, 'Paket je u dostavi');
    // Typed by a shopper: lower case, with a space — still the same order number.
    const typed = `${lead.LeadID.slice(0, 4).toLowerCase()} ${lead.LeadID.slice(4)}`;
    const res = await post('/api/deals/getShippmentStatus', { LeadID: typed });
    const body = res.json() as { status: string; data: string[] };
    expect(body.status).toBe('ok');
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}\. \d{2}:\d{2} · Paket je predan kurirskoj službi$/);
    expect(body.data[1]).toContain('Paket je u dostavi');
  });

  it('answers NOT_FOUND (HTTP 200, an answer) for an unknown or malformed order number', async () => {
    for (const LeadID of [newLeadId(), 'nope', '12345678']) {
      const res = await post('/api/deals/getShippmentStatus', { LeadID });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'error', data: 'NOT_FOUND' });
    }
  });

  it('refuses bad bodies with a clear 4xx answer', async () => {
    const missing = await post('/api/deals/getShippmentStatus', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['LeadID'] }],
    });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/deals/getShippmentStatus',
      headers: { 'content-type': 'application/json' },
      payload: '{"LeadID":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'error', data: 'BAD_REQUEST' });

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/leads/clubJoin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ status: 'error', data: 'UNSUPPORTED_MEDIA_TYPE' });

    const unknown = await post('/api/leads/nothingHere', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', data: 'NOT_FOUND' });

    const badLead = await post('/api/leads/add', { ...sampleLead(), LeadID: 'AAAA0000', Articles: [] });
    expect(badLead.statusCode).toBe(400);
    expect(badLead.json()).toMatchObject({ data: 'VALIDATION_ERROR' });
  });

  it('adds subscribers by e-mail and group, or by phone and offer', async () => {
    const byEmail = await post('/api/leads/addSubscriber', {
      Email: 'Mila@Example.com',
      FirstLastName: 'Mila Perić',
      Group: 'hr-pure-fit',
    });
    expect(byEmail.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
    const byPhone = await post('/api/leads/addSubscriber', { PhoneNumber: '+385 91 555 1234', OfferID: 3 });
    expect(byPhone.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
    const rows = await t.db.selectFrom('subscribers').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.email, r.mailing_group, r.phone, r.offer_ref])).toEqual([
      ['mila@example.com', 'hr-pure-fit', null, null],
      [null, null, '+385 91 555 1234', '3'],
    ]);

    for (const bad of [
      { Email: 'not-an-email', FirstLastName: 'X', Group: 'g' },
      { Email: 'a@b.hr' },
      { PhoneNumber: '061' },
    ]) {
      const res = await post('/api/leads/addSubscriber', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    }
  });

  it('records a club join request and answers data.status ok', async () => {
    const res = await post('/api/leads/clubJoin', {
      FirstLastName: 'Jovan Ilić',
      PhoneNumber: '+381 64 123 4567',
      ClubName: 'Zdravo Klub',
      Country: 'rs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
    // Kept in E.164, as accounts keep phones, so the request is matched to an account (club/matching.ts).
    const row = await t.db
      .selectFrom('club_members')
      .selectAll()
      .where('phone', '=', '+381641234567')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ country: 'RS', user_id: null, expires_at: null });

    const bad = await post('/api/leads/clubJoin', {
      FirstLastName: '',
      PhoneNumber: '1',
      ClubName: 'Zdravo Klub',
      Country: 'Srbija',
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json() as { details: { path: string[] }[] }).details.map((d) => d.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['FirstLastName', 'Country']));
  });

  it('limits tracking per IP, in the database, and tells the caller when to come back', async () => {
    const ip = '10.9.9.9';
    const lead = sampleLead();
    await post('/api/leads/add', lead);
    for (let i = 0; i < TRACKING_LIMIT.max; i++) {
      const res = await post('/api/deals/getShippmentStatus', { LeadID: i % 2 ? lead.LeadID : newLeadId() }, ip);
      expect(res.statusCode).not.toBe(429);
    }
    const blocked = await post('/api/deals/getShippmentStatus', { LeadID: lead.LeadID }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 'error', data: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another shopper is not affected.
    const other = await post('/api/deals/getShippmentStatus', { LeadID: lead.LeadID }, '10.9.9.10');
    expect(other.statusCode).toBe(200);
    // The count lives in the database, not in this process.
    const row = await t.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', `crm:track:${ip}`)
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(TRACKING_LIMIT.max + 1);
  });
});
