// GET /readyz: the load balancer's readiness answer says what /healthz does not — whether Redis
// answers (when REDIS_URL is set). Without Redis configured it is 'not used' and the process is ready.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing.ts';

describe('readiness without Redis', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('is ready with the database alone', async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok', database: 'ok', redis: 'not used' }]);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe.skipIf(!process.env.REDIS_URL)('readiness with Redis', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('answers whether Redis answers: ready while it does, 503 once it is gone (/healthz still 200)', async () => {
    t = await createTestApp('sqlite', {
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `ready-${randomBytes(4).toString('hex')}:`,
    });
    const up = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([up.statusCode, up.json()]).toEqual([200, { status: 'ok', database: 'ok', redis: 'ok' }]);
    // The Redis connections end (as when Redis goes away for good).
    await t.app.shop.cluster.close();
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'error', database: 'ok', redis: 'down' }]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
