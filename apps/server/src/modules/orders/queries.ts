// Reading orders back: a shopper's own history (newest first), and one order for the operator, each
// with its lines and its history (events.ts).
import type { Kysely } from 'kysely';
import {
  fromMinor,
  isOrderStatus,
  orderWithdrawability,
  parseCountry,
  textFor,
  type CountryCode,
  type CurrencyCode,
} from '@zdravo/contract';
import { orderStatusLabels } from '@zdravo/contract/messages/orders';
import type { ShopOrder } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import type { OrderLinesTable, OrdersTable } from '../../db/schema/orders.ts';
import type { Selectable } from 'kysely';
import { eventOut, eventsOf } from './events.ts';

/** Enough for any household's history; the table in the account shows them all. */
const HISTORY_LIMIT = 200;

type OrderRow = Selectable<OrdersTable>;
type LineRow = Selectable<OrderLinesTable>;

/** An order line as the shopper sees it: the prices paid, in main units. */
export const lineOut = (l: LineRow) => ({
  ID: l.offer_id,
  Name: l.name,
  Quantity: l.quantity,
  Price: fromMinor(l.unit_price_minor),
  OldPrice: fromMinor(l.unit_old_minor),
  Total: fromMinor(l.line_total_minor),
});

type EventRows = NonNullable<ReturnType<Awaited<ReturnType<typeof eventsOf>>['get']>>;

function toShopOrder(
  order: OrderRow,
  lines: LineRow[],
  events: EventRows,
  viewer: CountryCode,
  now = new Date(),
): ShopOrder {
  const status = isOrderStatus(order.status) ? order.status : 'received';
  const withdrawal = orderWithdrawability(status, order.delivered_at, now);
  return {
    ID: order.id,
    LeadID: order.lead_id,
    Status: status,
    StatusLabel: textFor(orderStatusLabels[status], viewer),
    createdAt: order.created_at,
    Articles: lines.map((l) => ({
      ...lineOut(l),
      Image: l.image,
    })),
    Subtotal: fromMinor(order.subtotal_minor),
    DeliveryFee: fromMinor(order.delivery_minor),
    Total: fromMinor(order.total_minor),
    ClubDiscount: fromMinor(order.club_discount_minor),
    Currency: order.currency as CurrencyCode,
    Country: parseCountry(order.country),
    FirstName: order.first_name,
    LastName: order.last_name,
    DeliveredAt: order.delivered_at,
    CanWithdraw: withdrawal.state === 'open',
    WithdrawUntil: withdrawal.state === 'open' || withdrawal.state === 'over' ? withdrawal.until : null,
    WithdrawnAt: order.withdrawn_at,
    // In the order's own country: it was placed and is shipped there.
    Events: events.map((e) => eventOut(e, parseCountry(order.country))),
  };
}

async function linesOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const byOrder = new Map<number, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
  for (const line of lines) {
    const list = byOrder.get(line.order_id) ?? [];
    list.push(line);
    byOrder.set(line.order_id, list);
  }
  return byOrder;
}

/** The user's orders, newest first, in two queries whatever their number. */
export async function ordersOfUser(db: Kysely<Database>, userId: number, viewer: CountryCode): Promise<ShopOrder[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  const ids = orders.map((o) => o.id);
  const [lines, events] = await Promise.all([linesOf(db, ids), eventsOf(db, ids)]);
  return orders.map((o) => toShopOrder(o, lines.get(o.id) ?? [], events.get(o.id) ?? [], viewer));
}

export async function orderById(
  db: Kysely<Database>,
  id: number,
): Promise<{ row: OrderRow; order: ShopOrder } | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [lines, events] = await Promise.all([linesOf(db, [row.id]), eventsOf(db, [row.id])]);
  return { row, order: toShopOrder(row, lines.get(row.id) ?? [], events.get(row.id) ?? [], parseCountry(row.country)) };
}
