// Approved reviews of an offer, in the shopper's chosen order. Authors are shown by first name and
// last-name initial only: a review is public, the customer's full name is not.
import type { Kysely } from 'kysely';
import { REVIEWS_PAGE_SIZE, type ReviewOrders, type ShopReview } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';

const initial = (lastName: string): string => {
  const first = lastName.trim().charAt(0);
  return first ? `${first.toLocaleUpperCase()}.` : '';
};

/** A review's stored attachment list (JSON); anything unreadable is no attachments. */
export function parseAttachments(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export async function approvedReviews(db: Kysely<Database>, offerId: number, orders: ReviewOrders = ['createdAt', 'desc']): Promise<ShopReview[]> {
  let query = db
    .selectFrom('reviews')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.offer_id',
      'reviews.rating',
      'reviews.review',
      'reviews.review_head',
      'reviews.attachments',
      'reviews.created_at',
      'reviews.author_first_name',
      'reviews.author_last_name',
      'users.first_name',
      'users.last_name',
    ])
    .where('reviews.offer_id', '=', offerId)
    .where('reviews.is_approved', '=', 1);
  if (orders === 'files') {
    // Reviews with photos first ('[]' means none), newest first within each part.
    query = query.orderBy((eb) => eb.case().when('reviews.attachments', '=', '[]').then(1).else(0).end()).orderBy('reviews.created_at', 'desc');
  } else {
    const [field, direction] = orders;
    query = query.orderBy(field === 'Rating' ? 'reviews.rating' : 'reviews.created_at', direction);
    if (field === 'Rating') query = query.orderBy('reviews.created_at', 'desc');
  }
  const rows = await query.orderBy('reviews.id', 'desc').limit(REVIEWS_PAGE_SIZE).execute();
  return rows.map((r) => ({
    ID: r.id,
    OfferID: r.offer_id,
    Rating: r.rating,
    Review: r.review,
    ReviewHead: r.review_head,
    Attachments: parseAttachments(r.attachments),
    IsApproved: true,
    createdAt: r.created_at,
    _User: {
      FirstName: (r.first_name ?? r.author_first_name).trim(),
      LastName: initial(r.last_name ?? r.author_last_name),
    },
  }));
}
