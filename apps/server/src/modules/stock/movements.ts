// Every change of stock, each a stock_ledger row written in the caller's transaction with the change:
// an order's reservation is released (cancelled, withdrawn before dispatch) or taken out of the
// warehouse (shipped); a returned parcel is booked back in (restock) or written off; the team sets a
// count (stock:set, a stocktake). Whenever a product's availability moves across zero the catalog's
// version is bumped (every process then shows the offer as for sale or not), and when it is back the
// shoppers waiting for it are told (waiters.ts). docs/decisions/059-stock-that-orders-reserve.md.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { toNumber } from '../../db/dialect.ts';
import { lockedForWrite } from '../../db/locks.ts';
import { bumpCatalogVersionIn, productUnits } from '../../db/stock-reserve.ts';
import { isCountryCode } from '@zdravo/contract';
import { availableOf, countriesServedBy, stockLocationOf } from './levels.ts';
import { tellWaiters } from './waiters.ts';

type StockReason = 'reserve' | 'release' | 'ship' | 'restock' | 'write_off' | 'set' | 'stocktake';

interface Movement {
  location: string;
  offerId: number;
  orderId: number | null;
  reason: StockReason;
  quantity: number;
  stockedDelta: number;
  reservedDelta: number;
  /** 'shop', 'cli', or the staff member as the audit log names them. */
  actor: string;
  note?: string | null;
  at: string;
}

interface AvailabilityChange {
  offerId: number;
  before: number;
  after: number;
}

async function lockLevel(trx: Kysely<Database>, location: string, offerId: number) {
  return lockedForWrite(
    trx,
    trx
      .selectFrom('stock_levels')
      .select(['stocked', 'reserved'])
      .where('location', '=', location)
      .where('offer_id', '=', offerId),
  ).executeTakeFirst();
}

/** Applies a movement to a counted product (levels never go below 0) and writes its ledger row. */
async function move(trx: Kysely<Database>, m: Movement): Promise<AvailabilityChange | null> {
  const level = await lockLevel(trx, m.location, m.offerId);
  await trx
    .insertInto('stock_ledger')
    .values({
      location: m.location,
      offer_id: m.offerId,
      order_id: m.orderId,
      reason: m.reason,
      quantity: m.quantity,
      stocked_delta: m.stockedDelta,
      reserved_delta: m.reservedDelta,
      actor: m.actor.slice(0, 200),
      note: m.note ? m.note.slice(0, 500) : null,
      at: m.at,
    })
    .execute();
  if (!level) return null;
  const next = {
    stocked: Math.max(0, level.stocked + m.stockedDelta),
    reserved: Math.max(0, level.reserved + m.reservedDelta),
  };
  await trx
    .updateTable('stock_levels')
    .set({ ...next, updated_at: m.at })
    .where('location', '=', m.location)
    .where('offer_id', '=', m.offerId)
    .execute();
  return { offerId: m.offerId, before: availableOf(level), after: availableOf(next) };
}

/** After movements at one location: the catalog follows a product that ran out or came back; waiters are told. */
async function afterChanges(
  trx: Kysely<Database>,
  location: string,
  changes: readonly (AvailabilityChange | null)[],
  at: string,
): Promise<void> {
  const real = changes.filter((c): c is AvailabilityChange => c !== null);
  if (real.some((c) => c.before > 0 !== c.after > 0)) await bumpCatalogVersionIn(trx, at);
  const back = real.filter((c) => c.after > 0).map((c) => c.offerId);
  if (back.length > 0) await tellWaiters(trx, location, back, at);
}

