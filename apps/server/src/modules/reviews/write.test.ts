// Writing a review on each database: shopReviews.add stores it unapproved with the shopper's own
// photos; moderation (the operator commands) publishes it with the verified badge and a reply, and
// the offer's numbers follow; the review request goes out once per delivered order; deleting the
// account deletes its photos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, ShopReview, UploadedImage } from '@zdravo/contract/methods';
import { cliCommands } from '../../cli/commands.ts';
import { createTestApp, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { invalidateCatalog } from '../catalog/cache.ts';
import { jpegWithGps, upload } from './testing.ts';
import { queueReviewRequests } from './request.ts';

describe.each(testDbKinds)('writing and moderating reviews on %s', (kind) => {
  let t: TestApp;
  let offerId: number;
  let buyer: TestShopper;
  let buyerPassword: string;
  let buyerUserId: number;
  const commands = cliCommands();
  async function shop(...args: string[]): Promise<string> {
    const [name, ...rest] = args;
    const lines: string[] = [];
    await commands[name!]!.run(rest, { db: t.db, config: t.config, out: (line) => lines.push(line) });
    return lines.join('\n');
  }
  const photo = async (shopper: TestShopper) => (await upload(t, shopper, { bytes: await jpegWithGps(), filename: 'IMG.jpg', type: 'image/jpeg' })).answer.data as UploadedImage;
  const list = async () => (await t.shopper().call<ShopReview[]>('shopReviews.getAll', { OfferID: offerId })).data as ShopReview[];
  const offer = async (country: 'HR' | 'BA') => (await t.shopper({ country }).call<Offer>('offers.f.getSlog', { Slog: 'pure-fit', includeReviews: true })).data as Offer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    offerId = (await t.db.selectFrom('offers').select('id').where('slog', '=', 'pure-fit').executeTakeFirstOrThrow()).id;
    const made = await loggedInShopper(t);
    buyer = made.shopper;
    buyerPassword = made.account.password;
    buyerUserId = (await t.db.selectFrom('users').select('id').where('email', '=', made.user.Email).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t.close());

  it('refuses ratings 0 and 6, an empty text, a logged-out caller and another shopper\'s photo', async () => {
    const base = { OfferID: offerId, Review: 'Dobro', ReviewHead: 'Naslov' };
    for (const Rating of [0, 6, 2.5]) expect(await buyer.call('shopReviews.add', { ...base, Rating })).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect(await buyer.call('shopReviews.add', { ...base, Rating: 4, Review: '   ' })).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect(await t.shopper().call('shopReviews.add', { ...base, Rating: 4 })).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    const stranger = (await loggedInShopper(t)).shopper;
    const theirs = await photo(stranger);
    expect(await buyer.call('shopReviews.add', { ...base, Rating: 4, Attachments: [theirs.ID] })).toMatchObject({ status: 'error', data: 'ATTACHMENT_NOT_FOUND' });
    expect(await buyer.call('shopReviews.add', { ...base, Rating: 4, Attachments: ['AAAAAAAAAAAAAAAAAAAAAA'] })).toMatchObject({ status: 'error', data: 'ATTACHMENT_NOT_FOUND' });
    const none = await t.db.selectFrom('reviews').select('id').where('user_id', '=', buyerUserId).execute();
    expect(none).toEqual([]);
  });

  it('stores a review unapproved and unlisted; approval publishes it with photo, badge and reply; numbers follow', async () => {
    // A delivered order of a bundle that contains pure-fit makes the author a verified buyer.
    const bundle = await t.db.selectFrom('offer_children').select('bundle_id').where('child_id', '=', offerId).executeTakeFirst();
    const orderId = (
      await t.db
        .insertInto('orders')
        .values({
          user_id: buyerUserId, status: 'delivered', country: 'HR', currency: 'EUR', first_name: 'Ana', last_name: 'K', phone: '+38761000000',
          subtotal_minor: 100, delivery_minor: 0, total_minor: 100, club_discount_minor: 0, idempotency_key: null, lead_id: `L${Date.now()}`,
          lead_forwarded_at: null, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z', delivered_at: '2026-11-03T10:00:00.000Z', withdrawn_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.insertInto('order_lines').values({ order_id: orderId, offer_id: bundle?.bundle_id ?? offerId, name: 'Paket', image: null, quantity: 1, unit_old_minor: 100, unit_price_minor: 100, line_total_minor: 100 }).execute();

    const hrBefore = await offer('HR');
    const baBefore = await offer('BA');
    const image = await photo(buyer);
    const added = await buyer.call<{ ID: number }>('shopReviews.add', { OfferID: offerId, Rating: 1, Review: 'Nije mi pomoglo.', ReviewHead: 'Slabo', Attachments: [image.ID] });
    expect(added).toMatchObject({ status: 'ok', data: { IsApproved: false } });
    const id = (added.data as { ID: number }).ID;
    expect((await list()).map((r) => r.ID)).not.toContain(id);
    expect(await buyer.call('shopReviews.add', { OfferID: offerId, Rating: 5, Review: 'Opet' })).toMatchObject({ status: 'error', data: 'REVIEW_EXISTS' });

    expect(await shop('reviews:pending')).toMatch(new RegExp(`#${id} .* pure-fit  1★  "Slabo"  Nije mi pomoglo\\.[\\s\\S]*photo ${image.Full}`));
    await shop('reviews:approve', String(id));
    await shop('reviews:reply', String(id), 'Žao nam je, javili smo vam se telefonom.');
    invalidateCatalog(t.db);
    const shown = (await list()).find((r) => r.ID === id)!;
    expect(shown).toMatchObject({ Rating: 1, VerifiedBuyer: true, Attachments: [image.Full], Photos: [{ Full: image.Full, Thumb: image.Thumb }], Reply: { Text: 'Žao nam je, javili smo vam se telefonom.' } });
    expect((await shop('reviews:pending'))).not.toContain(`#${id} `);
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
    const outbox = async () => (await t.db.selectFrom('outbox').select(['recipient', 'payload']).where('payload', 'like', '%?review=1%').execute()).length;
    expect(await queueReviewRequests(t.db, t.config, at(6))).toBe(0);
    // The first buyer's order (the bundle) is due on day 7.
    expect(await queueReviewRequests(t.db, t.config, at(8))).toBe(1);
    expect(await outbox()).toBe(1);
    const other = (await loggedInShopper(t)).account;
    const userId = (await t.db.selectFrom('users').select('id').where('email', '=', other.email).executeTakeFirstOrThrow()).id;
    const orderId = (
      await t.db
        .insertInto('orders')
        .values({
          user_id: userId, status: 'delivered', country: 'RS', currency: 'RSD', first_name: 'Maja', last_name: 'P', phone: '+381641234567',
          subtotal_minor: 100, delivery_minor: 0, total_minor: 100, club_discount_minor: 0, idempotency_key: null, lead_id: `M${Date.now()}`,
          lead_forwarded_at: null, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z', delivered_at: '2026-11-03T10:00:00.000Z', withdrawn_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.insertInto('order_lines').values({ order_id: orderId, offer_id: offerId, name: 'Pure Fit', image: null, quantity: 1, unit_old_minor: 100, unit_price_minor: 100, line_total_minor: 100 }).execute();
    expect(await queueReviewRequests(t.db, t.config, at(8))).toBe(1);
    expect(await queueReviewRequests(t.db, t.config, at(9))).toBe(0);
    expect(await outbox()).toBe(2);
    const row = await t.db.selectFrom('outbox').select(['recipient', 'payload']).where('recipient', '=', other.email).where('payload', 'like', '%?review=1%').executeTakeFirstOrThrow();
    expect(row.recipient).toBe(other.email);
    expect(row.payload).toContain('/#/offers/pure-fit?review=1');
  });

  it('deleting the account deletes its review photos; the review stays, anonymised and without them', async () => {
    const review = await t.db.selectFrom('reviews').select(['id', 'attachments']).where('user_id', '=', buyerUserId).executeTakeFirstOrThrow();
    const exported = await buyer.call<{ reviewPhotos: unknown[] }>('shopUsers.f.exportData');
    expect((exported.data as { reviewPhotos: unknown[] }).reviewPhotos.length).toBeGreaterThan(0);
    const [name] = JSON.parse(review.attachments) as string[];
    expect(await buyer.call('shopUsers.f.delete', { password: buyerPassword })).toMatchObject({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: `/media/reviews/${name}.webp` })).statusCode).toBe(404);
    const after = await t.db.selectFrom('reviews').select(['user_id', 'attachments', 'has_files']).where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ user_id: null, attachments: '[]', has_files: 0 });
  });
});
