// The readable pages at their real address (docs/decisions/034-pages-without-javascript.md), on the
// real build: run `npm run build` first (skipped without the server's render bundle).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, testDbKinds, type TestApp } from './testing.ts';
import { catalogCommands } from './modules/catalog/index.ts';

const webDist = loadConfig({}).webDist;
const built = fs.existsSync(path.resolve(webDist, '../dist-server/entry-server.js'));

const h1 = (html: string): string | undefined => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const title = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.skipIf(!built).each(testDbKinds)('the readable pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('renders a policy in the country asked, with its title, its own CSS and no landing', async () => {
    const res = await page('/politika-povrata?country=BA');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-country="BA" data-route="/politika-povrata"');
    expect(h1(res.body)).toBeTruthy();
    expect(title(res.body)).toBe(`${h1(res.body)} | Zdravo`);
    expect(res.body).not.toContain('class="hero__title"');
    expect(res.body).toMatch(/<style>[^]*?\.prose\{[^]*?<\/style>/);
    expect(res.headers.vary).toContain('Cookie');
  });

  it('renders every page the shell links to that reads without a script, in each spelling', async () => {
    for (const url of [
      '/o-nama',
      '/nasa-prica',
      '/kontaktirajte-nas',
      '/politika-dostave',
      '/terms-of-use',
      '/privacy-policy',
      '/blog/kosa',
      '/community',
      '/club',
      '/most-popular',
      '/shop/kosa',
    ]) {
      for (const country of ['HR', 'RS', 'BA']) {
        const res = await page(`${url}?country=${country}`);
        expect(res.statusCode, `${url} in ${country}`).toBe(200);
        expect(res.body).toContain(`data-country="${country}" data-route="${url}"`);
        expect(h1(res.body), `${url} in ${country}`).toBeTruthy();
      }
    }
  });

  it("takes the blog's path with 'š' as the shop writes it, escaped or not, and its plain spelling", async () => {
    for (const url of ['/blog/mr%C5%A1avljenje', '/blog/mrsavljenje']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(h1(res.body)).toBeTruthy();
    }
  });

  it("writes the shell's links to these pages and to offers as real addresses in the page's country; the rest stay in the shop", async () => {
    const res = await page('/o-nama', { cookie: 'country=RS' });
    for (const href of [
      '/politika-povrata?country=RS',
      '/blog/mr%C5%A1avljenje?country=RS',
      '/club?country=RS',
      '/shop/kosa?country=RS',
    ]) {
      expect(res.body).toContain(`href="${href}"`);
    }
    expect(res.body).toMatch(/href="\/offers\/[a-z0-9-]+\?country=RS"/);
    expect(res.body).not.toMatch(/href="#\/(o-nama|politika-povrata|club|offers\/)/);
    // Pages that only work with a script keep the shop's address.
    expect(res.body).toContain('href="#/track"');
  });

  it("renders an offer anew after a price change: the HTML's price is the inlined catalog's, never the first render's", async () => {
    const priceIn = (html: string) => /data-testid="price-new"[^>]*>([^<]*)</.exec(html)?.[1];
    const first = await page('/offers/pure-fit?country=ME');
    expect(priceIn(first.body)).toMatch(/€$/);
    const ctx = { db: t.db, config: t.config, events: t.app.shop.cluster.events, out: () => undefined };
    await catalogCommands()['offers:price']!.run(['pure-fit', 'ME', '21,30'], ctx);
    const again = await page('/offers/pure-fit?country=ME');
    const inlined = JSON.parse(/id="first-paint-catalog">([^<]*)</.exec(again.body)![1]!) as {
      Slog: string;
      NewPrice: number;
    }[];
    expect(inlined.find((o) => o.Slog === 'pure-fit')!.NewPrice).toBe(21.3);
    expect(priceIn(again.body)).toBe('21,30 €');
  });

  it('without a script: the logo leads to the landing in the country, an offer carries its details as titled sections, the country switch is links', async () => {
    const about = (await page('/o-nama?country=ME')).body;
    expect(about).toMatch(/<a [^>]*href="\/\?country=ME" class="logo/);
    expect(about).not.toContain('href=""');
    for (const code of ['BA', 'RS', 'HR', 'ME']) expect(about).toContain(`href="?country=${code}"`);
    const offer = (await page('/offers/pure-fit?country=ME')).body;
    expect(offer).toContain('<h2 class="tabs__section-title">Način upotrebe</h2>');
    expect(offer).toContain('<h2 class="tabs__section-title">Prednosti</h2>');
    // index.html's noscript style opens them and hides what needs a script.
    const style = /<noscript><style>([^<]*)<\/style>/.exec(offer)?.[1] ?? '';
    expect(style).toContain('.tabs__panel[hidden]');
    expect(style).toContain('button:not(');
  });

  it('answers an unknown page with the shop, not a rendered page', async () => {
    expect((await page('/politika-nepostojeca')).statusCode).toBe(404);
  });
});
