// Moderation from the operator CLI, for scripts and emergencies (the team works in the desk's
// "Recenzije" screen, docs/desk.md): the queue oldest first, one review in full, approve (the offer's
// Rating and RatingCount follow at once: the catalog version is bumped), reject with a reason, the
// shop's public reply, and the per-country switch of the base numbers.
import { isCountryCode, safeStringOk } from './cli-input.ts';
import { CliUsageError, type CliCommand, type CliContext } from '../../cli/types.ts';
import { isUniqueViolation, nowIso } from '../../db/dialect.ts';
import { bumpCatalogVersion } from '../../platform/catalog-version.ts';
import { parseAttachments } from './queries.ts';
import { IMAGE_NAME_PATTERN, photoOf } from './images.ts';
import { reviewBaseCountries, setReviewBase } from './base-numbers.ts';
import { REVIEW_REPLY_MAX as REPLY_MAX } from '@zdravo/contract/desk';

function reviewId(arg: string | undefined): number {
  if (!arg || !/^\d+$/.test(arg) || Number(arg) > 2_147_483_647)
    throw new CliUsageError('Give a review id (a whole number)');
  return Number(arg);
}

async function reviewRow(ctx: CliContext, id: number) {
  const row = await ctx.db
    .selectFrom('reviews')
    .innerJoin('offers', 'offers.id', 'reviews.offer_id')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.review',
      'reviews.review_head',
      'reviews.attachments',
      'reviews.created_at',
      'reviews.is_approved',
      'reviews.rejected_at',
      'reviews.reject_reason',
      'reviews.reply',
      'reviews.author_first_name',
      'reviews.author_last_name',
      'offers.slog',
      'users.email',
      'users.first_name',
      'users.last_name',
    ])
    .where('reviews.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new CliUsageError(`No review #${id}`);
  return row;
}

type Row = Awaited<ReturnType<typeof reviewRow>>;

const photoPaths = (json: string): string[] =>
  parseAttachments(json).map((ref) => (IMAGE_NAME_PATTERN.test(ref) ? photoOf(ref).Full : ref));
const author = (r: Row): string =>
  r.email
    ? `${r.first_name ?? ''} ${r.last_name ?? ''} <${r.email}>`.trim()
    : `${r.author_first_name} ${r.author_last_name}`.trim() || '(deleted account)';
const state = (r: Row): string =>
  r.is_approved
    ? 'published'
    : r.rejected_at
      ? `rejected ${r.rejected_at}${r.reject_reason ? `: ${r.reject_reason}` : ''}`
      : 'pending';
const oneLine = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function reviewCommands(): Record<string, CliCommand> {
  return {
    'reviews:pending': {
      usage: 'reviews:pending',
      summary: 'Reviews waiting for moderation, oldest first (ID, offer, rating, title, text, author, photos)',
      async run(_args, ctx) {
        const ids = await ctx.db
          .selectFrom('reviews')
          .select('id')
          .where('is_approved', '=', 0)
          .where('rejected_at', 'is', null)
          .orderBy('created_at')
          .orderBy('id')
          .limit(200)
          .execute();
        if (ids.length === 0) return ctx.out('No reviews waiting.');
        for (const { id } of ids) {
          const r = await reviewRow(ctx, id);
          ctx.out(
            `#${r.id}  ${r.created_at.slice(0, 16).replace('T', ' ')}  ${r.slog}  ${r.rating}★  "${oneLine(r.review_head, 60)}"  ${oneLine(r.review, 120)}  — ${author(r)}`,
          );
          for (const path of photoPaths(r.attachments)) ctx.out(`      photo ${path}`);
        }
        ctx.out(`${ids.length} review(s) waiting.`);
      },
    },
    'reviews:show': {
      usage: 'reviews:show <id>',
      summary: 'One review in full',
      async run(args, ctx) {
        const r = await reviewRow(ctx, reviewId(args[0]));
        ctx.out(`Review #${r.id} of ${r.slog}, ${r.rating}★, ${state(r)}, written ${r.created_at}`);
        ctx.out(`Author: ${author(r)}`);
        ctx.out(`Title: ${r.review_head}`);
        ctx.out(r.review);
        for (const path of photoPaths(r.attachments)) ctx.out(`Photo: ${path}`);
        if (r.reply) ctx.out(`Shop's reply: ${r.reply}`);
      },
    },
    'reviews:approve': {
      usage: 'reviews:approve <id>',
      summary: "Publish a review (the offer's Rating and RatingCount follow at once)",
      async run(args, ctx) {
        const id = reviewId(args[0]);
        await reviewRow(ctx, id);
        try {
          await ctx.db
            .updateTable('reviews')
            .set({ is_approved: 1, approved_at: nowIso(), rejected_at: null, reject_reason: null })
            .where('id', '=', id)
            .execute();
        } catch (error) {
          // Publishing a rejected review while the shopper has another one of the offer (migration 0030).
          if (isUniqueViolation(error))
            throw new CliUsageError(`Review #${id}: its author has another review of this offer published or waiting`);
          throw error;
        }
        await bumpCatalogVersion(ctx.db);
        ctx.out(`Review #${id} published.`);
      },
    },
    'reviews:reject': {
      usage: 'reviews:reject <id> [--reason "…"]',
      summary: 'Reject a review (never for being negative: insults, personal data, cure claims, spam)',
      async run(args, ctx) {
        const id = reviewId(args[0]);
        const at = args.indexOf('--reason');
        const reason = at >= 0 ? (args[at + 1] ?? '') : (args.find((a) => a.startsWith('--reason='))?.slice(9) ?? '');
        if (!safeStringOk(reason, 500)) throw new CliUsageError('The reason is at most 500 characters of text');
        const r = await reviewRow(ctx, id);
        await ctx.db
          .updateTable('reviews')
          .set({ is_approved: 0, rejected_at: nowIso(), reject_reason: reason.trim() || null })
          .where('id', '=', id)
          .execute();
        if (r.is_approved) await bumpCatalogVersion(ctx.db);
        ctx.out(`Review #${id} rejected${reason.trim() ? ` (${reason.trim()})` : ''}.`);
      },
    },
    'reviews:reply': {
      usage: 'reviews:reply <id> "text"',
      summary: "Set the shop's public reply under a review (an empty text removes it)",
      async run(args, ctx) {
        const id = reviewId(args[0]);
        const text = args.slice(1).join(' ').trim();
        if (!safeStringOk(text, REPLY_MAX))
          throw new CliUsageError(`The reply is at most ${REPLY_MAX} characters of text`);
        await reviewRow(ctx, id);
        await ctx.db
          .updateTable('reviews')
          .set({ reply: text || null, reply_at: text ? nowIso() : null })
          .where('id', '=', id)
          .execute();
        ctx.out(text ? `Reply set on review #${id}.` : `Reply removed from review #${id}.`);
      },
    },
    'reviews:base': {
      usage: 'reviews:base [<country> on|off]',
      summary: 'Which countries add the base numbers (ratings gathered elsewhere) to the review count',
      async run(args, ctx) {
        if (args.length > 0) {
          const [country, value] = [args[0]?.toUpperCase(), args[1]];
          if (!isCountryCode(country) || (value !== 'on' && value !== 'off'))
            throw new CliUsageError('Use: reviews:base <BA|RS|HR|ME> on|off');
          await setReviewBase(ctx.db, country, value === 'on');
          await bumpCatalogVersion(ctx.db);
        }
        const on = await reviewBaseCountries(ctx.db);
        ctx.out(`Base numbers added in: ${on.length ? on.join(', ') : 'no country'}.`);
      },
    },
  };
}
