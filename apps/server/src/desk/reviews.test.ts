// The desk's review moderation on each database, through real calls to /desk/_rpc and the shop's own
// calls and photo routes: a review approved without one of its photos shows the other only, and the
// left-out photo answers 404 to every shopper (its author too) while the desk still shows it to
// moderators; rejection keeps its reason; the reply shows on the offer; unpublishing takes a review
// down; the published list filters; and each role reaches only its part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskReview, DeskReviewPage, ReviewBaseSwitch } from '@zdravo/contract/desk';
import type { ShopReview, UploadedImage } from '@zdravo/contract/methods';
import type { CountryCode } from '@zdravo/contract';
import { createTestApp, testDbKinds, type TestApp, type TestShopper } from '../testing.ts';
import { loggedInShopper } from '../modules/users/testing.ts';
import { getAs, png, upload } from '../modules/reviews/testing.ts';
import { PUBLISHED_PHOTO_MAX_AGE } from '../modules/reviews/index.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

describe.each(testDbKinds)('review moderation in the desk on %s', (kind) => {
  let t: TestApp;
  let moderator: EnrolledStaff;
  let manager: EnrolledStaff;
  let agent: EnrolledStaff;
  let offers: number[];

  /** A review by a new shopper of `country`, with `photos` photos; answers its id, its author and photo names. */
  async function waitingReview(offerId: number, rating: number, country: CountryCode, photos = 0) {
    const { shopper } = await loggedInShopper(t, { country });
    const names: string[] = [];
    for (let i = 0; i < photos; i++)
      names.push(
        (
          (await upload(t, shopper, { bytes: await png(), filename: `p${i}.png`, type: 'image/png' })).answer
            .data as UploadedImage
        ).ID,
      );
    const added = await shopper.call('shopReviews.add', {
      OfferID: offerId,
      Rating: rating,
      Review: `Tekst ${rating}★ iz ${country}`,
      ReviewHead: 'Naslov',
      Attachments: names,
    });
    if (added.status !== 'ok') throw new Error(`shopReviews.add: ${JSON.stringify(added)}`);
    return { id: added.data.ID, author: shopper, names };
  }
  const publicList = async (offerId: number) =>
    (await t.shopper().call('shopReviews.getAll', { OfferID: offerId, Limit: 50 })).data as ShopReview[];
  const status = async (url: string, who?: TestShopper) =>
    (who ? await getAs(t, who, url) : await t.app.inject({ method: 'GET', url })).statusCode;
  const deskGet = (staff: EnrolledStaff, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      remoteAddress: staff.ip,
      headers: { cookie: [...staff.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
  const audits = (action: string, id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('subject_id', '=', String(id))
      .execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    moderator = await enrolledStaff(t, 'moderator');
    manager = await enrolledStaff(t, 'manager');
    agent = await enrolledStaff(t, 'agent');
    offers = (await t.db.selectFrom('offers').select('id').orderBy('id').limit(3).execute()).map((o) => o.id);
  });
  afterAll(async () => t.close());

  it('approves a review without one of its photos: the shop shows the other, and the left-out one 404s for every shopper', async () => {
    const { id, author, names } = await waitingReview(offers[0]!, 5, 'BA', 2);
    const [kept, left] = names as [string, string];
    const waiting = (await moderator.browser.call('desk.reviews.pending')).data as DeskReviewPage;
    const shown = waiting.Reviews.find((r) => r.ID === id)!;
    expect(shown.Photos.map((p) => p.Name)).toEqual([kept, left]);
    // The desk shows a waiting review's photos to a moderator; the shop shows them to no stranger yet.
    expect((await deskGet(moderator, shown.Photos[1]!.Thumb)).statusCode).toBe(200);
    expect(await status(`/media/reviews/${left}.webp`)).toBe(404);

    const approved = await moderator.browser.call('desk.reviews.approve', { id, leaveOut: [left] });
    expect(approved).toMatchObject({ status: 'ok', data: { State: 'published' } });
    expect((approved.data as DeskReview).Photos).toMatchObject([
      { Name: kept, LeftOut: false },
      { Name: left, LeftOut: true },
    ]);

    const published = (await publicList(offers[0]!)).find((r) => r.ID === id)!;
    expect(published.Photos).toEqual([{ Full: `/media/reviews/${kept}.webp`, Thumb: `/media/reviews/${kept}-t.webp` }]);
    expect(published.Attachments).toEqual([`/media/reviews/${kept}.webp`]);
    expect(await status(`/media/reviews/${kept}.webp`)).toBe(200);
    for (const url of [`/media/reviews/${left}.webp`, `/media/reviews/${left}-t.webp`]) {
      expect(await status(url), url).toBe(404);
      expect(await status(url, author), `${url} for its author`).toBe(404);
    }
    // Only moderators and managers see it, in the desk.
    expect((await deskGet(moderator, `/desk/media/reviews/${left}.webp`)).statusCode).toBe(200);
    expect((await deskGet(manager, `/desk/media/reviews/${left}-t.webp`)).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await deskGet(agent, `/desk/media/reviews/${left}.webp`)).statusCode).toBe(404);
    expect(await status(`/desk/media/reviews/${left}.webp`, author)).toBe(404);

    const [row] = await audits('review.approve', id);
    expect(row).toMatchObject({ staff_id: moderator.id });
    expect(JSON.parse(row!.after_json!)).toEqual({ state: 'published', leftOutPhotos: [left] });
    // A second approval (another moderator was quicker) changes nothing.
    expect((await manager.browser.call('desk.reviews.approve', { id })).data).toBe('REVIEW_ALREADY_MODERATED');
  });

  it("refuses to leave out a photo that is not the review's", async () => {
    const { id } = await waitingReview(offers[0]!, 4, 'HR', 1);
    const other = await waitingReview(offers[1]!, 4, 'HR', 1);
    expect(await moderator.browser.call('desk.reviews.approve', { id, leaveOut: other.names })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await moderator.browser.call('desk.reviews.approve', { id, leaveOut: ['../etc/passwd'] })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(
      (await t.db.selectFrom('reviews').select('is_approved').where('id', '=', id).executeTakeFirstOrThrow())
        .is_approved,
    ).toBe(0);
  });

  it('rejects with a reason: kept for the team, never listed, never counted', async () => {
    const { id } = await waitingReview(offers[1]!, 1, 'RS');
    expect(await moderator.browser.call('desk.reviews.reject', { id, reason: '  ' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    const rejected = await moderator.browser.call('desk.reviews.reject', { id, reason: 'Lični podaci u tekstu' });
    expect(rejected).toMatchObject({
      status: 'ok',
      data: { State: 'rejected', RejectReason: 'Lični podaci u tekstu' },
    });
    const waiting = (await moderator.browser.call('desk.reviews.pending')).data as DeskReviewPage;
    expect(waiting.Reviews.map((r) => r.ID)).not.toContain(id);
    expect((await publicList(offers[1]!)).map((r) => r.ID)).not.toContain(id);
    expect(JSON.parse((await audits('review.reject', id))[0]!.after_json!)).toEqual({
      state: 'rejected',
      reason: 'Lični podaci u tekstu',
    });
    expect((await moderator.browser.call('desk.reviews.approve', { id })).data).toBe('REVIEW_ALREADY_MODERATED');
  });

  it("sets the shop's reply, shown under the review on the offer; an empty text removes it", async () => {
    const { id } = await waitingReview(offers[2]!, 3, 'ME');
    await moderator.browser.call('desk.reviews.approve', { id });
    expect(
      await moderator.browser.call('desk.reviews.reply', { id, text: ' Hvala na iskrenoj ocjeni! ' }),
    ).toMatchObject({ status: 'ok', data: { Reply: 'Hvala na iskrenoj ocjeni!' } });
    expect((await publicList(offers[2]!)).find((r) => r.ID === id)!.Reply).toMatchObject({
      Text: 'Hvala na iskrenoj ocjeni!',
    });
    await moderator.browser.call('desk.reviews.reply', { id, text: '' });
    expect((await publicList(offers[2]!)).find((r) => r.ID === id)!.Reply).toBeNull();
    expect((await audits('review.reply', id)).map((r) => JSON.parse(r.after_json!))).toEqual([
      { reply: 'Hvala na iskrenoj ocjeni!' },
      { reply: null },
    ]);
  });

  it('unpublishes a published review with a reason', async () => {
    const { id } = await waitingReview(offers[2]!, 2, 'HR');
    expect((await moderator.browser.call('desk.reviews.unpublish', { id, reason: 'Spam' })).data).toBe(
      'REVIEW_ALREADY_MODERATED',
    );
    await moderator.browser.call('desk.reviews.approve', { id });
    expect((await publicList(offers[2]!)).map((r) => r.ID)).toContain(id);
    expect(await moderator.browser.call('desk.reviews.unpublish', { id, reason: 'Obećava izlječenje' })).toMatchObject({
      status: 'ok',
      data: { State: 'rejected' },
    });
    expect((await publicList(offers[2]!)).map((r) => r.ID)).not.toContain(id);
    expect(await audits('review.unpublish', id)).toHaveLength(1);
  });

  it('a taken-down photo leaves shared caches within minutes: a short max-age, revalidated, then 404', async () => {
    const { id, names } = await waitingReview(offers[1]!, 4, 'ME', 1);
    await moderator.browser.call('desk.reviews.approve', { id });
    const url = `/media/reviews/${names[0]!}.webp`;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    // A cache may keep it a few minutes, never a year, and must ask again before serving it stale.
    const cacheControl = String(served.headers['cache-control']);
    expect(cacheControl).toMatch(/^public, /);
    expect(cacheControl).toContain('must-revalidate');
    expect(cacheControl).not.toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(PUBLISHED_PHOTO_MAX_AGE);
    expect(PUBLISHED_PHOTO_MAX_AGE).toBeLessThanOrEqual(600);
    // A cache's revalidation of a photo still published costs no bytes.
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    await moderator.browser.call('desk.reviews.unpublish', { id, reason: 'Osobni podaci na fotografiji' });
    // The cache's next revalidation (and any stranger) is told it is gone.
    for (const headers of [{ 'if-none-match': String(served.headers.etag) }, {}]) {
      const gone = await t.app.inject({ method: 'GET', url, headers });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBe('no-store');
    }
  });

  it('filters the published list by offer, rating and country, and pages it', async () => {
    const made: number[] = [];
    for (const [offer, rating, country] of [
      [0, 5, 'RS'],
      [1, 5, 'RS'],
      [1, 2, 'RS'],
      [1, 5, 'HR'],
    ] as const) {
      const review = await waitingReview(offers[offer]!, rating, country);
      await moderator.browser.call('desk.reviews.approve', { id: review.id });
      made.push(review.id);
    }
    const ids = async (filter: Record<string, unknown>) =>
      ((await moderator.browser.call('desk.reviews.published', filter)).data as DeskReviewPage).Reviews.map(
        (r) => r.ID,
      );
    expect((await ids({ offerId: offers[1]!, rating: 5, country: 'RS' })).filter((id) => made.includes(id))).toEqual([
      made[1],
    ]);
    expect((await ids({ offerId: offers[1]!, country: 'RS' })).filter((id) => made.includes(id))).toEqual([
      made[2],
      made[1],
    ]);
    expect((await ids({ rating: 5, country: 'HR' })).filter((id) => made.includes(id))).toEqual([made[3]]);
    expect(await moderator.browser.call('desk.reviews.published', { rating: 6 })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect(await moderator.browser.callRaw('desk.reviews.published', { country: 'DE' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });

    // Pages (seeded samples included) never overlap and end.
    const seen = new Set<number>();
    let after: number | undefined;
    for (let i = 0; i < 100; i++) {
      const page = (await moderator.browser.call('desk.reviews.published', after ? { after } : {}))
        .data as DeskReviewPage;
      for (const r of page.Reviews) {
        expect(seen.has(r.ID)).toBe(false);
        seen.add(r.ID);
      }
      if (page.Next === null) break;
      after = page.Next;
    }
    const count = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_approved', '=', 1)
      .executeTakeFirstOrThrow();
    expect(seen.size).toBe(Number(count.n));
  });

  it('opens moderation to moderators and managers only, and the base switch to managers only', async () => {
    for (const method of [
      'desk.reviews.pending',
      'desk.reviews.published',
      'desk.reviews.approve',
      'desk.reviews.reject',
      'desk.reviews.reply',
      'desk.reviews.unpublish',
    ]) {
      expect((await agent.browser.callRaw(method, { id: 1, reason: 'x', text: 'x' })).data, method).toBe('FORBIDDEN');
    }
    expect((await manager.browser.call('desk.reviews.pending')).status).toBe('ok');
    expect((await moderator.browser.call('desk.reviews.setBase', { country: 'HR', on: true })).data).toBe('FORBIDDEN');
    expect((await moderator.browser.call('desk.reviews.base')).data).toBe('FORBIDDEN');
  });

  it('lets a manager switch the base numbers per country, as reviews:base does, audited', async () => {
    const before = (await manager.browser.call('desk.reviews.base')).data as ReviewBaseSwitch[];
    expect(before.find((s) => s.Country === 'HR')).toEqual({ Country: 'HR', On: false });
    const summary = async (country: CountryCode) =>
      (await t.shopper({ country }).call('shopReviews.summary', { OfferID: offers[0]! })).data as { Elsewhere: number };
    const baBase = (await summary('BA')).Elsewhere;
    expect(baBase).toBeGreaterThan(0);
    expect((await summary('HR')).Elsewhere).toBe(0);
    const after = (await manager.browser.call('desk.reviews.setBase', { country: 'HR', on: true }))
      .data as ReviewBaseSwitch[];
    expect(after.find((s) => s.Country === 'HR')!.On).toBe(true);
    expect((await summary('HR')).Elsewhere).toBe(baBase);
    const [row] = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'review.base')
      .where('subject_id', '=', 'HR')
      .execute();
    expect(row).toMatchObject({ staff_id: manager.id });
    expect(JSON.parse(row!.after_json!)).toEqual({ baseNumbers: true });
    await manager.browser.call('desk.reviews.setBase', { country: 'HR', on: false });
    expect((await summary('HR')).Elsewhere).toBe(0);
  });
});
