// shopReviews.getAll pages on each database: under each of the five sorts, walking the pages with
// `After` visits every approved review exactly once, in the order one big page gives (ties on the
// sort key broken by ID), and never an unapproved one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewOrders } from '@zdravo/contract/methods';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';

const SORTS: ReviewOrders[] = [
  'files',
  ['createdAt', 'desc'],
  ['createdAt', 'asc'],
  ['Rating', 'desc'],
  ['Rating', 'asc'],
];

describe.each(testDbKinds)('review pages on %s', (kind) => {
  let t: TestApp;
  let offerId: number;
  const page = async (orders: ReviewOrders, after?: number, limit = 7) => {
    const answer = await t
      .shopper()
      .call('shopReviews.getAll', { OfferID: offerId, orders, Limit: limit, ...(after ? { After: after } : {}) });
    if (answer.status !== 'ok') throw new Error(`answered ${answer.data}`);
    return answer.data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    offerId = (
      await t.db.selectFrom('offers').select('id').where('slog', '=', 'digest-detox').executeTakeFirstOrThrow()
    ).id;
    await t.db.deleteFrom('reviews').where('offer_id', '=', offerId).execute();
    // 60 reviews with many ties: 4 distinct times, 5 ratings, photos on every third.
    const rows = Array.from({ length: 60 }, (_, i) => ({
      offer_id: offerId,
      user_id: null,
      author_first_name: `A${i}`,
      author_last_name: 'B',
      rating: (i % 5) + 1,
      review: `r${i}`,
      review_head: '',
      is_approved: i % 11 === 10 ? 0 : 1,
      attachments: i % 3 === 0 ? '["/images/x.webp"]' : '[]',
      has_files: i % 3 === 0 ? 1 : 0,
      created_at: `2026-10-0${(i % 4) + 1}T10:00:00.000Z`,
    }));
    await t.db.insertInto('reviews').values(rows).execute();
  });
  afterAll(async () => t.close());

  it.each(SORTS.map((s) => [JSON.stringify(s), s] as const))(
    'pages neither overlap nor skip under %s',
    async (_name, orders) => {
      const whole = await page(orders, undefined, 50);
      const approved = 60 - 5;
      const rest = await page(orders, whole.at(-1)!.ID, 50);
      const all = [...whole, ...rest];
      expect(all).toHaveLength(approved);
      const walked: number[] = [];
      let after: number | undefined;
      for (let n = 0; n < 20; n++) {
        const p = await page(orders, after);
        if (p.length === 0) break;
        walked.push(...p.map((r) => r.ID));
        after = p.at(-1)!.ID;
      }
      expect(walked).toEqual(all.map((r) => r.ID));
      expect(new Set(walked).size).toBe(approved);
      expect(all.every((r) => Number(r.Review.slice(1)) % 11 !== 10)).toBe(true);
      if (orders === 'files') {
        // 20 have photos, 2 of them unpublished: 18 first, then none.
        expect(all.map((r) => r.Photos.length)).toEqual([
          ...Array<number>(18).fill(1),
          ...Array<number>(approved - 18).fill(0),
        ]);
      }
      if (Array.isArray(orders) && orders[0] === 'Rating') {
        const ratings = all.map((r) => r.Rating);
        expect(ratings).toEqual([...ratings].sort((a, b) => (orders[1] === 'desc' ? b - a : a - b)));
      }
    },
  );

  it('answers NOT_FOUND for an After that is not an approved review of the offer, and refuses a Limit above 50', async () => {
    const hidden = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('offer_id', '=', offerId)
      .where('is_approved', '=', 0)
      .executeTakeFirstOrThrow();
    expect(await t.shopper().call('shopReviews.getAll', { OfferID: offerId, After: hidden.id })).toMatchObject({
      status: 'error',
      data: 'NOT_FOUND',
    });
    expect(await t.shopper().call('shopReviews.getAll', { OfferID: offerId, Limit: 51 })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
  });

  it('counts the published reviews per star', async () => {
    const answer = await t.shopper().call('shopReviews.summary', { OfferID: offerId });
    expect(answer).toMatchObject({ status: 'ok', data: { Published: 55, Elsewhere: 0 } });
    const histogram = (answer.data as { Histogram: number[] }).Histogram;
    expect(histogram.reduce((a, b) => a + b, 0)).toBe(55);
  });
});
