// The lead follows its order (docs/desk.md, "The call queue"): recordOrderEvent, the one writer of an
// order's status, calls this in the same transaction, so whichever path moves the order — a call, the
// shopper's withdrawal, dispatch, a delivery import, the CLI — the queue never keeps a lead that can no
// longer be confirmed, and an order forced back to 'received' is called again.
import type { Kysely } from 'kysely';
import type { OrderStatus } from '@zdravo/contract';
import type { Database } from '../db/schema/index.ts';

/** Whether an order in this status is still waiting for its confirming call. */
export const isCallable = (status: OrderStatus): boolean => status === 'received';

/**
 * Closes the order's open lead (dropping any hold) when `status` is not callable, or reopens its closed
 * lead, due now, when it is. Answers whether the queue changed (the caller announces it after commit).
 */
export async function syncLeadWithOrder(
  trx: Kysely<Database>,
  orderId: number,
  status: OrderStatus,
  now: string,
): Promise<boolean> {
  if (!isCallable(status)) {
    const closed = await trx
      .updateTable('call_leads')
      .set({ closed_at: now, closed_status: status, held_by: null, held_until: null })
      .where('order_id', '=', orderId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return Number(closed.numUpdatedRows) > 0;
  }
  const reopened = await trx
    .updateTable('call_leads')
    .set({ closed_at: null, closed_status: null, next_call_at: now, held_by: null, held_until: null })
    .where('order_id', '=', orderId)
    .where('closed_at', 'is not', null)
    .executeTakeFirst();
  return Number(reopened.numUpdatedRows) > 0;
}
