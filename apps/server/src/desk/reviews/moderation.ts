// The desk's review moderation writes (docs/desk.md, "Review moderation"). Each is one transaction
// with its audit row, and each moves a review only from the state it expects, by a conditional update:
// two moderators acting on one review at once cannot both succeed (the second answers
// REVIEW_ALREADY_MODERATED). Publishing, unpublishing and the base switch change the offer's numbers,
// so the catalog version is bumped and every process told (docs/decisions/015).
import type { Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { AuditAction } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import type { ShopEvents } from '../../cluster/index.ts';
import { announceCatalogChange, bumpCatalogVersion } from '../../platform/catalog-version.ts';
import { reviewBaseCountries, setReviewBase } from '../../modules/reviews/index.ts';
import { parseAttachments } from '../../modules/reviews/index.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';

export type ModerationOutcome = 'ok' | 'NOT_FOUND' | 'REVIEW_ALREADY_MODERATED' | 'PHOTO_NOT_IN_REVIEW';

interface Scope {
  db: Kysely<Database>;
  events: ShopEvents;
  actor: Actor;
}

async function catalogChanged(scope: Scope): Promise<void> {
  await bumpCatalogVersion(scope.db);
  await announceCatalogChange(scope.events);
}

const waiting = { is_approved: 0, rejected: false } as const;
const published = { is_approved: 1, rejected: false } as const;

/** Publishes a waiting review without the photos in `leaveOut`: they stay stored, marked, never served to shoppers. */
export async function approveReview(scope: Scope, id: number, leaveOut: readonly string[]): Promise<ModerationOutcome> {
  const outcome = await scope.db.transaction().execute(async (trx): Promise<ModerationOutcome> => {
    const review = await trx
      .selectFrom('reviews')
      .select(['attachments', 'is_approved', 'rejected_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!review) return 'NOT_FOUND';
    const refs = parseAttachments(review.attachments);
    const dropped = [...new Set(leaveOut)];
    if (dropped.some((name) => !refs.includes(name))) return 'PHOTO_NOT_IN_REVIEW';
    const kept = refs.filter((ref) => !dropped.includes(ref));
    const now = nowIso();
    const moved = await trx
      .updateTable('reviews')
      .set({ is_approved: 1, approved_at: now, attachments: JSON.stringify(kept), has_files: kept.length > 0 ? 1 : 0 })
      .where('id', '=', id)
      .where('is_approved', '=', waiting.is_approved)
      .where('rejected_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'REVIEW_ALREADY_MODERATED';
    if (dropped.length > 0)
      await trx
        .updateTable('review_images')
        .set({ left_out_at: now })
        .where('review_id', '=', id)
        .where('name', 'in', dropped)
        .execute();
    await recordAudit(trx, scope.actor, {
      action: 'review.approve',
      subject: 'review',
      subjectId: id,
      before: { state: 'waiting' },
      after: dropped.length > 0 ? { state: 'published', leftOutPhotos: dropped } : { state: 'published' },
    });
    return 'ok';
  });
  if (outcome === 'ok') await catalogChanged(scope);
  return outcome;
}

/** Moves a review out of `from` into the rejected state, keeping the reason (never shown to shoppers). */
async function setAside(
  scope: Scope,
  id: number,
  reason: string,
  from: typeof waiting | typeof published,
  action: Extract<AuditAction, `review.${string}`>,
): Promise<ModerationOutcome> {
  return scope.db.transaction().execute(async (trx): Promise<ModerationOutcome> => {
    const exists = await trx.selectFrom('reviews').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) return 'NOT_FOUND';
    const moved = await trx
      .updateTable('reviews')
      .set({ is_approved: 0, rejected_at: nowIso(), reject_reason: reason })
      .where('id', '=', id)
      .where('is_approved', '=', from.is_approved)
      .where('rejected_at', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'REVIEW_ALREADY_MODERATED';
    const state = from === waiting ? 'waiting' : 'published';
    await recordAudit(trx, scope.actor, {
      action,
      subject: 'review',
      subjectId: id,
      before: { state },
      after: { state: 'rejected', reason },
    });
    return 'ok';
  });
}

/** Rejects a waiting review (never for being negative: insults, personal data, cure claims, spam). */
export const rejectReview = (scope: Scope, id: number, reason: string): Promise<ModerationOutcome> =>
  setAside(scope, id, reason, waiting, 'review.reject');

/** Takes a published review down; it is then rejected, with the reason, and no longer counted. */
export async function unpublishReview(scope: Scope, id: number, reason: string): Promise<ModerationOutcome> {
  const outcome = await setAside(scope, id, reason, published, 'review.unpublish');
  if (outcome === 'ok') await catalogChanged(scope);
  return outcome;
}

/** The shop's public reply under a waiting or published review; an empty text removes it. */
export async function replyToReview(scope: Scope, id: number, text: string): Promise<ModerationOutcome> {
  const outcome = await scope.db.transaction().execute(async (trx): Promise<ModerationOutcome> => {
    const review = await trx
      .selectFrom('reviews')
      .select(['reply', 'rejected_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!review) return 'NOT_FOUND';
    if (review.rejected_at !== null) return 'REVIEW_ALREADY_MODERATED';
    const reply = text || null;
    if (reply === review.reply) return 'ok';
    await trx
      .updateTable('reviews')
      .set({ reply, reply_at: reply ? nowIso() : null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, scope.actor, {
      action: 'review.reply',
      subject: 'review',
      subjectId: id,
      before: { reply: review.reply },
      after: { reply },
    });
    return 'ok';
  });
  if (outcome === 'ok') await catalogChanged(scope);
  return outcome;
}

/** Switches whether a country's counts add the ratings gathered elsewhere (what `reviews:base` does). */
export async function switchReviewBase(scope: Scope, country: CountryCode, on: boolean): Promise<CountryCode[]> {
  const countries = await scope.db.transaction().execute(async (trx) => {
    const before = (await reviewBaseCountries(trx)).includes(country);
    const after = await setReviewBase(trx, country, on);
    if (before !== on)
      await recordAudit(trx, scope.actor, {
        action: 'review.base',
        subject: 'country',
        subjectId: country,
        before: { baseNumbers: before },
        after: { baseNumbers: on },
      });
    return after;
  });
  await catalogChanged(scope);
  return countries;
}
