// A review says where it was written (kept as written), and a bundle's summary says what its number is
// made of: its products' reviews and base numbers add up to the RatingCount its card shows (docs/decisions/052).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@zdravo/contract';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';

describe.each(testDbKinds)('review origin and bundle numbers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('each review carries the country it was written in (null when not known)', async () => {
    const offer = await t.db
      .selectFrom('offers')
      .select('id')
      .where('slog', '=', 'digest-detox')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('reviews').where('offer_id', '=', offer.id).execute();
    const base = {
      offer_id: offer.id,
      user_id: null,
      review_head: '',
      attachments: '[]',
      is_approved: 1,
      rating: 5,
      author_last_name: 'K.',
    };
    await t.db
      .insertInto('reviews')
      .values([
        {
          ...base,
          author_first_name: 'Milica',
          review: 'Pisano u Beogradu.',
          country: 'RS',
          created_at: new Date(3000).toISOString(),
        },
        {
          ...base,
          author_first_name: 'Ivana',
          review: 'Pisano u Zagrebu.',
          country: 'HR',
          created_at: new Date(2000).toISOString(),
        },
        {
          ...base,
          author_first_name: 'Stara',
          review: 'Ne zna se odakle.',
          country: null,
          created_at: new Date(1000).toISOString(),
        },
      ])
      .execute();
    const answer = await t.shopper({ country: 'HR' }).call('shopReviews.getAll', { OfferID: offer.id });
    expect(answer.status === 'ok' ? answer.data.map((r) => [r.Review, r.Country]) : answer).toEqual([
      ['Pisano u Beogradu.', 'RS'],
      ['Pisano u Zagrebu.', 'HR'],
      ['Ne zna se odakle.', null],
    ]);
  });

  it.each(['BA', 'HR'] as CountryCode[])(
    "in %s a bundle's published + elsewhere is its RatingCount",
    async (country) => {
      const shopper = t.shopper({ country });
      const answer = await shopper.call('offers.f.getSlog', { Slog: 'paket-ljepota', includeReviews: true });
      if (answer.status !== 'ok') throw new Error(String(answer.data));
      const bundle = answer.data;
      expect(bundle.ChildOffers).toHaveLength(2);
      const summary = await shopper.call('shopReviews.summary', { OfferID: bundle.ID });
      if (summary.status !== 'ok') throw new Error(String(summary.data));
      expect(summary.data.Published + summary.data.Elsewhere).toBe(bundle.RatingCount);
      expect(summary.data.Published).toBeGreaterThan(0);
    },
  );
});
