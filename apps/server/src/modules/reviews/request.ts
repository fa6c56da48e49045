// The review request: REVIEW_REQUEST_DAYS after an order was delivered, one e-mail (or SMS when the
// account has no e-mail) inviting its buyer to review what came, with a link that opens the offer
// with the form. Once per order: the order is claimed by a conditional update in the same
// transaction as the outbox row. Orders delivered long before (e.g. when the feature is switched on)
// are marked without a message, and a buyer who already reviewed the offer is not asked.
import type { Kysely } from 'kysely';
import { fillText, parseCountry, textFor, type Text } from '@zdravo/contract';
import { reviewRequestMessages } from '@zdravo/contract/messages/reviews';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { enqueue } from '../../platform/outbox.ts';

const DAY_MS = 86_400_000;
/** Requests are not sent for deliveries older than the delay plus this. */
const STALE_AFTER_DAYS = 30;
const BATCH = 50;

const reviewLink = (origin: string | undefined, slog: string): string =>
  `${origin ?? ''}/#/offers/${encodeURIComponent(slog)}?review=1`;

export async function queueReviewRequests(db: Kysely<Database>, config: AppConfig, now = new Date()): Promise<number> {
  if (config.reviewRequestDays <= 0) return 0;
  const dueBefore = new Date(now.getTime() - config.reviewRequestDays * DAY_MS).toISOString();
  const staleBefore = new Date(now.getTime() - (config.reviewRequestDays + STALE_AFTER_DAYS) * DAY_MS).toISOString();
  const due = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.country',
      'orders.delivered_at',
      'users.id as user_id',
      'users.email',
      'users.phone',
      'users.first_name',
    ])
    .where('orders.status', '=', 'delivered')
    .where('orders.review_requested_at', 'is', null)
    .where('orders.delivered_at', '<=', dueBefore)
    .orderBy('orders.delivered_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const order of due) {
    const line = await db
      .selectFrom('order_lines')
      .innerJoin('offers', 'offers.id', 'order_lines.offer_id')
      .select(['order_lines.offer_id', 'order_lines.name', 'offers.slog'])
      .where('order_lines.order_id', '=', order.id)
      .orderBy('order_lines.id')
      .executeTakeFirst();
    const reviewed = line
      ? await db
          .selectFrom('reviews')
          .select('id')
          .where('user_id', '=', order.user_id)
          .where('offer_id', '=', line.offer_id)
          .executeTakeFirst()
      : undefined;
    const quiet = !line || reviewed !== undefined || (order.delivered_at ?? '') < staleBefore;
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('orders')
        .set({ review_requested_at: now.toISOString() })
        .where('id', '=', order.id)
        .where('review_requested_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1 || quiet || !line) return false;
      const country = parseCountry(order.country);
      const t = (text: Text, vars: Record<string, string>) => fillText(textFor(text, country), vars);
      const vars = {
        product: line.name,
        shop: config.shopName,
        name: order.first_name,
        link: reviewLink(config.publicOrigin, line.slog),
      };
      const email = order.email.trim();
      await enqueue(
        trx,
        email !== ''
          ? {
              channel: 'email',
              to: email,
              payload: {
                subject: t(reviewRequestMessages.subject, vars),
                text: [
                  t(reviewRequestMessages.greeting, vars),
                  '',
                  t(reviewRequestMessages.body, vars),
                  vars.link,
                  '',
                  t(reviewRequestMessages.thanks, vars),
                ].join('\n'),
              },
              orderId: order.id,
            }
          : {
              channel: 'sms',
              to: order.phone,
              payload: { text: t(reviewRequestMessages.sms, vars) },
              orderId: order.id,
            },
      );
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
