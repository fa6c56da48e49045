// The product editor (docs/desk.md "The catalog"): desk.catalog.get opens one product as the catalog
// file holds it, desk.catalog.save writes it whole through the one writer with one audit row, the
// glossary's warnings per variant, the version check (the second of two saves on one version is
// refused and names the first), and bad input refused per field with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskCatalogEditor, DeskCatalogSaved } from '@zdravo/contract/desk';
import type { CatalogOfferIn } from '@zdravo/contract/desk/catalog-params';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('the product editor on %s', (kind) => {
  let t: TestApp;
  let ana: EnrolledStaff;
  let boris: EnrolledStaff;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await enrolledStaff(t, 'merchandiser', 'BA');
    boris = await enrolledStaff(t, 'manager', 'HR');
  });
  afterAll(async () => t.close());

  const idOf = async (slog: string) =>
    (await t.db.selectFrom('offers').select('id').where('slog', '=', slog).executeTakeFirstOrThrow()).id;
  const open = async (who: EnrolledStaff, slog: string): Promise<DeskCatalogEditor> => {
    const answer = await who.browser.call('desk.catalog.get', { id: await idOf(slog) });
    if (answer.status !== 'ok') throw new Error(String(answer.data));
    return answer.data;
  };
  const shopOffer = async (country: 'BA' | 'RS' | 'HR', slog: string) =>
    t.shopper({ country }).call('offers.f.getSlog', { Slog: slog });
  const auditRows = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', 'offer')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('opens a product as the file holds it, with its version; the ingredients are worded per variant', async () => {
    const opened = await open(ana, 'pure-fit');
    expect(opened.version).toBeGreaterThanOrEqual(1);
    expect(opened.offer).toMatchObject({
      slog: 'pure-fit',
      status: { BA: 'published' },
      prices: { BA: { new: 6580, old: 14000 } },
    });
    expect(opened.offer.ingredients?.rows.at(-1)).toMatchObject({ name: 'Hrom', local: { hr: { name: 'Krom' } } });
    // The seed's texts are the glossary's own: BA reads "hrom", HR "krom", so nothing to warn of.
    expect(opened.warnings.filter((w) => w.field.startsWith('ingredients'))).toEqual([]);
    const ba = await shopOffer('BA', 'pure-fit');
    const hr = await shopOffer('HR', 'pure-fit');
    if (ba.status !== 'ok' || hr.status !== 'ok') throw new Error('pure-fit is published in BA and HR');
    expect(ba.data.Ingredients?.rows.map((r) => r.name)).toContain('Hrom');
    expect(hr.data.Ingredients?.rows.map((r) => r.name)).toContain('Krom');
    expect(JSON.stringify(ba.data.Ingredients)).not.toContain('local');
  });

  it('a save writes the product whole with one audit row of the changed fields; the shop shows it at once', async () => {
    const opened = await open(ana, 'beauty-fem');
    const before = await shopOffer('RS', 'beauty-fem');
    if (before.status !== 'ok') throw new Error('beauty-fem is published in RS');
    const offer = structuredClone(opened.offer) as CatalogOfferIn;
    offer.prices.RS = { new: opened.offer.prices.RS!.new - 100, old: opened.offer.prices.RS!.old };
    offer.texts.eke.heading = 'Novi naslov za Srbiju';
    const answer = await ana.browser.call('desk.catalog.save', { version: opened.version, offer });
    expect(answer).toMatchObject({ status: 'ok', data: { id: opened.offer.id, version: opened.version + 1 } });

    const rows = await auditRows(opened.offer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'offer.save', staff_id: ana.id });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({
      prices: opened.offer.prices,
      textsEke: opened.offer.texts.eke,
    });
    expect(Object.keys(JSON.parse(rows[0]!.after_json!))).toEqual(['prices', 'textsEke']);

    const after = await shopOffer('RS', 'beauty-fem');
    expect(after).toMatchObject({
      status: 'ok',
      data: { Heading: 'Novi naslov za Srbiju', NewPrice: (opened.offer.prices.RS!.new - 100) / 100 },
    });
    const history = await t.db
      .selectFrom('offer_price_history')
      .selectAll()
      .where('offer_id', '=', opened.offer.id)
      .where('country', '=', 'RS')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({ source: 'desk', new_minor: opened.offer.prices.RS!.new - 100 });

    // Saving the same again changes nothing: no row, the version stays.
    const again = await ana.browser.call('desk.catalog.save', { version: opened.version + 1, offer });
    expect(again).toMatchObject({ status: 'ok', data: { version: opened.version + 1 } });
    expect(await auditRows(opened.offer.id)).toHaveLength(1);
  });

  it('the second of two saves on one version is refused, naming who saved first; nothing of it is written', async () => {
    const opened = await open(ana, 'hairgrow-plus');
    const mine = structuredClone(opened.offer) as CatalogOfferIn;
    mine.popularity = opened.offer.popularity + 1;
    const theirs = structuredClone(opened.offer) as CatalogOfferIn;
    theirs.texts.ije.name = 'HairGrow Plus Nova';
    expect((await boris.browser.call('desk.catalog.save', { version: opened.version, offer: theirs })).status).toBe(
      'ok',
    );
    const late = await ana.browser.call('desk.catalog.save', { version: opened.version, offer: mine });
    expect(late).toMatchObject({
      status: 'error',
      data: 'CATALOG_CHANGED',
      details: { by: expect.stringContaining(boris.email) as string },
    });
    const now = await open(ana, 'hairgrow-plus');
    expect(now.offer.popularity).toBe(opened.offer.popularity);
    expect(now.offer.texts.ije.name).toBe('HairGrow Plus Nova');
    expect(now.lastSave?.by).toContain(boris.email);
  });

  it('two saves at the same moment: one is written, the other refused', async () => {
    const opened = await open(ana, 'pure-fit');
    const edit = (popularity: number) => ({
      version: opened.version,
      offer: { ...structuredClone(opened.offer), popularity },
    });
    const answers = await Promise.all([
      ana.browser.call('desk.catalog.save', edit(11)),
      boris.browser.call('desk.catalog.save', edit(22)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['error', 'ok']);
    expect(answers.find((a) => a.status === 'error')).toMatchObject({ data: 'CATALOG_CHANGED' });
    const stored = await open(ana, 'pure-fit');
    expect(stored.version).toBe(opened.version + 1);
    expect([11, 22]).toContain(stored.offer.popularity);
  });

  it('a new product: created with its audit row; the glossary warns of another variant’s words', async () => {
    const base = (await open(ana, 'pure-fit')).offer;
    const { id: _id, ...copy } = structuredClone(base);
    const offer = {
      ...copy,
      slog: 'novi-proizvod',
      status: { BA: 'published', RS: 'published', HR: 'draft', ME: 'draft' } as const,
      texts: { ...copy.texts, ije: { ...copy.texts.ije, name: 'Novi proizvod', heading: 'Stavite ga u košaricu' } },
    };
    const answer = await ana.browser.call('desk.catalog.save', { version: null, offer });
    expect(answer.status).toBe('ok');
    const saved = answer.data as DeskCatalogSaved;
    expect(saved.warnings).toContainEqual({ variant: 'ije', field: 'heading', found: 'košaricu', instead: 'korpa' });
    expect(await auditRows(saved.id)).toMatchObject([{ action: 'offer.create', staff_id: ana.id }]);
    expect(await shopOffer('BA', 'novi-proizvod')).toMatchObject({ status: 'ok', data: { Name: 'Novi proizvod' } });
    expect(await shopOffer('HR', 'novi-proizvod')).toMatchObject({ status: 'error', data: 'NOT_FOUND' });
  });

  it('bad input is refused per field and changes nothing', async () => {
    const opened = await open(ana, 'digest-detox');
    const count = (await auditRows(opened.offer.id)).length;
    const refusal = async (change: (o: CatalogOfferIn) => void) => {
      const offer = structuredClone(opened.offer) as CatalogOfferIn;
      change(offer);
      const answer = await ana.browser.call('desk.catalog.save', { version: opened.version, offer });
      expect(answer.status).toBe('error');
      return answer;
    };
    expect(await refusal((o) => (o.slog = 'pure-fit'))).toMatchObject({
      data: 'VALIDATION_ERROR',
      details: [{ path: ['offer', 'slog'], message: 'slogTaken' }],
    });
    expect(await refusal((o) => (o.slog = 'ima razmak'))).toMatchObject({
      data: 'VALIDATION_ERROR',
      details: [{ path: ['offer', 'slog'], message: 'slogForm' }],
    });
    // An empty address is a missing one, not a malformed one.
    expect(await refusal((o) => (o.slog = ''))).toMatchObject({
      data: 'VALIDATION_ERROR',
      details: [{ path: ['offer', 'slog'], message: 'required' }],
    });
    expect(await refusal((o) => (o.texts.eke.name = ' '))).toMatchObject({
      data: 'VALIDATION_ERROR',
      details: [{ path: ['offer', 'texts', 'eke', 'name'], message: 'required' }],
    });
    expect(await refusal((o) => (o.prices.BA = { new: 0, old: 100 }))).toMatchObject({
      details: [{ path: ['offer', 'prices', 'BA', 'new'], message: 'priceZero' }],
    });
    expect(await refusal((o) => (o.prices.HR = { new: 5000, old: 4000 }))).toMatchObject({
      details: [{ path: ['offer', 'prices', 'HR', 'old'], message: 'referenceBelowNew' }],
    });
    expect(await refusal((o) => (o.children = ['pure-fit', 'paket-vitka-linija']))).toMatchObject({
      details: [{ path: ['offer', 'children', 1], message: 'bundleInBundle' }],
    });
    const stored = await open(ana, 'digest-detox');
    expect(stored.version).toBe(opened.version);
    expect(await auditRows(opened.offer.id)).toHaveLength(count);
  });
});
