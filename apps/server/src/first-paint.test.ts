// The page as first sent (docs/decisions/017-first-paint-html.md), on the real build: run
// `npm run build` first (skipped without the server's render bundle).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from './testing.ts';
import { invalidateCatalog } from './modules/catalog/index.ts';

const webDist = loadConfig({}).webDist;
const built = fs.existsSync(path.resolve(webDist, '../dist-server/entry-server.js'));

/** The catalog a page inlines, and whether it says it is the whole list. */
const catalogOf = (html: string): unknown =>
  JSON.parse(
    /<script type="application\/json" id="first-paint-catalog"(?: data-complete)?>([^<]*)<\/script>/.exec(html)?.[1] ??
      'null',
  );
const inlinesWholeCatalog = (html: string): boolean => html.includes('id="first-paint-catalog" data-complete>');
const inlinedSlogs = (html: string): string[] => (catalogOf(html) as { Slog: string }[]).map((o) => o.Slog);

describe.skipIf(!built).each(testDbKinds)('the first page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url = '/', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('is the shell and the landing in HR by default, with the CSS inline and the catalog it shows', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hr-HR" data-country="HR"');
    expect(res.body).toMatch(/<h1 class="hero__title">Prirodna podrška za zdravlje i ljepotu<\/h1>/);
    expect(res.body).toMatch(/<style>[^]*?\.hero__title[^]*?<\/style>/);
    // No stylesheet is fetched: each inlined file is only named, by a disabled link (the lazy chunks'
    // loader then does not load it again).
    const sheets = [...res.body.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(sheets.length).toBeGreaterThan(0);
    for (const tag of sheets) expect(tag).toMatch(/^<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled \/>$/);
    const answer = await t.shopper({ country: 'HR' }).call('offers.f.getAll', { includeReviews: true });
    expect(answer.status).toBe('ok');
    expect(catalogOf(res.body)).toEqual(answer.data);
    expect(inlinesWholeCatalog(res.body)).toBe(true);
    // Its prices are in the HTML, not only in the data.
    expect(res.body).toMatch(/\d+,\d{2} €/);
    expect(res.headers.vary).toContain('Cookie');
  });

  it('follows the real query, then the remembered country, then the host', async () => {
    expect((await page('/', { cookie: 'country=RS' })).body).toContain('data-country="RS"');
    expect((await page('/', { cookie: 'country=RS' })).body).toContain('zdravlje i lepotu');
    expect((await page('/?country=ba', { cookie: 'country=RS' })).body).toContain('data-country="BA"');
    expect((await page('/', { host: 'zdravo.me' })).body).toContain('data-country="ME"');
    expect((await page('/', { cookie: 'country=XX' })).body).toContain('data-country="HR"');
    // An offer a share page of another country opens (share.test.ts) is rendered in that country.
    expect((await page('/offers/pure-fit?country=RS', { host: 'zdravo.hr' })).body).toContain('data-country="RS"');
  });

  it("tells a browser without JavaScript in the country's own words", async () => {
    const note = async (country: string) =>
      /<p class="noscript-note"[^>]*>([^<]*)<\/p>/.exec((await page(`/?country=${country}`)).body)?.[1];
    expect(await note('HR')).toBe(
      'Stranicu možete čitati, ali za košaricu i narudžbu uključite JavaScript u pregledniku.',
    );
    expect(await note('BA')).toBe(
      'Stranicu možete čitati, ali za korpu i narudžbu uključite JavaScript u pretraživaču.',
    );
    expect(await note('ME')).toBe(
      'Stranicu možete čitati, ali za korpu i narudžbu uključite JavaScript u pretraživaču.',
    );
    expect(await note('RS')).toBe(
      'Stranicu možete da čitate, ali za korpu i porudžbinu uključite JavaScript u pregledaču.',
    );
  });

  it('allows exactly its own inline script in the CSP', async () => {
    const res = await page();
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);
  });

  it("serves the worker the first script starts for the formatters' locale data, from the shop's own origin", async () => {
    const body = (await page()).body;
    expect(body).toContain('"intlWarmup":"/intl-warmup.js"');
    const worker = await page('/intl-warmup.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.body).toContain('new Intl.NumberFormat');
  });

  it('is rendered once per country and catalog, and revalidates by ETag', async () => {
    const first = await page('/', { cookie: 'country=BA' });
    const again = await page('/', { cookie: 'country=BA', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await page('/', { cookie: 'country=RS' })).headers.etag).not.toBe(first.headers.etag);
  });

  it('sends the page compressed once per encoding: the same bytes to every later shopper, the same page unpacked', async () => {
    const plain = await page('/offers/pure-fit', { cookie: 'country=HR' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');
    const sent = async (encoding: 'br' | 'gzip') => {
      const res = await page('/offers/pure-fit', { cookie: 'country=HR', 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      const unpacked = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(unpacked.equals(plain.rawPayload)).toBe(true);
      return res.rawPayload;
    };
    for (const encoding of ['br', 'gzip'] as const) {
      // The first ask is compressed as it goes out (quality 4 / level 6) while the page's own copy is
      // made off the event loop (brotli 11 / gzip 9): smaller, and then the same bytes every time.
      const first = await sent(encoding);
      let settled = await sent(encoding);
      for (let tries = 0; settled.equals(first) && tries < 100; tries++) {
        await new Promise((r) => setTimeout(r, 20));
        settled = await sent(encoding);
      }
      expect(settled.length).toBeLessThan(first.length);
      expect((await sent(encoding)).equals(settled)).toBe(true);
    }
  });

  it('renders an offer at its real path in the country served: its name, its price, its own CSS, no landing', async () => {
    const res = await page('/offers/pure-fit', { cookie: 'country=RS' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-country="RS" data-route="/offers/pure-fit"');
    expect(res.body).toContain('<title>Pure Fit | Zdravo</title>');
    const offer = await t
      .shopper({ country: 'RS' })
      .call('offers.f.getSlog', { Slog: 'pure-fit', includeReviews: true });
    if (offer.status !== 'ok') throw new Error('no pure-fit in RS');
    expect(res.body).toMatch(/<h1[^>]*>Pure Fit<\/h1>/);
    const image = (offer.data as { Images: string[] }).Images[0]!;
    expect(res.body).toContain(`src="${image.replace(/&/g, '&amp;')}"`);
    expect(res.body).toMatch(/RSD/);
    expect(res.body).toMatch(/<style>[^]*?\.offer__top[^]*?<\/style>/);
    expect(res.body).not.toContain('hero__title');
    expect(res.headers.vary).toContain('Cookie');
    // Only this offer inlined, as the shop's answer for its slug: not the whole catalog (decision 036).
    expect(inlinesWholeCatalog(res.body)).toBe(false);
    expect(catalogOf(res.body)).toEqual([offer.data]);
  });

  it('renders a sold-out offer completely after an offer in stock: its notify-me form is on the page', async () => {
    expect((await page('/offers/hemo-calm', { cookie: 'country=BA' })).statusCode).toBe(200);
    await runShopCommand(t, 'stock:set', 'hemo-calm', 'BA', '0');
    invalidateCatalog(t.db);
    const soldOut = await page('/offers/hemo-calm', { cookie: 'country=BA' });
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.body).toContain('Trenutno nije dostupno');
    expect(soldOut.body).toContain('Javite mi kad stigne');
    await runShopCommand(t, 'stock:set', 'hemo-calm', 'BA', '10');
    invalidateCatalog(t.db);
  });

  it("inlines a bundle's page with its parts, which it links to", async () => {
    const all = await t.shopper({ country: 'HR' }).call('offers.f.getAll', { includeReviews: true });
    if (all.status !== 'ok') throw new Error('no HR catalog');
    const bundle = all.data.find((o) => o.ChildOffers?.length);
    if (!bundle) throw new Error('no bundle in the HR catalog');
    const parts = bundle.ChildOffers!.map((id) => all.data.find((o) => o.ID === id)!);
    const res = await page(`/offers/${bundle.Slog}?country=HR`);
    expect(inlinedSlogs(res.body)).toEqual([bundle.Slog, ...parts.map((o) => o.Slog)]);
    for (const part of parts) expect(res.body).toContain(`href="/offers/${part.Slog}?country=HR"`);
  });

  it('inlines the whole catalog on a listing, none on a page that shows no offer', async () => {
    const listing = await page('/most-popular?country=BA');
    expect(inlinesWholeCatalog(listing.body)).toBe(true);
    const about = await page('/o-nama?country=BA');
    expect(inlinesWholeCatalog(about.body)).toBe(false);
    expect(catalogOf(about.body)).toEqual([]);
  });

  it('answers an offer the country does not know with 404 and a page that says so', async () => {
    const res = await page('/offers/no-such-thing?country=BA');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Proizvod nije pronađen');
  });
});
