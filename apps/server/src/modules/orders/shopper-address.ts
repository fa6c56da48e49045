// The delivery address a shopper adds on the thank-you page, right after ordering (docs/desk.md, "The
// address, offered"): optional — checkout asks for the name and the phone only — checked by the country's
// rules like the agent's, kept on the order, and offered to the agent on the call to confirm.
import type { Kysely } from 'kysely';
import { parseCountry } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { checkAddress, type AddressField } from '../../platform/address.ts';
import { announceQueueChange } from '../../platform/call-queue.ts';
import type { ShopEvents } from '../../cluster/index.ts';

export type AddressAnswer =
  { ok: true } | { ok: false; problem: 'notYours' | 'closed' } | { ok: false; problem: 'bad'; fields: AddressField[] };

export async function addShopperAddress(
  db: Kysely<Database>,
  events: ShopEvents | undefined,
  userId: number,
  orderId: number,
  raw: { street: string; postalCode: string; place: string },
): Promise<AddressAnswer> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'country'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) return { ok: false, problem: 'notYours' };
  // Once the call confirmed it (or it closed), the address is the team's: the shopper calls them.
  if (order.status !== 'received') return { ok: false, problem: 'closed' };
  const { bad, address } = checkAddress(parseCountry(order.country), raw);
  if (bad.length > 0) return { ok: false, problem: 'bad', fields: bad };
  const values = {
    street: address.street,
    postal_code: address.postalCode,
    place: address.place,
    updated_at: nowIso(),
  };
  await db
    .insertInto('order_addresses')
    .values({ order_id: order.id, ...values })
    .onConflict((oc) => oc.column('order_id').doUpdateSet(values))
    .execute();
  await announceQueueChange(events);
  return { ok: true };
}
