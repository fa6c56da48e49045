// The country of a request: every answer's prices, currency and spelling follow it, so a request that
// names a country the shop does not serve gets a clear refusal instead of another country's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, COUNTRIES, COUNTRY_HEADER, DEFAULT_COUNTRY } from '@zdravo/contract';
import { createTestApp, testDbKinds, type TestApp } from './testing.ts';

const CALL = { action: 'call', method: 'offers.f.getAll' };

describe.each(testDbKinds)('the request country (%s)', (kind) => {
  let t: TestApp;
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/_rpc',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(CALL),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(COUNTRY_CODES)('%s: the offers come in its own currency', async (country) => {
    const res = await post({ [COUNTRY_HEADER]: country.toLowerCase() });
    const answer = res.json() as { status: string; data: { Currency: string }[] };
    expect(answer.status).toBe('ok');
    expect(answer.data.length).toBeGreaterThan(0);
    expect(new Set(answer.data.map((o) => o.Currency))).toEqual(new Set([COUNTRIES[country].currency]));
  });

  it.each(['XX', 'DE', 'HRV', ' ', 'null'])('%j is refused with UNKNOWN_COUNTRY, no call runs', async (country) => {
    const res = await post({ [COUNTRY_HEADER]: country });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', data: 'UNKNOWN_COUNTRY' });
  });

  it.each(['/%5Frpc', '/%5frpc', '/_%72pc'])(
    '%s (the router routes it to /_rpc) is refused for ZZ too, no call runs',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', [COUNTRY_HEADER]: 'ZZ' },
        payload: JSON.stringify(CALL),
      });
      expect([res.statusCode, res.json()]).toEqual([400, { status: 'error', data: 'UNKNOWN_COUNTRY' }]);
    },
  );

  it('a caller that names no country gets the default one (docs/product.md §1)', async () => {
    const answer = (await post({})).json() as { status: string; data: { Currency: string }[] };
    expect(answer.status).toBe('ok');
    expect(answer.data[0]?.Currency).toBe(COUNTRIES[DEFAULT_COUNTRY].currency);
  });
});
