// An order's history (order_events, migration 0035): every change a shopper should know about is a
// line, and recordOrderEvent is the one way to make one — it moves the order's status and writes the
// line in the caller's transaction, so the order and what /track and the account show never disagree.
// Checkout, the withdrawal, the operator CLI (and the staff console) all call it; it also closes or
// reopens the order's call lead (platform/lead-sync.ts), so the desk's queue never disagrees either.
import { sql, type Kysely } from 'kysely';
import {
  courierTrackingUrl,
  findCourier,
  isOrderStatus,
  ORDER_STATUS_NEXT,
  type CountryCode,
  type OrderStatus,
} from '@zdravo/contract';
import { orderEventText } from '@zdravo/contract/messages/orders';
import type { OrderEventLine } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { insertRows } from '../../db/shaped-query.ts';
import { syncLeadWithOrder } from '../../platform/lead-sync.ts';
import { releaseOrderStock, shipOrderStock } from '../stock/index.ts';

/** Longest courier name and parcel number kept (a courier's numbers run to ~30 characters). */
export const EVENT_FIELD_MAX = 64;

export interface NewOrderEvent {
  orderId: number;
  /** The status the order moves to (the same status again adds a line: a new parcel number, a re-dated delivery). */
  kind: OrderStatus;
  /** When it happened, ISO-8601 UTC; now when not given. A delivery's date is also the order's delivered_at. */
  at?: string | undefined;
  /** A shipped line's courier and parcel number, both or neither. */
  courier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  /** The status the caller saw: when the order is no longer in it, nothing is written ('moved'). */
  from?: OrderStatus | undefined;
  /** Skip ORDER_STATUS_NEXT: the withdrawal (it checks its own rule) and an operator's --force. */
  force?: boolean | undefined;
  /** Who wrote the line, for the team: 'shop', 'cli', a staff member's name. */
  source?: string | undefined;
}

export type RecordResult =
  /** queueChanged: the order's lead closed or reopened (announce it to the desk after commit). */
  | { ok: true; from: OrderStatus; queueChanged: boolean }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'moved' | 'not_allowed'; status: OrderStatus };

/**
 * How far a line of this kind takes the order (orders.reached_stage, migration 0041): 1 confirmed,
 * 2 shipped (a refusal or a return comes after shipping), 3 delivered. The numbers' funnel reads it
 * instead of the history (docs/desk.md, "The numbers").
 */
export const REACHED_STAGE: Partial<Record<OrderStatus, number>> = {
  confirmed: 1,
  shipped: 2,
  refused: 2,
  returned: 2,
  delivered: 3,
};

const field = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, EVENT_FIELD_MAX) : null;
};

/**
 * Moves the order to `event.kind` and appends its line, inside `trx` (run it in a transaction: the
 * status and the line go together). The move is conditional on the status read here, so two writers
 * cannot both move an order on from the same state.
 */
export async function recordOrderEvent(trx: Kysely<Database>, event: NewOrderEvent): Promise<RecordResult> {
  const order = await trx.selectFrom('orders').select(['status']).where('id', '=', event.orderId).executeTakeFirst();
  if (!order) return { ok: false, reason: 'not_found' };
  const current: OrderStatus = isOrderStatus(order.status) ? order.status : 'received';
  if (event.from !== undefined && event.from !== current) return { ok: false, reason: 'moved', status: current };
  if (!event.force && event.kind !== current && !ORDER_STATUS_NEXT[current].includes(event.kind)) {
    return { ok: false, reason: 'not_allowed', status: current };
  }
  const now = nowIso();
  const at = event.at ?? now;
  const stage = REACHED_STAGE[event.kind] ?? 0;
  const moved = await trx
    .updateTable('orders')
    .set({
      status: event.kind,
      updated_at: now,
      ...(stage > 0
        ? {
            reached_stage: sql<number>`case when reached_stage < ${stage} then cast(${stage} as integer) else reached_stage end`,
          }
        : {}),
      ...(event.kind === 'delivered' ? { delivered_at: at } : {}),
      ...(event.kind === 'withdrawn' ? { withdrawn_at: at } : {}),
    })
    .where('id', '=', event.orderId)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return { ok: false, reason: 'moved', status: current };
  await trx
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      kind: event.kind,
      at,
      courier: field(event.courier),
      tracking_number: field(event.trackingNumber),
      source: field(event.source) ?? 'shop',
      created_at: now,
    })
    .execute();
  // The stock follows in the same transaction (docs/decisions/059): a cancelled order (an unreachable
  // shopper, a duplicate) or one withdrawn before it left gives back what it holds; a shipped one takes
  // its units out of the warehouse. A returned parcel comes back only when booked in (stock/movements.ts).
  const actor = field(event.source) ?? 'shop';
  if (event.kind === 'shipped' && current !== 'shipped') await shipOrderStock(trx, event.orderId, actor, now);
  else if (event.kind === 'cancelled' || event.kind === 'withdrawn')
    await releaseOrderStock(trx, event.orderId, actor, now);
  // The call queue follows in the same transaction: a lead open only while the order can be confirmed.
  const queueChanged = await syncLeadWithOrder(trx, event.orderId, event.kind, now);
  return { ok: true, from: current, queueChanged };
}

/** The first line of a new order, written with it (the order row already says 'received'); part of its write set. */
export function receivedEventStatement(trx: Kysely<Database>, orderId: number, at: string) {
  return insertRows(trx, 'order_events', { order_id: orderId, kind: 'received', at, source: 'shop', created_at: at });
}

type EventRow = { order_id: number; kind: string; at: string; courier: string | null; tracking_number: string | null };

/** One history line as the shopper reads it, in the order's country. */
export const eventOut = (row: EventRow, country: CountryCode): OrderEventLine => {
  const kind: OrderStatus = isOrderStatus(row.kind) ? row.kind : 'received';
  // The courier by its name, also on lines written with its id ("gls") before every path stored the name.
  const courier = row.courier ? (findCourier(country, row.courier)?.name ?? row.courier) : null;
  return {
    Kind: kind,
    At: row.at,
    Text: orderEventText({ kind, courier, trackingNumber: row.tracking_number }, country),
    Courier: courier,
    TrackingNumber: row.tracking_number,
    TrackingUrl: kind === 'shipped' ? courierTrackingUrl(country, row.courier, row.tracking_number) : null,
  };
};

/** The lines of these orders, each order's oldest first (by time, then by writing order). */
export async function eventsOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, EventRow[]>> {
  const byOrder = new Map<number, EventRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_events')
    .select(['order_id', 'kind', 'at', 'courier', 'tracking_number'])
    .where('order_id', 'in', orderIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(row);
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}