/** What the ledger says an order still holds, per warehouse and product. */
async function orderBalance(trx: Kysely<Database>, orderId: number) {
  const rows = await trx
    .selectFrom('stock_ledger')
    .select(['location', 'offer_id', 'reserved_delta'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const balance = new Map<string, { location: string; offerId: number; quantity: number }>();
  for (const r of rows) {
    const key = `${r.location}\u0000${r.offer_id}`;
    const entry = balance.get(key) ?? { location: r.location, offerId: r.offer_id, quantity: 0 };
    entry.quantity += toNumber(r.reserved_delta);
    balance.set(key, entry);
  }
  return [...balance.values()].filter((b) => b.quantity > 0);
}

async function settleOrder(
  trx: Kysely<Database>,
  orderId: number,
  reason: 'release' | 'ship',
  actor: string,
  at: string,
): Promise<number> {
  const held = await orderBalance(trx, orderId);
  const byLocation = new Map<string, (AvailabilityChange | null)[]>();
  for (const h of held) {
    const change = await move(trx, {
      location: h.location,
      offerId: h.offerId,
      orderId,
      reason,
      quantity: h.quantity,
      stockedDelta: reason === 'ship' ? -h.quantity : 0,
      reservedDelta: -h.quantity,
      actor,
      at,
    });
    byLocation.set(h.location, [...(byLocation.get(h.location) ?? []), change]);
  }
  for (const [location, changes] of byLocation) await afterChanges(trx, location, changes, at);
  return held.reduce((sum, h) => sum + h.quantity, 0);
}

/** Gives back what an order still holds (cancelled, or withdrawn before it left); answers the units released. */
export const releaseOrderStock = (trx: Kysely<Database>, orderId: number, actor: string, at: string): Promise<number> =>
  settleOrder(trx, orderId, 'release', actor, at);

/** The order's held units leave the warehouse with the parcel (stocked and reserved both go down). */
export const shipOrderStock = (trx: Kysely<Database>, orderId: number, actor: string, at: string): Promise<number> =>
  settleOrder(trx, orderId, 'ship', actor, at);

export type BookIn = { outcome: 'restock' } | { outcome: 'write_off'; reason: string };

/**
 * A returned or refused parcel's units, booked in: back on the shelf (restock) or written off with a
 * reason. Answers the units booked; 0 when the parcel had none counted or was booked in already.
 */
export async function bookInOrderStock(
  trx: Kysely<Database>,
  orderId: number,
  bookIn: BookIn,
  actor: string,
  at: string,
): Promise<number> {
  const out = await unitsOut(trx, orderId);
  const byLocation = new Map<string, (AvailabilityChange | null)[]>();
  for (const o of out) {
    const restock = bookIn.outcome === 'restock';
    const change = await move(trx, {
      location: o.location,
      offerId: o.offerId,
      orderId,
      reason: bookIn.outcome,
      quantity: o.quantity,
      stockedDelta: restock ? o.quantity : 0,
      reservedDelta: 0,
      actor,
      note: restock ? null : bookIn.reason,
      at,
    });
    byLocation.set(o.location, [...(byLocation.get(o.location) ?? []), change]);
  }
  for (const [location, changes] of byLocation) await afterChanges(trx, location, changes, at);
  return out.reduce((sum, o) => sum + o.quantity, 0);
}

/**
 * What a parcel took off a counted shelf and has not booked in yet, per product: the order's lines
 * (bundles opened) for each product counted at its warehouse now. A product counted only after the
 * parcel left is in it too: the parcel was not on the shelf that count saw, so its coming back adds to it.
 */
async function unitsOut(trx: Kysely<Database>, orderId: number) {
  const order = await trx.selectFrom('orders').select('country').where('id', '=', orderId).executeTakeFirst();
  if (!order || !isCountryCode(order.country)) return [];
  const location = stockLocationOf(order.country);
  const lines = await trx
    .selectFrom('order_lines')
    .select(['offer_id as offerId', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  const units = await productUnits(trx, lines);
  if (units.length === 0) return [];
  const counted = new Set(
    (
      await trx
        .selectFrom('stock_levels')
        .select('offer_id')
        .where('location', '=', location)
        .where(
          'offer_id',
          'in',
          units.map((u) => u.productId),
        )
        .execute()
    ).map((r) => r.offer_id),
  );
  const booked = new Map<number, number>();
  for (const r of await trx
    .selectFrom('stock_ledger')
    .select(['offer_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('location', '=', location)
    .where('reason', 'in', ['restock', 'write_off'])
    .execute())
    booked.set(r.offer_id, (booked.get(r.offer_id) ?? 0) + r.quantity);
  return units
    .filter((u) => counted.has(u.productId))
    .map((u) => ({ location, offerId: u.productId, quantity: u.quantity - (booked.get(u.productId) ?? 0) }))
    .filter((u) => u.quantity > 0);
}

/** Whether a parcel's units were booked in (restocked or written off) already. */
export async function isBookedIn(trx: Kysely<Database>, orderId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('stock_ledger')
    .select('id')
    .where('order_id', '=', orderId)
    .where('reason', 'in', ['restock', 'write_off'])
    .executeTakeFirst();
  return row !== undefined;
}

export interface StockCount {
  location: string;
  offerId: number;
  /** What is on the shelf now, reserved units included. */
  stocked: number;
  reason: 'set' | 'stocktake';
  actor: string;
  note?: string | null;
  at: string;
}

/** Orders still to ship: their units are on the shelf a count sees, and leave with the parcel. */
const NOT_YET_SHIPPED = ['received', 'confirmed'] as const;

/**
 * When a product starts being counted, the orders placed while it was not counted and not shipped yet
 * hold nothing, though their units are on the shelf just counted: each is given its reservation now,
 * so what is available leaves them out, their parcel takes its units off the shelf, and a parcel that
 * comes back books them in again. Answers the availability each reservation left.
 */
async function reserveOrdersPlacedUncounted(
  trx: Kysely<Database>,
  count: StockCount,
): Promise<(AvailabilityChange | null)[]> {
  const lines = await trx
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.order_id', 'order_lines.offer_id', 'order_lines.quantity'])
    .where('orders.status', 'in', [...NOT_YET_SHIPPED])
    .where('orders.country', 'in', countriesServedBy(count.location))
    .where((eb) =>
      eb.or([
        eb('order_lines.offer_id', '=', count.offerId),
        eb(
          'order_lines.offer_id',
          'in',
          eb.selectFrom('offer_children').select('bundle_id').where('child_id', '=', count.offerId),
        ),
      ]),
    )
    .orderBy('order_lines.order_id')
    .execute();
  const byOrder = new Map<number, { offerId: number; quantity: number }[]>();
  for (const l of lines)
    byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), { offerId: l.offer_id, quantity: l.quantity }]);
  const changes: (AvailabilityChange | null)[] = [];
  for (const [orderId, orderLines] of byOrder) {
    const units = (await productUnits(trx, orderLines)).find((u) => u.productId === count.offerId)?.quantity ?? 0;
    if (units === 0) continue;
    changes.push(
      await move(trx, {
        location: count.location,
        offerId: count.offerId,
        orderId,
        reason: 'reserve',
        quantity: units,
        stockedDelta: 0,
        reservedDelta: units,
        actor: count.actor,
        at: count.at,
      }),
    );
  }
  return changes;
}

/** A counted shelf: the product's stocked quantity becomes `stocked` (a product not counted before starts being counted). */
export async function setStockCount(
  trx: Kysely<Database>,
  count: StockCount,
): Promise<{ before: number | null; after: number }> {
  const level = await lockLevel(trx, count.location, count.offerId);
  if (!level) {
    await trx
      .insertInto('stock_levels')
      .values({ location: count.location, offer_id: count.offerId, stocked: 0, reserved: 0, updated_at: count.at })
      .execute();
  }
  const before = level ? level.stocked : 0;
  const change = await move(trx, {
    location: count.location,
    offerId: count.offerId,
    orderId: null,
    reason: count.reason,
    quantity: count.stocked,
    stockedDelta: count.stocked - before,
    reservedDelta: 0,
    actor: count.actor,
    note: count.note ?? null,
    at: count.at,
  });
  if (level) {
    await afterChanges(trx, count.location, [change], count.at);
  } else {
    const reserved = await reserveOrdersPlacedUncounted(trx, count);
    // A product counted for the first time was unlimited before: it is for sale unless nothing is left.
    const last = [change, ...reserved].at(-1);
    await afterChanges(trx, count.location, [last ? { ...last, before: 1 } : null], count.at);
  }
  return { before: level ? level.stocked : null, after: count.stocked };
}

/**
 * An order's lines changed on the call: what it holds in its country's warehouse follows them — more
 * of a product is reserved (when available), less released. Checks every product before it moves
 * any, so a shortage changes nothing; answers the lines (offer ids) that ask for more than there is.
 * `dryRun`: only the check (the agent's quote before saving).
 */
export async function rebalanceOrderStock(
  trx: Kysely<Database>,
  change: {
    orderId: number;
    location: string;
    lines: readonly { offerId: number; quantity: number }[];
    actor: string;
    at: string;
    dryRun?: boolean;
  },
): Promise<{ ok: true } | { ok: false; shortLines: number[] }> {
  const want = new Map((await productUnits(trx, change.lines)).map((u) => [u.productId, u.quantity]));
  const held = new Map(
    (await orderBalance(trx, change.orderId))
      .filter((h) => h.location === change.location)
      .map((h) => [h.offerId, h.quantity]),
  );
  const products = [...new Set([...want.keys(), ...held.keys()])].sort((a, b) => a - b);
  const plan: { productId: number; delta: number }[] = [];
  const short: number[] = [];
  for (const productId of products) {
    const delta = (want.get(productId) ?? 0) - (held.get(productId) ?? 0);
    if (delta === 0) continue;
    const level = await lockLevel(trx, change.location, productId);
    if (!level) continue;
    if (delta > 0 && availableOf(level) < delta) short.push(productId);
    plan.push({ productId, delta });
  }
  if (short.length > 0) {
    const bundles = await trx
      .selectFrom('offer_children')
      .select(['bundle_id', 'child_id'])
      .where('child_id', 'in', short)
      .execute();
    const holding = new Set([...short, ...bundles.map((b) => b.bundle_id)]);
    return { ok: false, shortLines: change.lines.filter((l) => holding.has(l.offerId)).map((l) => l.offerId) };
  }
  if (change.dryRun) return { ok: true };
  const changes: (AvailabilityChange | null)[] = [];
  for (const { productId, delta } of plan) {
    changes.push(
      await move(trx, {
        location: change.location,
        offerId: productId,
        orderId: change.orderId,
        reason: delta > 0 ? 'reserve' : 'release',
        quantity: Math.abs(delta),
        stockedDelta: 0,
        reservedDelta: delta,
        actor: change.actor,
        at: change.at,
      }),
    );
  }
  await afterChanges(trx, change.location, changes, change.at);
  return { ok: true };
}
