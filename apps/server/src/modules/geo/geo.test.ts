// GET /api/geo on each database: the offline database for a public address of each shop country,
// the rule for loopback and private addresses, a trusted proxy's header, and the per-address limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { GEO_LIMIT } from './routes.ts';

/** Addresses of each country's big operators (BH Telecom, Telekom Srbija, HT, Crnogorski Telekom). */
const PUBLIC = { BA: '77.239.0.1', RS: '178.222.0.1', HR: '93.136.0.1', ME: '95.155.0.1' } as const;

describe.each(testDbKinds)('GET /api/geo on %s', (kind) => {
  let t: TestApp;
  let withHeader: TestApp;
  let strict: TestApp;
  const geo = (app: TestApp, ip: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/api/geo', remoteAddress: ip, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    withHeader = await createTestApp(kind, { GEO_COUNTRY_HEADER: 'CF-IPCountry' });
    strict = await createTestApp(kind, { GEO_DEV_COUNTRY: 'none' });
  });
  afterAll(async () => Promise.all([t.close(), withHeader.close(), strict.close()]));

  it.each(Object.entries(PUBLIC))('answers %s for a public address there (%s)', async (country, ip) => {
    const res = await geo(t, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', data: { country } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The same address written as IPv4-mapped IPv6, as a dual-stack socket reports it.
    expect((await geo(t, `::ffff:${ip}`)).json()).toEqual({ status: 'ok', data: { country } });
  });

  it('answers any country, not only the shop countries', async () => {
    expect((await geo(t, '8.8.8.8')).json()).toEqual({ status: 'ok', data: { country: 'US' } });
  });

  it('answers GEO_DEV_COUNTRY (default HR) for loopback and private addresses, or an error when it is none', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.20', '172.20.0.5', 'fd00::1']) {
      expect((await geo(t, ip)).json(), ip).toEqual({ status: 'ok', data: { country: 'HR' } });
      expect((await geo(strict, ip)).json(), ip).toEqual({ status: 'error', data: 'NOT_FOUND' });
    }
    const rs = await createTestApp(kind, { GEO_DEV_COUNTRY: 'rs' });
    expect((await geo(rs, '127.0.0.1')).json()).toEqual({ status: 'ok', data: { country: 'RS' } });
    await rs.close();
  });

  it('answers an error for an address the database has no country for (IPv6 without a proxy header)', async () => {
    expect((await geo(t, '2a02:2698:20::1')).json()).toEqual({ status: 'error', data: 'NOT_FOUND' });
  });

  it('with GEO_COUNTRY_HEADER takes the proxy header alone', async () => {
    expect((await geo(withHeader, PUBLIC.BA, { 'cf-ipcountry': 'me' })).json()).toEqual({
      status: 'ok',
      data: { country: 'ME' },
    });
    // No header, or the CDN's "unknown" and Tor codes: no country, whatever the address.
    expect((await geo(withHeader, PUBLIC.BA)).json()).toEqual({ status: 'error', data: 'NOT_FOUND' });
    expect((await geo(withHeader, PUBLIC.BA, { 'cf-ipcountry': 'XX' })).json()).toEqual({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect((await geo(withHeader, '127.0.0.1', { 'cf-ipcountry': 'T1' })).json()).toEqual({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect((await geo(withHeader, '127.0.0.1', { 'cf-ipcountry': 'Hrvatska' })).json()).toEqual({
      status: 'error',
      data: 'NOT_FOUND',
    });
  });

  it(`answers ${GEO_LIMIT.max} asks from one address in the window and refuses the next; other addresses still get answers`, async () => {
    const ip = '93.136.10.10';
    for (let i = 0; i < GEO_LIMIT.max; i++) expect((await geo(t, ip)).statusCode).toBe(200);
    const refused = await geo(t, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', data: 'RATE_LIMITED' });
    expect((await geo(t, '93.136.10.11')).json()).toEqual({ status: 'ok', data: { country: 'HR' } });
  });
});
