// Approved reviews of an offer, a page at a time, in the shopper's chosen order. Each order is an
// index (migration 0016) ending in the id, and the next page starts strictly after the previous page's
// last row by that whole key (keyset paging): an offer with 10,000 reviews answers as fast as one with
// 10, and pages never overlap or skip, whatever ties there are. Authors are shown by first name and
// last-name initial only: a review is public, the customer's full name is not.
import { sql, type Kysely } from 'kysely';
import { isCountryCode } from '@zdravo/contract';
import { REVIEWS_PAGE_SIZE, type ReviewOrders, type ReviewPhoto, type ShopReview } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { IMAGE_NAME_PATTERN, photoOf } from './images.ts';
import { verifiedAuthors } from './verified.ts';

const initial = (lastName: string): string => {
  const first = lastName.trim().charAt(0);
  return first ? `${first.toLocaleUpperCase()}.` : '';
};

/** The stored attachments (JSON): our image names, or (seeded samples) plain URLs. */
export function parseAttachments(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const photoFor = (ref: string): ReviewPhoto =>
  IMAGE_NAME_PATTERN.test(ref) ? photoOf(ref) : { Full: ref, Thumb: ref };

export type KeyColumn = 'has_files' | 'rating' | 'created_at' | 'id';
interface SortKey {
  columns: KeyColumn[];
  direction: 'asc' | 'desc';
}

/**
 * Every column of a key runs in one direction, so the key is one index range. 'files': photos first,
 * newest first; by rating: ties newest first for the best, oldest first for the worst.
 */
function sortKeyOf(orders: ReviewOrders): SortKey {
  if (orders === 'files') return { columns: ['has_files', 'created_at', 'id'], direction: 'desc' };
  const [field, direction] = orders;
  return { columns: field === 'Rating' ? ['rating', 'created_at', 'id'] : ['created_at', 'id'], direction };
}

export interface PageRequest {
  offerId: number;
  orders?: ReviewOrders;
  /** The last review of the previous page. */
  after?: number;
  limit?: number;
}

/** The key of the review a page starts after, or null when it is not an approved review of this offer. */
async function keyAfter(db: Kysely<Database>, offerId: number, after: number) {
  const last = await db
    .selectFrom('reviews')
    .select(['id', 'has_files', 'rating', 'created_at'])
    .where('id', '=', after)
    .where('offer_id', '=', offerId)
    .where('is_approved', '=', 1)
    .executeTakeFirst();
  return last ?? null;
}

/** The page's query (exported so the bench can show its plan). */
export function pageQuery(db: Kysely<Database>, page: PageRequest, last: Record<KeyColumn, string | number> | null) {
  const key = sortKeyOf(page.orders ?? ['createdAt', 'desc']);
  let query = db
    .selectFrom('reviews')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.offer_id',
      'reviews.user_id',
      'reviews.rating',
      'reviews.review',
      'reviews.review_head',
      'reviews.attachments',
      'reviews.created_at',
      'reviews.author_first_name',
      'reviews.author_last_name',
      'reviews.reply',
      'reviews.reply_at',
      'reviews.country',
      'users.first_name',
      'users.last_name',
    ])
    .where('reviews.offer_id', '=', page.offerId)
    .where('reviews.is_approved', '=', 1);
  if (last) {
    const columns = sql.join(key.columns.map((c) => sql.ref(`reviews.${c}`)));
    const values = sql.join(key.columns.map((c) => last[c]));
    query = query.where(
      key.direction === 'desc' ? sql<boolean>`(${columns}) < (${values})` : sql<boolean>`(${columns}) > (${values})`,
    );
  }
  for (const column of key.columns) query = query.orderBy(`reviews.${column}`, key.direction);
  return query.limit(page.limit ?? REVIEWS_PAGE_SIZE);
}

/** A page of approved reviews; null when `after` is not an approved review of this offer. */
export async function approvedReviews(db: Kysely<Database>, page: PageRequest): Promise<ShopReview[] | null> {
  const last = page.after === undefined ? null : await keyAfter(db, page.offerId, page.after);
  if (page.after !== undefined && !last) return null;
  const rows = await pageQuery(db, page, last).execute();
  const verified = await verifiedAuthors(
    db,
    page.offerId,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => {
    const refs = parseAttachments(r.attachments);
    const photos = refs.map(photoFor);
    return {
      ID: r.id,
      OfferID: r.offer_id,
      Rating: r.rating,
      Review: r.review,
      ReviewHead: r.review_head,
      Attachments: photos.map((p) => p.Full),
      Photos: photos,
      IsApproved: true,
      createdAt: r.created_at,
      _User: {
        FirstName: (r.first_name ?? r.author_first_name).trim(),
        LastName: initial(r.last_name ?? r.author_last_name),
      },
      VerifiedBuyer: r.user_id !== null && verified.has(r.user_id),
      Reply: r.reply ? { Text: r.reply, createdAt: r.reply_at ?? r.created_at } : null,
      Country: isCountryCode(r.country) ? r.country : null,
    };
  });
}

/** Published reviews per star (index 0 = 1★). */
/** Published reviews per star of these offers together (an offer, or a bundle with its products). */
export async function starHistogram(
  db: Kysely<Database>,
  offerIds: readonly number[],
): Promise<[number, number, number, number, number]> {
  const rows = await db
    .selectFrom('reviews')
    .select((eb) => ['rating', eb.fn.countAll().as('n')])
    .where('offer_id', 'in', [...offerIds])
    .where('is_approved', '=', 1)
    .groupBy('rating')
    .execute();
  const out: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const r of rows) if (r.rating >= 1 && r.rating <= 5) out[r.rating - 1] = Number(r.n);
  return out;
}
