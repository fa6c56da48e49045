// Writing a review on each database: shopReviews.add stores it unapproved with the shopper's own
// photos; moderation (the operator commands) publishes it with the verified badge and a reply, and
// the offer's numbers follow; the review request goes out once per delivered order; deleting the
// account deletes its photos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, ShopReview, UploadedImage } from '@zdravo/contract/methods';
import { createTestApp, runShopCommand, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { invalidateCatalog } from '../catalog/index.ts';
import { deliveredOrder, getAs, jpegWithGps, upload } from './testing.ts';
import { queueReviewRequests } from './request.ts';
import { PUBLISHED_PHOTO_CACHE } from './routes.ts';

describe.each(testDbKinds)('writing and moderating reviews on %s', (kind) => {
  let t: TestApp;
  let offerId: number;
  let buyer: TestShopper;
  let buyerPassword: string;
  let buyerUserId: number;
  const shop = async (name: string, ...args: string[]) => (await runShopCommand(t, name, ...args)).join('\n');
  const photo = async (shopper: TestShopper) =>
    (await upload(t, shopper, { bytes: await jpegWithGps(), filename: 'IMG.jpg', type: 'image/jpeg' })).answer
      .data as UploadedImage;
  const list = async () => (await t.shopper().call('shopReviews.getAll', { OfferID: offerId })).data as ShopReview[];
  const offer = async (country: 'HR' | 'BA') =>
    (await t.shopper({ country }).call('offers.f.getSlog', { Slog: 'pure-fit', includeReviews: true })).data as Offer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    offerId = (await t.db.selectFrom('offers').select('id').where('slog', '=', 'pure-fit').executeTakeFirstOrThrow())
      .id;
    const made = await loggedInShopper(t);
    buyer = made.shopper;
    buyerPassword = made.account.password;
    buyerUserId = (
      await t.db.selectFrom('users').select('id').where('email', '=', made.user.Email).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  it("refuses ratings 0 and 6, an empty text, a logged-out caller and another shopper's photo", async () => {
    const base = { OfferID: offerId, Review: 'Dobro', ReviewHead: 'Naslov' };
    for (const Rating of [0, 6, 2.5])
      expect(await buyer.call('shopReviews.add', { ...base, Rating })).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
      });
    expect(await buyer.call('shopReviews.add', { ...base, Rating: 4, Review: '   ' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await t.shopper().call('shopReviews.add', { ...base, Rating: 4 })).toMatchObject({
      status: 'error',
      data: 'UNAUTHORIZED',
    });
    const stranger = (await loggedInShopper(t)).shopper;
    const theirs = await photo(stranger);
    expect(await buyer.call('shopReviews.add', { ...base, Rating: 4, Attachments: [theirs.ID] })).toMatchObject({
      status: 'error',
      data: 'ATTACHMENT_NOT_FOUND',
    });
    expect(
      await buyer.call('shopReviews.add', { ...base, Rating: 4, Attachments: ['AAAAAAAAAAAAAAAAAAAAAA'] }),
    ).toMatchObject({ status: 'error', data: 'ATTACHMENT_NOT_FOUND' });
    const none = await t.db.selectFrom('reviews').select('id').where('user_id', '=', buyerUserId).execute();
    expect(none).toEqual([]);
  });

  it('one review per shopper and offer holds inside a batch and across parallel requests (the database decides)', async () => {
    const writer = (await loggedInShopper(t)).shopper;
    const other = (
      await t.db
        .selectFrom('offers')
        .select('id')
        .where('slog', '!=', 'pure-fit')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const add = (i: number) => ({
      action: 'call',
      method: 'shopReviews.add',
      params: { OfferID: other, Rating: 5, Review: `Odlično ${i}`, ReviewHead: 'Da' },
      meta: { id: i },
    });
    const batch = await writer.batch(Array.from({ length: 20 }, (_, i) => add(i)));
    const parallel = await Promise.all(
      Array.from({ length: 10 }, (_, i) => writer.call('shopReviews.add', add(100 + i).params)),
    );
    const answers = [...batch, ...parallel];
    expect(answers.filter((a) => a.status === 'ok')).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status !== 'ok').map((a) => a.data))).toEqual(new Set(['REVIEW_EXISTS']));
    const stored = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('offer_id', '=', other)
      .where('review', 'like', 'Odlično%')
      .execute();
    expect(stored).toHaveLength(1);
    // After a rejection a new one may be written; the rejected one cannot then be published beside it.
    await shop('reviews:reject', String(stored[0]!.id));
    expect(await writer.call('shopReviews.add', add(200).params)).toMatchObject({ status: 'ok' });
    await expect(shop('reviews:approve', String(stored[0]!.id))).rejects.toThrow(/another review of this offer/);
  });

  it('a photo is public only once its review is published; before, and after a rejection, only its author sees it', async () => {
    const author = (await loggedInShopper(t)).shopper;
    const stranger = t.shopper();
    const offers = await t.db
      .selectFrom('offers')
      .select('id')
      .where('slog', '!=', 'pure-fit')
      .orderBy('id')
      .limit(2)
      .execute();
    const status = async (who: TestShopper, url: string) => {
      const res = await getAs(t, who, url);
      return res.statusCode === 200 ? `200 ${res.headers['cache-control']}` : String(res.statusCode);
    };
    const image = await photo(author);
    const seen = async () => [
      await status(author, image.Full),
      await status(stranger, image.Full),
      await status(stranger, image.Thumb),
    ];
    expect(await seen()).toEqual(['200 private, no-store', '404', '404']); // not attached yet
    const added = await author.call('shopReviews.add', {
      OfferID: offers[1]!.id,
      Rating: 4,
      Review: 'Dobro.',
      Attachments: [image.ID],
    });
    const id = String((added.data as { ID: number }).ID);
    expect(await seen()).toEqual(['200 private, no-store', '404', '404']); // waiting for moderation
    await shop('reviews:approve', id);
    expect(await seen()).toEqual(Array(3).fill(`200 ${PUBLISHED_PHOTO_CACHE}`));
    await shop('reviews:reject', id);
    expect(await seen()).toEqual(['200 private, no-store', '404', '404']);
  });

  it('stores a review unapproved and unlisted; approval publishes it with photo, badge and reply; numbers follow', async () => {
    // A delivered order of a bundle that contains pure-fit makes the author a verified buyer.
    const bundle = await t.db
      .selectFrom('offer_children')
      .select('bundle_id')
      .where('child_id', '=', offerId)
      .executeTakeFirst();
    await deliveredOrder(t, {
      userId: buyerUserId,
      country: 'HR',
      currency: 'EUR',
      leadId: `L${Date.now()}`,
      offerId: bundle?.bundle_id ?? offerId,
      name: 'Paket',
    });

    const hrBefore = await offer('HR');
    const baBefore = await offer('BA');
    const image = await photo(buyer);
    const added = await buyer.call('shopReviews.add', {
      OfferID: offerId,
      Rating: 1,
      Review: 'Nije mi pomoglo.',
      ReviewHead: 'Slabo',
      Attachments: [image.ID],
    });
    expect(added).toMatchObject({ status: 'ok', data: { IsApproved: false } });
    const id = (added.data as { ID: number }).ID;
    expect((await list()).map((r) => r.ID)).not.toContain(id);
    expect(await buyer.call('shopReviews.add', { OfferID: offerId, Rating: 5, Review: 'Opet' })).toMatchObject({
      status: 'error',
      data: 'REVIEW_EXISTS',
    });

    expect(await shop('reviews:pending')).toMatch(
      new RegExp(`#${id} .* pure-fit  1★  "Slabo"  Nije mi pomoglo\\.[\\s\\S]*photo ${image.Full}`),
    );
    await shop('reviews:approve', String(id));
    await shop('reviews:reply', String(id), 'Žao nam je, javili smo vam se telefonom.');
    invalidateCatalog(t.db);
    const shown = (await list()).find((r) => r.ID === id)!;
    expect(shown).toMatchObject({
      Rating: 1,
      VerifiedBuyer: true,
      Attachments: [image.Full],
      Photos: [{ Full: image.Full, Thumb: image.Thumb }],
      Reply: { Text: 'Žao nam je, javili smo vam se telefonom.' },
    });
    expect(await shop('reviews:pending')).not.toContain(`#${id} `);
    // HR adds no base numbers by default; BA does. Both count the new review at once.
    expect((await offer('HR')).RatingCount).toBe(hrBefore.RatingCount! + 1);
    expect((await offer('BA')).RatingCount).toBe(baBefore.RatingCount! + 1);
    expect((await offer('BA')).RatingCount! - (await offer('HR')).RatingCount!).toBeGreaterThan(1000);
    const summary = await t.shopper({ country: 'BA' }).call('shopReviews.summary', { OfferID: offerId });
    expect(summary).toMatchObject({ status: 'ok', data: { Elsewhere: 4167 } });

    // The operator may switch HR's base on and off.
    await shop('reviews:base', 'HR', 'on');
    invalidateCatalog(t.db);
    expect((await offer('HR')).RatingCount).toBe((await offer('BA')).RatingCount);
    await shop('reviews:base', 'HR', 'off');
    invalidateCatalog(t.db);

    // A rejected review leaves the list and the numbers.
    await shop('reviews:reject', String(id), '--reason', 'test');
    invalidateCatalog(t.db);
    expect((await list()).map((r) => r.ID)).not.toContain(id);
    expect((await offer('HR')).RatingCount).toBe(hrBefore.RatingCount);
    await shop('reviews:approve', String(id));
  });

  it('sends one review request per delivered order after the configured days', async () => {
    const at = (days: number) => new Date(Date.parse('2026-11-03T10:00:00.000Z') + days * 86_400_000);
    const outbox = async () =>
      (
        await t.db
          .selectFrom('outbox')
          .select(['recipient', 'payload'])
          .where('payload', 'like', '%?review=1%')
          .execute()
      ).length;
    expect(await queueReviewRequests(t.db, t.config, at(6))).toBe(0);
    // The first buyer's order (the bundle) is due on day 7.
    expect(await queueReviewRequests(t.db, t.config, at(8))).toBe(1);
    expect(await outbox()).toBe(1);
    const other = (await loggedInShopper(t)).account;
    const userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', other.email).executeTakeFirstOrThrow()
    ).id;
    await deliveredOrder(t, {
      userId,
      country: 'RS',
      currency: 'RSD',
      leadId: `M${Date.now()}`,
      offerId,
      name: 'Pure Fit',
    });
    expect(await queueReviewRequests(t.db, t.config, at(8))).toBe(1);
    expect(await queueReviewRequests(t.db, t.config, at(9))).toBe(0);
    expect(await outbox()).toBe(2);
    const row = await t.db
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('recipient', '=', other.email)
      .where('payload', 'like', '%?review=1%')
      .executeTakeFirstOrThrow();
    expect(row.recipient).toBe(other.email);
    expect(row.payload).toContain('/#/offers/pure-fit?review=1');
  });

  it('deleting the account deletes its review photos; the review stays, anonymised and without them', async () => {
    const review = await t.db
      .selectFrom('reviews')
      .select(['id', 'attachments'])
      .where('user_id', '=', buyerUserId)
      .executeTakeFirstOrThrow();
    const exported = await buyer.call('shopUsers.f.exportData');
    expect((exported.data as { reviewPhotos: unknown[] }).reviewPhotos.length).toBeGreaterThan(0);
    const [name] = JSON.parse(review.attachments) as string[];
    expect(await buyer.call('shopUsers.f.delete', { password: buyerPassword })).toMatchObject({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: `/media/reviews/${name}.webp` })).statusCode).toBe(404);
    const after = await t.db
      .selectFrom('reviews')
      .select(['user_id', 'attachments', 'has_files'])
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ user_id: null, attachments: '[]', has_files: 0 });
  });
});
