// The product editor's preview (docs/desk.md "The catalog"), on the real build (run `npm run build`
// first; skipped without the server's render bundle): the form's unsaved product as the shop's own
// offer page in one country — its text variant (RS ekavian, HR its own override), its price in its
// currency — answered without a script and never written (the catalog, its version, the audit log
// and the shop stay as they were). A new product previews too; a country without a price is refused.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@zdravo/contract';
import type { CatalogOfferIn } from '@zdravo/contract/desk/catalog-params';
import { loadConfig } from '../config.ts';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

const webDist = loadConfig({}).webDist;
const built = fs.existsSync(path.resolve(webDist, '../dist-server/entry-server.js'));

const h1 = (html: string): string | undefined => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe.skipIf(!built).each(testDbKinds)('the catalog preview on %s', (kind) => {
  let t: TestApp;
  let merchandiser: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    merchandiser = await enrolledStaff(t, 'merchandiser', 'BA');
  });
  afterAll(async () => t.close());

  const opened = async (slog: string) => {
    const { id } = await t.db.selectFrom('offers').select('id').where('slog', '=', slog).executeTakeFirstOrThrow();
    const answer = await merchandiser.browser.call('desk.catalog.get', { id });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const preview = async (offer: CatalogOfferIn, country: CountryCode) => {
    const answer = await merchandiser.browser.call('desk.catalog.preview', { offer, country });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    expect(answer.data.country).toBe(country);
    return answer.data.html;
  };

  it('renders the unsaved texts and prices in each country’s words and currency, and saves nothing', async () => {
    const before = await opened('pure-fit');
    const audits = (await t.db.selectFrom('audit_log').select('id').execute()).length;
    const offer: CatalogOfferIn = structuredClone(before.offer);
    offer.texts.ije.name = 'Pure Fit Bijeli';
    offer.texts.eke.name = 'Pure Fit Beli';
    offer.texts.hr = { ...offer.texts.hr, name: 'Pure Fit Bijela kava' };
    offer.prices.BA = { new: 7000, old: 14000 };
    offer.prices.RS = { new: 400000, old: 850000 };
    offer.prices.HR = { new: 3100, old: 7000 };

    const rs = await preview(offer, 'RS');
    expect(h1(rs)).toBe('Pure Fit Beli');
    expect(rs).not.toContain('Bijel');
    expect(rs).toMatch(/4\.000,00\sRSD/);
    expect(rs).toContain('data-country="RS"');
    expect(rs).not.toMatch(/<script/i);

    const hr = await preview(offer, 'HR');
    expect(h1(hr)).toBe('Pure Fit Bijela kava');
    expect(hr).toMatch(/31,00\s€/);
    expect(hr).not.toMatch(/KM|RSD/);

    const ba = await preview(offer, 'BA');
    expect(h1(ba)).toBe('Pure Fit Bijeli');
    expect(ba).toMatch(/70,00\sKM/);
    expect(ba).not.toContain('€');

    // Nothing written: the editor, the shop and the audit log are as they were.
    const after = await opened('pure-fit');
    expect(after.version).toBe(before.version);
    expect(after.offer.texts.ije.name).toBe(before.offer.texts.ije.name);
    const shop = await t.shopper({ country: 'RS' }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    expect(shop.status === 'ok' && shop.data.Name).toBe(before.offer.texts.eke.name);
    expect((await t.db.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });

  it('previews a product not saved yet; a country without a price is refused, naming the field', async () => {
    const { id: _id, ...base } = (await opened('beauty-fem')).offer;
    const fresh: CatalogOfferIn = { ...structuredClone(base), slog: 'novi-eliksir' };
    fresh.texts.eke.name = 'Novi eliksir za lepotu';
    expect(h1(await preview(fresh, 'RS'))).toBe('Novi eliksir za lepotu');
    expect(await t.db.selectFrom('offers').select('id').where('slog', '=', 'novi-eliksir').execute()).toEqual([]);

    delete fresh.prices.ME;
    fresh.status.ME = 'draft';
    expect(await merchandiser.browser.call('desk.catalog.preview', { offer: fresh, country: 'ME' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
      details: [{ path: ['offer', 'prices', 'ME'], message: 'priceRequired' }],
    });
  });
});
