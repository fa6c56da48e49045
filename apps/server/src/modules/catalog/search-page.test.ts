// The search's answer without JavaScript (docs/decisions/058-search-without-javascript.md): the header's
// GET form lands on a page the server renders, with the shop's own matching rule (one typo forgiven),
// in the shopper's country, linking to each offer's real address. Needs no web build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';

const resultLinks = (html: string): string[] =>
  [...html.matchAll(/<li class="result"><a href="([^"]+)"/g)].map((m) => m[1]!);

describe.each(testDbKinds)('the search results page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers "kolagen" and the typo "kolgen" alike, with links to the offers in the country asked', async () => {
    const exact = await page('/pretraga?q=kolagen&country=BA');
    expect(exact.statusCode).toBe(200);
    expect(exact.headers['content-type']).toContain('text/html');
    const links = resultLinks(exact.body);
    expect(links).toContain('/offers/beauty-fem?country=BA');
    expect(links.every((href) => /^\/offers\/[a-z0-9-]+\?country=BA$/.test(href))).toBe(true);
    expect(exact.body).toContain('Rezultati pretrage');
    expect(exact.body).toContain('KM</span>');
    const typo = await page('/pretraga?q=kolgen&country=BA');
    expect(resultLinks(typo.body)).toEqual(links);
  });

  it("speaks the shopper's country: Croatian words and euros for HR, the remembered country by its cookie", async () => {
    const hr = await page('/pretraga?q=kolagen&country=HR');
    expect(hr.body).toContain('<html lang="hr-HR" data-country="HR"');
    expect(hr.body).toContain('Rezultati pretraživanja');
    expect(hr.body).toContain('€</span>');
    const rs = await page('/pretraga?q=kolagen', { cookie: 'country=RS' });
    expect(rs.body).toContain('data-country="RS"');
    expect(resultLinks(rs.body).every((href) => href.endsWith('?country=RS'))).toBe(true);
  });

  it('says when nothing matches and offers the categories; escapes what was typed; keeps the form', async () => {
    const none = await page(`/pretraga?q=${encodeURIComponent('<b>zzzzqqq</b>')}&country=BA`);
    expect(none.statusCode).toBe(200);
    expect(resultLinks(none.body)).toEqual([]);
    expect(none.body).toContain('Nije pronađen nijedan artikal');
    expect(none.body).toContain('href="/shop/kosa?country=BA"');
    expect(none.body).not.toContain('<b>zzzzqqq</b>');
    expect(none.body).toContain('value="&lt;b&gt;zzzzqqq&lt;/b&gt;"');
    expect(none.body).toMatch(/<form method="get" action="\/pretraga"/);
  });
});
