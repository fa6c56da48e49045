// What the desk reads of reviews (docs/desk.md, "Review moderation"): the waiting list oldest first,
// the published list newest first with its filters, one review, and the offers to filter by. Pages are
// keyset pages on the id (a page is one index range, however many reviews there are). Photos point at
// the desk's own photo route, which also serves the photos of waiting reviews and the left-out ones.
import type { Kysely } from 'kysely';
import { isCountryCode } from '@zdravo/contract';
import {
  DESK_REVIEWS_PAGE,
  type DeskReview,
  type DeskReviewOffer,
  type DeskReviewPage,
  type DeskReviewPhoto,
} from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { IMAGE_NAME_PATTERN } from '../../modules/reviews/index.ts';
import { parseAttachments } from '../../modules/reviews/index.ts';

export const DESK_MEDIA_PREFIX = '/desk/media/reviews/';

const deskPhoto = (name: string, leftOut: boolean): DeskReviewPhoto => ({
  Name: name,
  Full: `${DESK_MEDIA_PREFIX}${name}.webp`,
  Thumb: `${DESK_MEDIA_PREFIX}${name}-t.webp`,
  LeftOut: leftOut,
});

/** A reference in `attachments`: our photo's name, or a seeded sample's plain URL. */
const photoOfRef = (ref: string): DeskReviewPhoto =>
  IMAGE_NAME_PATTERN.test(ref) ? deskPhoto(ref, false) : { Name: null, Full: ref, Thumb: ref, LeftOut: false };

function reviewsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('reviews')
    .innerJoin('offers', 'offers.id', 'reviews.offer_id')
    .leftJoin('offer_texts', (join) =>
      join.onRef('offer_texts.offer_id', '=', 'offers.id').on('offer_texts.variant', '=', 'ije'),
    )
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.offer_id',
      'reviews.rating',
      'reviews.review',
      'reviews.review_head',
      'reviews.attachments',
      'reviews.created_at',
      'reviews.approved_at',
      'reviews.is_approved',
      'reviews.rejected_at',
      'reviews.reject_reason',
      'reviews.reply',
      'reviews.country',
      'reviews.user_id',
      'reviews.author_first_name',
      'reviews.author_last_name',
      'offers.slog',
      'offer_texts.name as offer_name',
      'users.first_name',
      'users.last_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['execute']>>[number];

const stateOf = (row: Row): DeskReview['State'] =>
  row.is_approved === 1 ? 'published' : row.rejected_at !== null ? 'rejected' : 'waiting';

/** The rows as the desk shows them, with the photos a moderator left out (which `attachments` no longer names). */
async function deskReviews(db: Kysely<Database>, rows: Row[]): Promise<DeskReview[]> {
  const ids = rows.map((r) => r.id);
  const leftOut = ids.length
    ? await db
        .selectFrom('review_images')
        .select(['review_id', 'name'])
        .where('review_id', 'in', ids)
        .where('left_out_at', 'is not', null)
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    ID: r.id,
    OfferID: r.offer_id,
    OfferName: r.offer_name ?? r.slog,
    OfferSlog: r.slog,
    Rating: r.rating,
    ReviewHead: r.review_head,
    Review: r.review,
    Author: (r.user_id === null
      ? `${r.author_first_name} ${r.author_last_name}`
      : `${r.first_name ?? ''} ${r.last_name ?? ''}`
    ).trim(),
    Country: isCountryCode(r.country) ? r.country : null,
    CreatedAt: r.created_at,
    ApprovedAt: r.approved_at,
    State: stateOf(r),
    RejectReason: r.reject_reason,
    Reply: r.reply,
    Photos: [
      ...parseAttachments(r.attachments).map(photoOfRef),
      ...leftOut.filter((p) => p.review_id === r.id).map((p) => deskPhoto(p.name, true)),
    ],
  }));
}

function page(reviews: DeskReview[]): DeskReviewPage {
  const shown = reviews.slice(0, DESK_REVIEWS_PAGE);
  return { Reviews: shown, Next: reviews.length > DESK_REVIEWS_PAGE ? shown[shown.length - 1]!.ID : null };
}

/** Waiting for moderation, oldest first (the order they came in). */
export async function waitingReviews(db: Kysely<Database>, after?: number): Promise<DeskReviewPage> {
  let query = reviewsQuery(db).where('reviews.is_approved', '=', 0).where('reviews.rejected_at', 'is', null);
  if (after !== undefined) query = query.where('reviews.id', '>', after);
  const rows = await query
    .orderBy('reviews.id', 'asc')
    .limit(DESK_REVIEWS_PAGE + 1)
    .execute();
  return page(await deskReviews(db, rows));
}

export interface PublishedFilter {
  offerId?: number;
  rating?: number;
  country?: string;
  after?: number;
}

/** Published reviews, newest first, by offer, stars and the country they were written in. */
export async function publishedReviews(db: Kysely<Database>, filter: PublishedFilter): Promise<DeskReviewPage> {
  let query = reviewsQuery(db).where('reviews.is_approved', '=', 1);
  if (filter.offerId !== undefined) query = query.where('reviews.offer_id', '=', filter.offerId);
  if (filter.rating !== undefined) query = query.where('reviews.rating', '=', filter.rating);
  if (filter.country !== undefined) query = query.where('reviews.country', '=', filter.country);
  if (filter.after !== undefined) query = query.where('reviews.id', '<', filter.after);
  const rows = await query
    .orderBy('reviews.id', 'desc')
    .limit(DESK_REVIEWS_PAGE + 1)
    .execute();
  return page(await deskReviews(db, rows));
}

export async function deskReviewById(db: Kysely<Database>, id: number): Promise<DeskReview | null> {
  const rows = await reviewsQuery(db).where('reviews.id', '=', id).execute();
  return (await deskReviews(db, rows))[0] ?? null;
}

/** The catalog's offers by name, for the published list's filter (a catalog is tens of offers). */
export async function reviewOffers(db: Kysely<Database>): Promise<DeskReviewOffer[]> {
  const rows = await db
    .selectFrom('offers')
    .leftJoin('offer_texts', (join) =>
      join.onRef('offer_texts.offer_id', '=', 'offers.id').on('offer_texts.variant', '=', 'ije'),
    )
    .select(['offers.id', 'offers.slog', 'offer_texts.name'])
    .limit(1000)
    .execute();
  return rows.map((r) => ({ ID: r.id, Name: r.name ?? r.slog })).sort((a, b) => a.Name.localeCompare(b.Name, 'hr'));
}
