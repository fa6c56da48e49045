// What the call screen and the order view show around a call (docs/desk.md, "The call's history"):
// the earlier attempts with who made them and their notes, the person's other orders (refused and
// returned parcels first), the team's notes, and the address to offer on the call.
import type { Kysely } from 'kysely';
import { parseCountry } from '@zdravo/contract';
import type { CallAttempt, CallHistory, EarlierOrder, OrderNote } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';

/** How many of the person's other orders are shown. */
const EARLIER_ORDERS = 20;
/** Refused and returned parcels come first: the agent must see them before confirming. */
const FIRST_STATUSES = new Set(['refused', 'returned']);

async function attemptsOf(db: Kysely<Database>, orderId: number): Promise<CallAttempt[]> {
  const rows = await db
    .selectFrom('call_outcomes')
    .leftJoin('staff', 'staff.id', 'call_outcomes.staff_id')
    .select([
      'call_outcomes.at',
      'call_outcomes.outcome',
      'call_outcomes.note',
      'call_outcomes.data_json',
      'call_outcomes.dialed_at',
      'staff.name',
    ])
    .where('call_outcomes.order_id', '=', orderId)
    .orderBy('call_outcomes.id', 'desc')
    .execute();
  return rows.map((r) => {
    const data = r.data_json ? (JSON.parse(r.data_json) as { callBackAt?: string }) : {};
    return {
      At: r.at,
      Staff: r.name ?? '',
      Outcome: r.outcome,
      Note: r.note,
      CallBackAt: data.callBackAt ?? null,
      Seconds: r.dialed_at ? Math.max(0, Math.round((Date.parse(r.at) - Date.parse(r.dialed_at)) / 1000)) : null,
    };
  });
}

async function earlierOrdersOf(db: Kysely<Database>, orderId: number, phone: string): Promise<EarlierOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'lead_id', 'created_at', 'status', 'total_minor', 'country'])
    .where('phone', '=', phone)
    .where('id', '!=', orderId)
    .orderBy('created_at', 'desc')
    .limit(EARLIER_ORDERS)
    .execute();
  const orders = rows.map((r) => ({
    OrderID: r.id,
    Number: r.lead_id,
    CreatedAt: r.created_at,
    Status: r.status,
    TotalMinor: r.total_minor,
    Country: parseCountry(r.country),
  }));
  return [
    ...orders.filter((o) => FIRST_STATUSES.has(o.Status)),
    ...orders.filter((o) => !FIRST_STATUSES.has(o.Status)),
  ];
}

async function notesOf(db: Kysely<Database>, orderId: number): Promise<OrderNote[]> {
  const rows = await db
    .selectFrom('order_notes')
    .leftJoin('staff', 'staff.id', 'order_notes.staff_id')
    .select(['order_notes.id', 'order_notes.created_at', 'order_notes.text', 'staff.name'])
    .where('order_notes.order_id', '=', orderId)
    .orderBy('order_notes.id', 'desc')
    .execute();
  return rows.map((r) => ({ ID: r.id, At: r.created_at, Staff: r.name ?? '', Text: r.text }));
}

/**
 * The address to offer: the order's own when it has one (the shopper's, given after ordering, or the
 * one kept on an earlier save), else the last address a confirmed order of this phone went to in the
 * same country — the agent reads it back on the call and saves it.
 */
async function addressOf(
  db: Kysely<Database>,
  orderId: number,
  phone: string,
  country: string,
): Promise<CallHistory['Address']> {
  const own = await db
    .selectFrom('order_addresses')
    .select(['street', 'postal_code', 'place'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (own) return { street: own.street, postalCode: own.postal_code, place: own.place, Source: 'order' };
  const earlier = await db
    .selectFrom('order_addresses')
    .innerJoin('orders', 'orders.id', 'order_addresses.order_id')
    .select(['order_addresses.street', 'order_addresses.postal_code', 'order_addresses.place'])
    .where('orders.phone', '=', phone)
    .where('orders.country', '=', country)
    .where('orders.id', '!=', orderId)
    .where('orders.status', 'in', ['confirmed', 'shipped', 'delivered'])
    .orderBy('order_addresses.updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return earlier
    ? { street: earlier.street, postalCode: earlier.postal_code, place: earlier.place, Source: 'earlier' }
    : null;
}

export async function callHistory(db: Kysely<Database>, orderId: number): Promise<CallHistory | null> {
  const order = await db.selectFrom('orders').select(['phone', 'country']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const [Attempts, Orders, Notes, Address] = await Promise.all([
    attemptsOf(db, orderId),
    earlierOrdersOf(db, orderId, order.phone),
    notesOf(db, orderId),
    addressOf(db, orderId, order.phone, order.country),
  ]);
  return { Attempts, Orders, Notes, Address };
}
