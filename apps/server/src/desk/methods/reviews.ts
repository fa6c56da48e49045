// The desk's review moderation (docs/desk.md, "Review moderation"): the waiting and the published
// lists, approve (with photos left out), reject, reply, unpublish, and the managers' base-number switch.
import { fail } from '@zdravo/rpc/server';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { ReviewBaseSwitch } from '@zdravo/contract/desk';
import {
  reviewApproveParams,
  reviewBaseSetParams,
  reviewRejectParams,
  reviewReplyParams,
  reviewsNoParams,
  reviewsPendingParams,
  reviewsPublishedParams,
  reviewUnpublishParams,
} from '@zdravo/contract/desk/methods';
import { reviewBaseCountries } from '../../modules/reviews/index.ts';
import { actorOf, type StaffContext } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { deskReviewById, publishedReviews, reviewOffers, waitingReviews } from '../reviews/lists.ts';
import {
  approveReview,
  rejectReview,
  replyToReview,
  switchReviewBase,
  unpublishReview,
  type ModerationOutcome,
} from '../reviews/moderation.ts';

type ReviewMethod =
  | 'desk.reviews.pending'
  | 'desk.reviews.published'
  | 'desk.reviews.offers'
  | 'desk.reviews.approve'
  | 'desk.reviews.reject'
  | 'desk.reviews.reply'
  | 'desk.reviews.unpublish'
  | 'desk.reviews.base'
  | 'desk.reviews.setBase';

const scopeOf = (ctx: StaffContext) => ({ db: ctx.db, events: ctx.events, actor: actorOf(ctx) });

/** The review as it now is, or the code the step answered. */
async function answer(ctx: StaffContext, id: number, outcome: ModerationOutcome) {
  if (outcome === 'PHOTO_NOT_IN_REVIEW')
    return fail('VALIDATION_ERROR', [{ path: ['leaveOut'], message: 'photoNotInReview' }]);
  if (outcome !== 'ok') return fail(outcome);
  return (await deskReviewById(ctx.db, id)) ?? fail('NOT_FOUND');
}

const switches = (on: readonly CountryCode[]): ReviewBaseSwitch[] =>
  COUNTRY_CODES.map((c) => ({ Country: c, On: on.includes(c) }));

export function deskReviewMethods(): DeskAreaMethods<ReviewMethod> {
  return {
    'desk.reviews.pending': deskMethod('desk.reviews.pending', {
      params: reviewsPendingParams,
      handler: (params, ctx) => waitingReviews(ctx.db, params?.after),
    }),
    'desk.reviews.published': deskMethod('desk.reviews.published', {
      params: reviewsPublishedParams,
      handler: (params, ctx) => publishedReviews(ctx.db, params ?? {}),
    }),
    'desk.reviews.offers': deskMethod('desk.reviews.offers', {
      params: reviewsNoParams,
      handler: (_params, ctx) => reviewOffers(ctx.db),
    }),
    'desk.reviews.approve': deskMethod('desk.reviews.approve', {
      params: reviewApproveParams,
      handler: async ({ id, leaveOut }, ctx) => answer(ctx, id, await approveReview(scopeOf(ctx), id, leaveOut)),
    }),
    'desk.reviews.reject': deskMethod('desk.reviews.reject', {
      params: reviewRejectParams,
      handler: async ({ id, reason }, ctx) => answer(ctx, id, await rejectReview(scopeOf(ctx), id, reason)),
    }),
    'desk.reviews.reply': deskMethod('desk.reviews.reply', {
      params: reviewReplyParams,
      handler: async ({ id, text }, ctx) => answer(ctx, id, await replyToReview(scopeOf(ctx), id, text)),
    }),
    'desk.reviews.unpublish': deskMethod('desk.reviews.unpublish', {
      params: reviewUnpublishParams,
      handler: async ({ id, reason }, ctx) => answer(ctx, id, await unpublishReview(scopeOf(ctx), id, reason)),
    }),
    'desk.reviews.base': deskMethod('desk.reviews.base', {
      params: reviewsNoParams,
      handler: async (_params, ctx) => switches(await reviewBaseCountries(ctx.db)),
    }),
    'desk.reviews.setBase': deskMethod('desk.reviews.setBase', {
      params: reviewBaseSetParams,
      handler: async ({ country, on }, ctx) => switches(await switchReviewBase(scopeOf(ctx), country, on)),
    }),
  };
}
