// One origin rule for /_rpc and /api, fed by PUBLIC_ORIGIN and ALLOWED_ORIGINS, right behind a
// proxy that rewrites Host, with CORS (credentials, preflight) for the listed origins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';

const CALL = JSON.stringify({ action: 'call', method: 'offers.f.getSlog', params: { Slog: 'pure-fit' } });

describe('origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      PUBLIC_ORIGIN: 'https://zdravo.hr',
      ALLOWED_ORIGINS: 'https://preview.zdravo.hr',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json', host: 'app-1.internal:3000', ...headers },
      payload: url === '/_rpc' ? CALL : JSON.stringify({ LeadID: 'ZZZZZZZZ' }),
    });

  it('PUBLIC_ORIGIN and an ALLOWED_ORIGINS origin may call /_rpc and /api; a stranger may not', async () => {
    for (const origin of ['https://zdravo.hr', 'https://preview.zdravo.hr']) {
      for (const url of ['/_rpc', '/api/deals/getShippmentStatus']) {
        const res = await post(url, { origin });
        expect(res.statusCode, `${origin} ${url}`).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
      }
    }
    for (const url of ['/_rpc', '/api/deals/getShippmentStatus']) {
      const res = await post(url, { origin: 'https://evil.example' });
      expect([res.statusCode, res.json()]).toEqual([403, { status: 'error', data: 'FORBIDDEN_ORIGIN' }]);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('a percent-encoded path is guarded as the path the router routes (/%61pi is /api, /%5Frpc is /_rpc)', async () => {
    for (const url of [
      '/%61pi/deals/getShippmentStatus',
      '/%61%70%69/deals/getShippmentStatus',
      '/%5Frpc',
      '/%5frpc',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', host: 'app-1.internal:3000', origin: 'https://evil.example' },
        payload: url.includes('rpc') ? CALL : JSON.stringify({ LeadID: 'ZZZZZZZZ' }),
      });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { status: 'error', data: 'FORBIDDEN_ORIGIN' }]);
    }
    // The same paths from our own origin reach their routes (so the guard saw the route, not a 404).
    const own = await t.app.inject({
      method: 'POST',
      url: '/%61pi/deals/getShippmentStatus',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', host: 'app-1.internal:3000', origin: 'https://zdravo.hr' },
      payload: JSON.stringify({ LeadID: 'ZZZZZZZZ' }),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe('https://zdravo.hr');
  });

  it('behind a trusted proxy that rewrites Host, the public host is the request’s own origin', async () => {
    const res = await post('/_rpc', {
      origin: 'https://shop.example.ba',
      'x-forwarded-host': 'shop.example.ba',
      'x-forwarded-proto': 'https',
    });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('X-Forwarded-Host from an address that is not the proxy counts for nothing', async () => {
    const res = await post(
      '/_rpc',
      { origin: 'https://shop.example.ba', 'x-forwarded-host': 'shop.example.ba', 'x-forwarded-proto': 'https' },
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(403);
  });

  it('answers the preflight of a listed origin, with credentials; a stranger gets no CORS headers', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/_rpc',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': `content-type, ${COUNTRY_HEADER}`,
        },
      });
    const ok = await preflight('https://preview.zdravo.hr');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://preview.zdravo.hr');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(String(ok.headers['access-control-allow-headers'])).toContain(COUNTRY_HEADER);
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
