// Migrations 0030 and 0031 on a database that already holds what the hardening review found: doubled reviews
// (a batch stored twenty for one shopper and offer) and known-address rows keyed by an IP's hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { isUniqueViolation } from './dialect.ts';
import * as oneReviewPerOffer from './migrations/0030_one_review_per_offer.ts';
import * as addressGroups from './migrations/0031_address_groups.ts';

describe.each(testDbKinds)('the hardening migrations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('0030 keeps the first of doubled reviews, rejects the rest, and then refuses a new double', async () => {
    const { user } = await loggedInShopper(t);
    const userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', user.Email).executeTakeFirstOrThrow()
    ).id;
    const offerId = (await t.db.selectFrom('offers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // The database as it was before 0030.
    await oneReviewPerOffer.down(t.db as never);
    const review = (i: number) => ({
      offer_id: offerId,
      user_id: userId,
      rating: 5,
      review: `Dvostruko ${i}`,
      review_head: '',
      is_approved: i === 1 ? 1 : 0,
      attachments: '[]',
      has_files: 0,
      created_at: new Date().toISOString(),
    });
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (
          await t.db
            .insertInto('reviews')
            .values(review(i) as never)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    await oneReviewPerOffer.up(t.db as never);
    const rows = await t.db
      .selectFrom('reviews')
      .select(['id', 'rejected_at', 'is_approved'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.rejected_at === null, Number(r.is_approved)])).toEqual([
      [ids[0], true, 0],
      [ids[1], false, 0],
      [ids[2], false, 0],
      [ids[3], false, 0],
    ]);
    const error = await t.db
      .insertInto('reviews')
      .values(review(9) as never)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('0031 drops the old known-address and per-address rows, and nothing else', async () => {
    const at = new Date().toISOString();
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'known:7:0123456789abcdef01234567', count: 1, window_start: at },
        { key: 'login:user:7:at:0123456789abcdef01234567', count: 2, window_start: at },
        { key: 'login:user:7', count: 3, window_start: at },
        { key: 'login:ip:10.0.0.1', count: 1, window_start: at },
      ])
      .execute();
    await addressGroups.up(t.db as never);
    const keys = [
      'known:7:0123456789abcdef01234567',
      'login:user:7:at:0123456789abcdef01234567',
      'login:user:7',
      'login:ip:10.0.0.1',
    ];
    const left = (await t.db.selectFrom('rate_limits').select('key').where('key', 'in', keys).execute()).map(
      (r) => r.key,
    );
    expect(left.sort()).toEqual(['login:ip:10.0.0.1', 'login:user:7']);
  });
});
