// The right of withdrawal from a distance contract (EU Consumer Rights Directive Art. 9–11a, and the
// same 14 days in BA, RS and ME): the period, when it ends, and whether an order can still be
// withdrawn from. Zod-free, so the browser and the server apply the one rule.
import { SHOP_CODES } from './errors.ts';
import type { OrderStatus } from './orders.ts';
import { localDay, localMidnight } from './shop-clock.ts';

/** Days after delivery during which a shopper may withdraw, with no reason given. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** What a withdrawal is about: an order of goods, or a club membership (a service). */
export const WITHDRAWAL_SUBJECTS = ['order', 'club'] as const;
export type WithdrawalSubject = (typeof WITHDRAWAL_SUBJECTS)[number];

/** Expected refusals of a withdrawal (besides NOT_FOUND for an order that is not the shopper's). */
export const WITHDRAWAL_CODES = {
  periodOver: SHOP_CODES.WITHDRAWAL_PERIOD_OVER,
  orderClosed: SHOP_CODES.ORDER_CLOSED,
} as const;

/**
 * The end of the withdrawal period for goods delivered at `deliveredAt`: the day of delivery does not
 * count, and the period runs to the end of its 14th day (EU Regulation 1182/71) — delivered on 1 June,
 * the shopper may withdraw until 15 June, 24:00 local time. Answers that instant (exclusive) as ISO.
 */
export function withdrawalDeadline(deliveredAt: string): string {
  const [y, m, d] = localDay(deliveredAt).split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d + WITHDRAWAL_PERIOD_DAYS + 1).toISOString();
}

/** Where the goods were when the shopper withdrew: it decides what happens next (messages/withdrawal.ts). */
export type WithdrawalStage = 'notSent' | 'inTransit' | 'delivered';

export const withdrawalStage = (status: OrderStatus): WithdrawalStage =>
  status === 'delivered' ? 'delivered' : status === 'shipped' ? 'inTransit' : 'notSent';

export type OrderWithdrawability =
  | { state: 'open'; until: string | null }
  | { state: 'over'; until: string }
  | { state: 'closed' }
  | { state: 'withdrawn' };

/**
 * Whether an order can be withdrawn from now: before delivery always (until: null), after delivery
 * until the deadline, never once cancelled, refused or returned, and once only.
 */
export function orderWithdrawability(
  status: OrderStatus,
  deliveredAt: string | null,
  now: Date = new Date(),
): OrderWithdrawability {
  if (status === 'withdrawn') return { state: 'withdrawn' };
  // A parcel refused at the door was never accepted: there is nothing left to withdraw from.
  if (status === 'cancelled' || status === 'refused' || status === 'returned') return { state: 'closed' };
  if (status !== 'delivered') return { state: 'open', until: null };
  // Every delivered order has its date (migration 0011 gave older ones their last change); should one
  // lack it, the shopper gets the benefit of the doubt.
  const until = withdrawalDeadline(deliveredAt ?? now.toISOString());
  return now.getTime() < Date.parse(until) ? { state: 'open', until } : { state: 'over', until };
}
