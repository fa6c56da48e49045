// Test helpers for withdrawals: an order placed through the real call, and its delivery dated some
// local days ago (noon on the shop's clock, as `orders:status … delivered --at` stores it).
import { localDay, localMidnight } from '@zdravo/contract';
import type { TestApp, TestShopper } from '../../testing.ts';
import { offersIn, orderParams } from '../orders/testing.ts';

export async function placeOrder(
  t: TestApp,
  shopper: TestShopper,
  quantities: number[] = [2],
): Promise<{ id: number; leadId: string }> {
  const offers = await offersIn(t, 'BA');
  const articles = quantities.map((Quantity, i) => ({ ID: offers[i]!.id, Quantity }));
  const answer = await shopper.call('shopOrders.add', orderParams(articles));
  if (answer.status !== 'ok') throw new Error(`order failed: ${answer.data}`);
  const { lead_id } = await t.db
    .selectFrom('orders')
    .select('lead_id')
    .where('id', '=', answer.data)
    .executeTakeFirstOrThrow();
  return { id: answer.data, leadId: lead_id };
}

/** Noon, shop time, `days` local calendar days before today. */
export function noonDaysAgo(days: number, now = new Date()): string {
  const [y, m, d] = localDay(now.toISOString()).split('-').map(Number) as [number, number, number];
  return new Date(localMidnight(y, m, d - days).getTime() + 12 * 3_600_000).toISOString();
}

export async function markDelivered(t: TestApp, orderId: number, daysAgo: number): Promise<void> {
  await t.db
    .updateTable('orders')
    .set({ status: 'delivered', delivered_at: noonDaysAgo(daysAgo) })
    .where('id', '=', orderId)
    .execute();
}
