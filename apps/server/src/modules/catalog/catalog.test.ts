// offers.f.getAll / offers.f.getSlog against the real app on a real database, with the seed catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import sharp from 'sharp';
import { COUNTRIES, REVIEW_BASE_COUNTS, THUMBNAIL_PIXELS, thumbnailUrl, type CountryCode } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract/methods';
import type { ParamsOf } from '@zdravo/contract/api';
import { croatianTexts, montenegrinTexts } from '../../db/seed/catalog/croatian.ts';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { SEED_OFFERS } from '../../db/seed/catalog/offers.ts';
import { nowIso } from '../../db/dialect.ts';
import { invalidateCatalog } from './cache.ts';
import { loadCatalog } from './queries.ts';

const ALL = 'offers.f.getAll';
const SLOG = 'offers.f.getSlog';
const seedBySlog = new Map(SEED_OFFERS.map((o) => [o.slog, o]));

describe.each(testDbKinds)('catalog calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const getAll = async (country: CountryCode, params: ParamsOf<typeof ALL> = {}) => {
    const answer = await t.shopper({ country }).call(ALL, params);
    if (answer.status !== 'ok') throw new Error(`getAll failed: ${answer.data}`);
    return answer.data;
  };

  it('seeds the catalog at first start: every seed offer, most popular first', async () => {
    const offers = await getAll('HR');
    expect(offers.map((o) => o.Slog).sort()).toEqual(SEED_OFFERS.map((o) => o.slog).sort());
    const popularity = offers.map((o) => seedBySlog.get(o.Slog)?.popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    for (const o of offers) expect(o.ID).toBe(seedBySlog.get(o.Slog)?.id);
  });

  it.each(['BA', 'RS', 'HR', 'ME'] as const)(
    'answers %s in its currency, prices in main units, texts in its spelling',
    async (country) => {
      const offers = await getAll(country);
      const variant = COUNTRIES[country].variant;
      for (const o of offers) {
        const found = seedBySlog.get(o.Slog)!;
        // Croatia and Montenegro read the copy with their own words (seed/catalog/croatian.ts).
        const own =
          country === 'HR' ? croatianTexts(found) : country === 'ME' ? montenegrinTexts(found) : found.texts.ije;
        const seed = { ...found, texts: { ...found.texts, ije: own } };
        expect(o.Currency).toBe(COUNTRIES[country].currency);
        expect(o.NewPrice).toBe(seed.prices[country]!.new / 100);
        // HR announces no reduction from the seed's start alone (the 30-day rule, decision 023).
        expect(o.OldPrice).toBe(country === 'HR' ? o.NewPrice : seed.prices[country]!.old / 100);
        expect(o.PriorPrice).toBeNull();
        expect(o.Name).toBe(seed.texts[variant].name);
        expect(o.Heading).toBe(seed.texts[variant].heading);
        expect(o.Description).toBe(seed.texts[variant].description);
        expect(o.Adventages).toBe(seed.texts[variant].advantages.join('&&'));
        expect(o.Benefits).toEqual(seed.texts[variant].benefits);
        expect(o.Stock).toBe(seed.stockDays);
        expect(o.ScaleleadID).toBe(seed.scaleleadId);
        expect(o.Images.length).toBe(seed.images.length);
        for (const url of o.Images) expect(url).toMatch(/^\/images\/offers\/[\w.-]+\.svg\?v=[0-9a-f]{10}$/);
        expect(o.IngredientsImage).toMatch(/^\/images\/.+\?v=/);
      }
    },
  );

  it('RS reads ekavian, HR ijekavian (the seed differs somewhere)', async () => {
    const rs = await getAll('RS');
    const hr = await getAll('HR');
    const text = (list: Offer[]) => list.map((o) => o.Description + o.HowToUse + o.Heading).join(' ');
    expect(text(rs)).not.toBe(text(hr));
    expect(text(hr)).toMatch(/ije|je/);
  });

  it('filters top-level offers (ChildOffers eq null) and bundles (not-eq null)', async () => {
    const all = await getAll('HR');
    const singles = await getAll('HR', { filters: [{ field: 'ChildOffers', op: 'eq', value: null }] });
    const bundles = await getAll('HR', { filters: [{ field: 'ChildOffers', op: 'not-eq', value: null }] });
    expect(singles.every((o) => o.ChildOffers === null)).toBe(true);
    expect(bundles.length).toBeGreaterThanOrEqual(3);
    expect(singles.length + bundles.length).toBe(all.length);
    const ids = new Set(all.map((o) => o.ID));
    for (const b of bundles) {
      const seed = seedBySlog.get(b.Slog)!;
      expect(b.ChildOffers).toEqual(seed.children!.map((slog) => seedBySlog.get(slog)!.id));
      for (const id of b.ChildOffers!) expect(ids.has(id)).toBe(true);
    }
    const both = await getAll('HR', {
      filters: [
        { field: 'ChildOffers', op: 'eq', value: null },
        { field: 'ChildOffers', op: 'not-eq', value: null },
      ],
    });
    expect(both).toEqual([]);
  });

  it('includes Rating and RatingCount only when reviews are requested', async () => {
    const bare = await getAll('HR');
    for (const o of bare) expect(o).not.toHaveProperty('Rating');
    // BA adds the base numbers (HR does not by default: docs/decisions/015).
    const withReviews = await getAll('BA', { includeReviews: true });
    for (const o of withReviews) {
      expect(typeof o.Rating).toBe('number');
      expect(o.RatingCount).toBeGreaterThanOrEqual(REVIEW_BASE_COUNTS[o.Slog] ?? 0);
    }
    const bundles = withReviews.filter((o) => o.ChildOffers !== null);
    expect(bundles.some((b) => (b.RatingCount ?? 0) > 0)).toBe(true);
  });

  it('counts approved reviews on top of the base number and blends the rating', async () => {
    const pureFit = () => getAll('BA', { includeReviews: true }).then((l) => l.find((o) => o.Slog === 'pure-fit')!);
    const before = await pureFit();
    const offerId = before.ID;
    const live = await t.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('rating').as('s')])
      .where('offer_id', '=', offerId)
      .where('is_approved', '=', 1)
      .executeTakeFirstOrThrow();
    const base = REVIEW_BASE_COUNTS['pure-fit']!;
    expect(before.RatingCount).toBe(base + Number(live.n));

    const review = {
      offer_id: offerId,
      user_id: null,
      review: 'x',
      review_head: 'x',
      attachments: '[]',
      created_at: nowIso(),
    };
    await t.db
      .insertInto('reviews')
      .values([
        { ...review, rating: 1, is_approved: 0 },
        { ...review, rating: 1, is_approved: 1 },
      ])
      .execute();
    invalidateCatalog(t.db);
    const after = await pureFit();
    expect(after.RatingCount).toBe(before.RatingCount! + 1);
    const expected = (4.8 * base + Number(live.s) + 1) / (base + Number(live.n) + 1);
    expect(after.Rating).toBeCloseTo(expected, 2);
  });

  it('getSlog answers one offer in the country of the request', async () => {
    const answer = await t.shopper({ country: 'RS' }).call(SLOG, { Slog: 'pure-fit' });
    expect(answer.status).toBe('ok');
    const offer = answer.data as Offer;
    expect(offer.Slog).toBe('pure-fit');
    expect(offer.Currency).toBe('RSD');
    expect(offer.Name).toBe(seedBySlog.get('pure-fit')!.texts.eke.name);
    expect(offer).not.toHaveProperty('RatingCount');
    const rated = await t.shopper({ country: 'BA' }).call(SLOG, { Slog: 'pure-fit', includeReviews: true });
    expect(rated.status === 'ok' && rated.data.RatingCount).toBeGreaterThan(4000);
  });

  it('getSlog answers NOT_FOUND for an unknown slug', async () => {
    expect(await t.shopper().call(SLOG, { Slog: 'no-such-offer' })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
  });

  it.each([
    [SLOG, {}],
    [SLOG, { Slog: 42 }],
    [SLOG, { Slog: '' }],
    [ALL, { filters: [{ field: 'Name', op: 'eq', value: null }] }],
    [ALL, { filters: [{ field: 'ChildOffers', op: 'gt', value: null }] }],
    [ALL, { filters: [{ field: 'ChildOffers', op: 'eq', value: 3 }] }],
    [ALL, { filters: 'all' }],
    [ALL, { includeReviews: 'yes' }],
  ])('%s with %j answers VALIDATION_ERROR', async (method, params) => {
    expect(await t.shopper().callRaw(method, params)).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
  });

  it('loads a country in a fixed number of queries (no N+1)', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const offers = await loadCatalog(t.db.withPlugin(counter), 'BA');
    expect(offers.length).toBe(SEED_OFFERS.length);
    // offers, texts, prices, children, review aggregates, which countries add review base numbers, listings,
    // scheduled prices, what the country's warehouse has sold out
    expect(queries).toBe(9);
  });

  it('serves product images with a year of immutable caching and nosniff', async () => {
    const [offer] = await getAll('HR');
    const res = await t.app.inject({ method: 'GET', url: offer!.Images[0]! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ method: 'GET', url: '/images/offers/missing.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    const escape = await t.app.inject({ method: 'GET', url: '/images/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(escape.statusCode);
  });

  it("serves each picture's thumbnail as a small WebP, kept for ever at its current version only", async () => {
    const [offer] = await getAll('HR');
    const picture = offer!.Images[1]!;
    const address = thumbnailUrl(picture);
    expect(address).toMatch(/^\/images\/thumbs\/offers\/[a-z0-9-]+\.webp\?v=[0-9a-f]+$/);
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const decoded = await sharp(res.rawPayload).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['webp', THUMBNAIL_PIXELS, THUMBNAIL_PIXELS]);
    // A picture's older version: the current thumbnail, not to be kept.
    const older = await t.app.inject({ method: 'GET', url: address.replace(/v=[0-9a-f]+/, 'v=0123456789') });
    expect(older.statusCode).toBe(200);
    expect(older.headers['cache-control']).toBe('no-cache');
    for (const url of [
      '/images/thumbs/offers/missing.webp',
      '/images/thumbs/offers/..%2f..%2fpackage.webp',
      '/images/thumbs/offers/pure-fit-1.png',
      '/images/thumbs/',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.headers['cache-control'] ?? '', url).not.toMatch(/immutable/);
    }
  });
});
