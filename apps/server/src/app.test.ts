import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from './testing.ts';

describe.each(testDbKinds)('the app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a cross-site RPC call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/_rpc',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ action: 'call', method: 'auth.checkLogin' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', data: 'FORBIDDEN_ORIGIN' });
  });

  it('answers an unknown method with NOT_FOUND and keeps serving', async () => {
    const answer = await t.shopper().callRaw('no.such.method');
    expect(answer).toMatchObject({ status: 'error', data: 'NOT_FOUND' });
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
