// shopReviews.getAll on each database: only approved reviews, the spec's five orders, authors shown
// by first name and last-name initial, and bad params answered with VALIDATION_ERROR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParamsOf } from '@zdravo/contract/api';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';

describe.each(testDbKinds)('shopReviews.getAll on %s', (kind) => {
  let t: TestApp;
  let offerId: number;
  const list = async (orders?: ParamsOf<'shopReviews.getAll'>['orders']) => {
    const answer = await t.shopper().call('shopReviews.getAll', { OfferID: offerId, ...(orders ? { orders } : {}) });
    if (answer.status !== 'ok') throw new Error(`answered ${answer.data}`);
    return answer.data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // An offer of its own, so the seeded sample reviews do not mix in.
    const offer = await t.db
      .selectFrom('offers')
      .select('id')
      .where('slog', '=', 'digest-detox')
      .executeTakeFirstOrThrow();
    offerId = offer.id;
    await t.db.deleteFrom('reviews').where('offer_id', '=', offerId).execute();
    const { user } = await loggedInShopper(t);
    const userRow = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', user.Email)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ first_name: 'Lejla', last_name: 'Begović' })
      .where('id', '=', userRow.id)
      .execute();
    const base = { offer_id: offerId, review_head: 'Naslov', attachments: '[]', has_files: 0 };
    await t.db
      .insertInto('reviews')
      .values([
        {
          ...base,
          user_id: null,
          author_first_name: 'Ana',
          author_last_name: 'K.',
          rating: 4,
          review: 'Srednja',
          is_approved: 1,
          created_at: '2026-10-02T10:00:00.000Z',
        },
        {
          ...base,
          user_id: userRow.id,
          author_first_name: '',
          author_last_name: '',
          rating: 5,
          review: 'Najnovija, s fotografijom',
          is_approved: 1,
          attachments: '["/images/reviews/a.webp"]',
          has_files: 1,
          created_at: '2026-11-01T10:00:00.000Z',
        },
        {
          ...base,
          user_id: null,
          author_first_name: 'Ivo',
          author_last_name: 'M.',
          rating: 2,
          review: 'Najstarija',
          is_approved: 1,
          created_at: '2026-09-01T10:00:00.000Z',
        },
        {
          ...base,
          user_id: null,
          author_first_name: 'Spam',
          author_last_name: 'S.',
          rating: 1,
          review: 'Čeka odobrenje',
          is_approved: 0,
          created_at: '2026-11-10T10:00:00.000Z',
        },
      ])
      .execute();
  });
  afterAll(async () => t.close());

  it('shows only approved reviews, newest first by default, with the spec fields', async () => {
    const reviews = await list();
    expect(reviews.map((r) => r.Review)).toEqual(['Najnovija, s fotografijom', 'Srednja', 'Najstarija']);
    expect(reviews[0]).toMatchObject({
      OfferID: offerId,
      Rating: 5,
      ReviewHead: 'Naslov',
      Attachments: ['/images/reviews/a.webp'],
      IsApproved: true,
      VerifiedBuyer: false,
      Reply: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      _User: { FirstName: 'Lejla', LastName: 'B.' },
    });
  });

  it('sorts by each of the spec orders', async () => {
    const texts = async (orders: ParamsOf<'shopReviews.getAll'>['orders']) => (await list(orders)).map((r) => r.Review);
    expect(await texts(['createdAt', 'asc'])).toEqual(['Najstarija', 'Srednja', 'Najnovija, s fotografijom']);
    expect(await texts(['Rating', 'desc'])).toEqual(['Najnovija, s fotografijom', 'Srednja', 'Najstarija']);
    expect(await texts(['Rating', 'asc'])).toEqual(['Najstarija', 'Srednja', 'Najnovija, s fotografijom']);
    expect((await texts('files'))[0]).toBe('Najnovija, s fotografijom');
  });

  it('answers an empty list for an offer without reviews, and VALIDATION_ERROR for bad params', async () => {
    const none = await t.shopper().call('shopReviews.getAll', { OfferID: 999_999 });
    expect(none).toMatchObject({ status: 'ok', data: [] });
    for (const bad of [
      {},
      { OfferID: 'x' },
      { OfferID: offerId, orders: ['review', 'desc'] },
      { OfferID: offerId, orders: 'photos' },
    ]) {
      expect(await t.shopper().callRaw('shopReviews.getAll', bad)).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
      });
    }
  });
});
