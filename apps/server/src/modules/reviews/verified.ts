// Verified buyer: the author has a delivered order containing the offer, on its own or inside a
// bundle. A parcel that was delivered and later withdrawn from was still bought and received.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/** Which of these users (nulls ignored) have a delivered order with this offer in it. */
export async function verifiedAuthors(
  db: Kysely<Database>,
  offerId: number,
  userIds: (number | null)[],
): Promise<Set<number>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select('orders.user_id')
    .distinct()
    .where('orders.user_id', 'in', ids)
    .where('orders.delivered_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('order_lines.offer_id', '=', offerId),
        eb(
          'order_lines.offer_id',
          'in',
          eb.selectFrom('offer_children').select('bundle_id').where('child_id', '=', offerId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null));
}
