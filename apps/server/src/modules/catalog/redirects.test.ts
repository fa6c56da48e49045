// A changed address keeps the old one answering (docs/desk.md "The catalog"): the offer's page and its
// share page answer 301 to the new address (the country kept), offers.f.getSlog answers the offer under
// its new Slog, the sitemap lists only the new one; where the offer is a draft the old address is 404
// as the new one is; an address taken back is the offer's own again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { changeOffer } from './testing.ts';

describe.each(testDbKinds)('a changed address on %s', (kind) => {
  let t: TestApp;
  // The offer's real address is served with the web build: a minimal one, so no build is needed.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Zdravo</title>');
    t = await createTestApp(kind, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'zdravo.ba' } });

  it('the old address answers 301 to the new one, in every country that knows the offer', async () => {
    await changeOffer(t, 'beauty-fem', (o) => {
      o.slog = 'beauty-fem-plus';
      o.status.ME = 'draft';
    });
    const page = await get('/offers/beauty-fem?country=BA');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/offers/beauty-fem-plus?country=BA');
    const share = await get('/p/beauty-fem?country=RS');
    expect(share.statusCode).toBe(301);
    expect(share.headers.location).toBe('/p/beauty-fem-plus?country=RS');
    expect(await t.shopper({ country: 'BA' }).call('offers.f.getSlog', { Slog: 'beauty-fem' })).toMatchObject({
      status: 'ok',
      data: { Slog: 'beauty-fem-plus' },
    });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/offers/beauty-fem-plus');
    expect(sitemap).not.toMatch(/\/offers\/beauty-fem[?<"]/);
    // ME does not know the offer: neither address opens there.
    expect((await get('/offers/beauty-fem?country=ME')).statusCode).toBe(404);
    expect((await get('/offers/beauty-fem-plus?country=ME')).statusCode).toBe(404);
    // An address that never was one answers 404 as before.
    expect((await get('/offers/nikad-nije-postojao?country=BA')).statusCode).toBe(404);
  });

  it('an address taken back is the offer’s own again; the one it left redirects', async () => {
    await changeOffer(t, 'beauty-fem-plus', (o) => (o.slog = 'beauty-fem'));
    expect((await get('/offers/beauty-fem?country=BA')).statusCode).not.toBe(301);
    expect((await get('/offers/beauty-fem?country=BA')).statusCode).not.toBe(404);
    expect((await get('/offers/beauty-fem-plus?country=BA')).headers.location).toBe('/offers/beauty-fem?country=BA');
  });
});
