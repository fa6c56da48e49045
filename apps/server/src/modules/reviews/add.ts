// shopReviews.add: a logged-in shopper's review, stored unapproved (moderation publishes it). One
// review per shopper and offer while it is published or waiting (docs/decisions/015): a second
// answers REVIEW_EXISTS; after a rejection the shopper may write a new one. The unique index of
// migration 0030 decides it, so calls of one batch or parallel requests cannot store two. Attachments must be photos
// this shopper uploaded and has not attached yet; anyone else's (or an unknown name) is refused and
// nothing is stored.
import type { Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import type { AddedReview, ReviewsAddParams } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { isUniqueViolation, nowIso } from '../../db/dialect.ts';

class AttachmentRefused extends Error {}

type AddFailure = RpcFailure<'NOT_FOUND' | 'REVIEW_EXISTS' | 'ATTACHMENT_NOT_FOUND'>;

/** `country`: the shop country it is written in (the desk's published list reads per country). */
export async function addReview(
  db: Kysely<Database>,
  userId: number,
  params: ReviewsAddParams,
  country: CountryCode,
): Promise<AddedReview | AddFailure> {
  const offer = await db.selectFrom('offers').select('id').where('id', '=', params.OfferID).executeTakeFirst();
  if (!offer) return fail('NOT_FOUND');
  const existing = await db
    .selectFrom('reviews')
    .select('id')
    .where('user_id', '=', userId)
    .where('offer_id', '=', params.OfferID)
    .where('rejected_at', 'is', null)
    .executeTakeFirst();
  if (existing) return fail('REVIEW_EXISTS');
  const names = [...new Set(params.Attachments ?? [])];
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('reviews')
        .values({
          offer_id: params.OfferID,
          user_id: userId,
          rating: params.Rating,
          review: params.Review.trim(),
          review_head: (params.ReviewHead ?? '').trim(),
          is_approved: 0,
          attachments: JSON.stringify(names),
          has_files: names.length > 0 ? 1 : 0,
          created_at: nowIso(),
          country,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (names.length > 0) {
        // Claimed only if still this shopper's and unattached: a race with a second review loses here.
        const claimed = await trx
          .updateTable('review_images')
          .set({ review_id: row.id })
          .where('name', 'in', names)
          .where('user_id', '=', userId)
          .where('review_id', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== names.length) throw new AttachmentRefused();
      }
      return { ID: row.id, IsApproved: false as const };
    });
  } catch (error) {
    if (error instanceof AttachmentRefused) return fail('ATTACHMENT_NOT_FOUND');
    // Another call stored this shopper's review of the offer between the check above and the insert.
    if (isUniqueViolation(error)) return fail('REVIEW_EXISTS');
    throw error;
  }
}
