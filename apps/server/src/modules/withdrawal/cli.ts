// What `orders:show` prints about an order's delivery and withdrawal, for the operator.
import type { Kysely, Selectable } from 'kysely';
import { shopDateTime, type WithdrawalSubject } from '@zdravo/contract';
import type { ShopOrder } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import type { OrdersTable } from '../../db/schema/orders.ts';
import type { WithdrawalStatement } from './statement.ts';

const stamp = (iso: string): string => {
  const { date, time } = shopDateTime(iso);
  return `${date} ${time}`;
};

const NEXT: Record<WithdrawalStatement['stage'], string> = {
  notSent: 'not sent when withdrawn: do not send it, then mark the order cancelled',
  inTransit: 'on its way when withdrawn: it comes back refused, or collect it; refund if paid; then mark it returned',
  delivered:
    'delivered: collect it by courier at our cost, refund in full with delivery within 14 days; then mark it returned',
};

export async function withdrawalLines(
  db: Kysely<Database>,
  row: Selectable<OrdersTable>,
  order: ShopOrder,
): Promise<string[]> {
  const out: string[] = [];
  if (row.delivered_at) out.push(`Delivered ${stamp(row.delivered_at)}.`);
  if (order.WithdrawUntil && !row.withdrawn_at)
    out.push(`Withdrawal period ${order.CanWithdraw ? 'open until' : 'ended'} ${stamp(order.WithdrawUntil)}.`);
  const subject: WithdrawalSubject = 'order';
  const w = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('subject_kind', '=', subject)
    .where('subject_id', '=', row.id)
    .executeTakeFirst();
  if (!w) return out;
  const statement = JSON.parse(w.statement) as WithdrawalStatement;
  out.push(
    `WITHDRAWN by the shopper at ${stamp(w.created_at)}; acknowledgement by ${w.channel} to ${w.recipient} (outbox #${w.outbox_id ?? '?'}).`,
  );
  out.push(
    `  Statement: "${statement.text} ${statement.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}", ${statement.name}.`,
  );
  out.push(`  Parcel ${NEXT[statement.stage]}.`);
  return out;
}
