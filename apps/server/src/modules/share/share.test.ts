// Share pages, their picture, the sitemap and robots.txt, as a link preview or a crawler sees them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@zdravo/contract/methods';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD block').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

const metaOf = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

describe.each(testDbKinds)('share pages (%s)', (kind) => {
  let t: TestApp;
  const offerIn = async (country: string, slog: string): Promise<Offer> => {
    const answer = await t.shopper({ country: country as 'HR' }).call('offers.f.getAll', { includeReviews: true });
    if (answer.status !== 'ok') throw new Error('catalog');
    return answer.data.find((o) => o.Slog === slog)!;
  };
  const get = (url: string, host = 'zdravo.hr') => t.app.inject({ method: 'GET', url, headers: { host } });

  // The web app as a build without the render bundle would be (its page only), whatever this checkout
  // has built: the offer a share page opens is then the shop's own address, and the test needs no build.
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-share-dist-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Zdravo</title></head><body></body></html>',
    );
    t = await createTestApp(kind, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('/p/pure-fit carries parseable JSON-LD with the price, currency, availability and rating of the host’s country', async () => {
    for (const [host, country] of [
      ['zdravo.hr', 'HR'],
      ['www.zdravo.rs', 'RS'],
      ['zdravo.ba', 'BA'],
    ] as const) {
      const offer = await offerIn(country, 'pure-fit');
      const res = await get('/p/pure-fit', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const product = jsonLdOf(res.body);
      expect(product).toMatchObject({ '@type': 'Product', name: offer.Name, description: offer.SubHeading });
      expect(product.offers).toMatchObject({
        '@type': 'Offer',
        price: offer.NewPrice.toFixed(2),
        priceCurrency: offer.Currency,
        availability: 'https://schema.org/InStock',
      });
      expect(product.aggregateRating).toMatchObject({
        ratingValue: offer.Rating!.toFixed(1),
        reviewCount: offer.RatingCount,
      });
      expect(metaOf(res.body, 'product:price:currency')).toBe(offer.Currency);
    }
  });

  it('has title, description, canonical, Open Graph and Twitter tags, and sends a person on to the offer', async () => {
    const offer = await offerIn('HR', 'paket-vitka-linija');
    const html = (await get('/p/paket-vitka-linija')).body;
    expect(html).toContain(`<title>${offer.Name} | Zdravo</title>`);
    expect(metaOf(html, 'description')).toBe(offer.SubHeading);
    expect(html).toContain('<link rel="canonical" href="http://zdravo.hr/p/paket-vitka-linija">');
    expect(metaOf(html, 'og:title')).toBe(`${offer.Name} | Zdravo`);
    expect(metaOf(html, 'og:image')).toBe('http://zdravo.hr/p/paket-vitka-linija/og.png');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/offers/paket-vitka-linija">');
  });

  it('og.png is a real PNG of 1200 × 630', async () => {
    const res = await get('/p/pure-fit/og.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const info = await sharp(res.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
  });

  it('an unknown or malformed slug says the product was not found (404) with a way to the products, and its picture is 404', async () => {
    for (const slug of ['no-such-thing', '..%2F..%2Fetc', '%00', 'x'.repeat(90)]) {
      const res = await get(`/p/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.body).toContain('<h1>Proizvod nije pronađen</h1>');
      expect(res.body).toContain('<a href="/#/most-popular">Pogledajte proizvode</a>');
    }
    // On a host of another country, the link to the products keeps the link's country.
    expect((await get('/p/no-such-thing?country=RS')).body).toContain('<a href="/?country=RS#/most-popular">');
    expect((await get('/p/no-such-thing/og.png')).statusCode).toBe(404);
  });

  it('a link shared in RS on the HR host keeps RS: the page, its preview and the offer it opens', async () => {
    const offer = await offerIn('RS', 'pure-fit');
    const res = await get('/p/pure-fit?country=RS');
    expect(res.statusCode).toBe(200);
    expect(jsonLdOf(res.body).offers).toMatchObject({ priceCurrency: 'RSD', price: offer.NewPrice.toFixed(2) });
    expect(res.body).toContain('<meta http-equiv="refresh" content="0; url=/offers/pure-fit?country=RS">');
    expect(res.body).toContain('<link rel="canonical" href="http://zdravo.hr/p/pure-fit?country=RS">');
    expect(metaOf(res.body, 'og:image')).toBe('http://zdravo.hr/p/pure-fit/og.png?country=RS');
    // The host that is RS's own needs no query.
    expect((await get('/p/pure-fit', 'zdravo.rs')).body).toContain('url=/offers/pure-fit">');
    // And the offer it opens keeps RS (rendered in RS where the render bundle is built: first-paint.test.ts).
    const opened = await t.app.inject({
      method: 'GET',
      url: '/offers/pure-fit?country=RS',
      headers: { host: 'zdravo.hr' },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/?country=RS#/offers/pure-fit');
  });

  it('the sitemap lists the server-rendered real addresses per country with hreflang alternates, no # and no share page; robots.txt points at it', async () => {
    const answer = await t.shopper().call('offers.f.getAll', {});
    if (answer.status !== 'ok') throw new Error('catalog');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('#');
    expect(sitemap).not.toContain('/p/');
    expect(sitemap).toContain('<loc>http://zdravo.hr/offers/pure-fit?country=HR</loc>');
    for (const offer of answer.data)
      expect(sitemap).toContain(`<loc>http://zdravo.hr/offers/${offer.Slog}?country=HR</loc>`);
    for (const [country, lang] of [
      ['BA', 'bs-BA'],
      ['RS', 'sr-Latn-RS'],
      ['HR', 'hr-HR'],
      ['ME', 'sr-Latn-ME'],
    ]) {
      expect(sitemap).toContain(`<loc>http://zdravo.hr/blog/kosa?country=${country}</loc>`);
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="http://zdravo.hr/offers/pure-fit?country=${country}"/>`,
      );
    }
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://zdravo.hr/o-nama?country=HR"/>',
    );
    // Every entry is a real address with its country (e2e/pages-without-js.spec.ts opens them rendered); none needs a script.
    const locs = [...sitemap.matchAll(/<loc>http:\/\/zdravo\.hr([^?<]*)\?country=[A-Z]{2}<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBe((sitemap.match(/<loc>/g) ?? []).length);
    expect(locs).not.toContain('/quiz');
    expect(locs).not.toContain('/bundles');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://zdravo.hr/sitemap.xml');
    expect(robots.body).toContain('Disallow: /_rpc');
  });
});

describe('share pages, the sitemap and robots.txt behind a proxy', () => {
  const paths = ['/p/pure-fit', '/sitemap.xml', '/robots.txt'];
  const forged = { host: 'zdravo.hr', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('with PUBLIC_ORIGIN, X-Forwarded-Host reaches none of them, and they are cached for everyone', async () => {
    const t = await createTestApp('sqlite', { PUBLIC_ORIGIN: 'https://zdravo.hr', TRUST_PROXY: '1' });
    try {
      for (const url of paths) {
        const res = await t.app.inject({ method: 'GET', url, headers: forged });
        expect([url, res.body.includes('evil.example')]).toEqual([url, false]);
        expect(res.body).toContain('https://zdravo.hr/');
        expect(res.headers['cache-control']).toBe('public, max-age=300');
      }
    } finally {
      await t.close();
    }
  });

  it('without PUBLIC_ORIGIN, an answer built from the request’s host is kept by no cache, and a forged host is escaped or refused', async () => {
    const t = await createTestApp('sqlite', { TRUST_PROXY: '1' });
    try {
      for (const url of paths) {
        const res = await t.app.inject({ method: 'GET', url, headers: forged });
        expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
        expect(String(res.headers.vary)).toContain('X-Forwarded-Host');
      }
      const hostile = { host: 'zdravo.hr', 'x-forwarded-host': 'evil.example"><script>x</script>' };
      for (const url of paths) {
        const res = await t.app.inject({ method: 'GET', url, headers: hostile });
        expect([url, res.body.includes('<script>x')]).toEqual([url, false]);
      }
      const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'zdravo.hr' } })).body;
      // Every <loc> is well-formed XML text: no raw quote, angle bracket or ampersand inside.
      for (const [, loc] of sitemap.matchAll(/<loc>([^<]*)<\/loc>/g))
        expect(loc).not.toMatch(/["'>]|&(?!amp;|lt;|gt;|quot;|apos;)/);
    } finally {
      await t.close();
    }
  });
});
