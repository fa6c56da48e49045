// HEALTH_PORT: the load balancer's check on a listener of its own answers exactly what /healthz on the
// shop's port answers, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type http from 'node:http';
import { listenForHealthChecks } from './health-port.ts';
import { createTestApp, freePort, type TestApp } from './testing.ts';

describe('health port', () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const port = await freePort();
    server = await listenForHealthChecks(t.app, port, '127.0.0.1');
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('answers GET /healthz through the app, as on the shop port', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    const onShopPort = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(onShopPort.json()).toEqual({ status: 'ok' });
  });

  it('serves nothing else: not the shop, not the RPC, not another method', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/_rpc`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/healthz?x=1`)).status).toBe(404);
  });
});
