// Changes made on the call (docs/desk.md): quantities, a line added (the upsell) or removed, the name or
// the phone corrected. The order is priced again by the shop's one pricing code, for the shopper it
// belongs to (a club member keeps the club price), shown to the agent before saving, and saved with its
// audit row; the shopper's account then shows the new lines and total.
import type { Kysely } from 'kysely';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import { nameKeyOf, parseCountry, variantOf, type CountryCode } from '@zdravo/contract';
import type { CallQuote, DeskErrorCode } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { FOR_SALE, priceCart, type PricedOrder } from '../../modules/orders/index.ts';
import { parsePhone } from '../../platform/phone.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { holds } from './leads.ts';
import { offerAvailability, rebalanceOrderStock, stockLocationOf } from '../../modules/stock/index.ts';

export interface CallLine {
  offerId: number;
  quantity: number;
}

interface OrderRow {
  id: number;
  user_id: number | null;
  country: string;
  status: string;
}

export async function offersOf(db: Kysely<Database>, country: CountryCode): Promise<CallQuote['Offers']> {
  const rows = await db
    .selectFrom('offers')
    .innerJoin('offer_prices', 'offer_prices.offer_id', 'offers.id')
    .innerJoin('offer_texts', (j) =>
      j.onRef('offer_texts.offer_id', '=', 'offers.id').on('offer_texts.variant', '=', variantOf(country)),
    )
    // Only what can be ordered there now: a draft or an unavailable offer is not offered on the call.
    .innerJoin('offer_listings', (j) =>
      j
        .onRef('offer_listings.offer_id', '=', 'offers.id')
        .on('offer_listings.country', '=', country)
        .on('offer_listings.status', 'in', FOR_SALE),
    )
    .select(['offers.id', 'offer_texts.name'])
    .where('offer_prices.country', '=', country)
    .orderBy('offer_texts.name')
    .execute();
  // The agent sees what the country's warehouse has before adding it (docs/desk.md, "Stock").
  const available = await offerAvailability(
    db,
    country,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ID: r.id, Name: r.name, Available: available.get(r.id) ?? null }));
}

export const quoteOf = (priced: PricedOrder, offers: CallQuote['Offers']): CallQuote => ({
  Lines: priced.lines.map((l) => ({
    OfferID: l.offerId,
    Name: l.name,
    Quantity: l.quantity,
    UnitPriceMinor: l.unitPriceMinor,
    TotalMinor: l.lineTotalMinor,
  })),
  SubtotalMinor: priced.subtotalMinor,
  ClubDiscountMinor: priced.clubDiscountMinor,
  DeliveryMinor: priced.deliveryMinor,
  TotalMinor: priced.totalMinor,
  Offers: offers,
});

/** The order's lines now, as the pricing code takes them. */
export async function currentLines(db: Kysely<Database>, orderId: number): Promise<CallLine[]> {
  const rows = await db
    .selectFrom('order_lines')
    .select(['offer_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ offerId: r.offer_id, quantity: r.quantity }));
}

/**
 * The order priced with `lines`. Its own lines keep their offer whatever its listing now; an offer added
 * on the call must be for sale in the order's country (docs/product.md §11): else OFFER_NOT_AVAILABLE,
 * or VALIDATION_ERROR for an id that is no offer at all.
 */
export async function price(
  db: Kysely<Database>,
  order: OrderRow,
  lines: CallLine[],
): Promise<PricedOrder | RpcFailure<DeskErrorCode>> {
  const own = (await db.selectFrom('order_lines').select('offer_id').where('order_id', '=', order.id).execute()).map(
    (l) => l.offer_id,
  );
  const priced = await priceCart(
    db,
    parseCountry(order.country),
    order.user_id,
    lines.map((l) => ({ ID: l.offerId, Quantity: l.quantity })),
    undefined,
    own,
  );
  if (priced.ok) return priced.order;
  const known = new Set(
    (await db.selectFrom('offers').select('id').where('id', 'in', priced.unknown).execute()).map((o) => o.id),
  );
  const refused = (offer: (id: number) => boolean, message: string) =>
    lines.flatMap((l, i) =>
      priced.unknown.includes(l.offerId) && offer(l.offerId) ? [{ path: ['lines', i, 'offerId'], message }] : [],
    );
  const missing = refused((id) => !known.has(id), 'Unknown offer');
  return missing.length > 0
    ? fail('VALIDATION_ERROR', missing)
    : fail(
        'OFFER_NOT_AVAILABLE',
        refused(() => true, 'offerNotAvailable'),
      );
}

const orderOf = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom('orders').select(['id', 'user_id', 'country', 'status']).where('id', '=', orderId).executeTakeFirst();

/** The lines the warehouse cannot serve, as the desk's OFFER_NOT_AVAILABLE answer names them. */
const notAvailable = (lines: readonly CallLine[], short: readonly number[]) =>
  fail(
    'OFFER_NOT_AVAILABLE',
    lines.flatMap((l, i) =>
      short.includes(l.offerId) ? [{ path: ['lines', i, 'offerId'], message: 'offerNotAvailable' }] : [],
    ),
  );

/**
 * Whether the order's warehouse can serve `lines` on top of what the order holds already: the units a
 * change adds must be available (decision 059). `dryRun` checks only; else the holding follows the lines.
 */
async function holdStock(db: Kysely<Database>, actor: string, order: OrderRow, lines: CallLine[], dryRun: boolean) {
  const moved = await rebalanceOrderStock(db, {
    orderId: order.id,
    location: stockLocationOf(parseCountry(order.country)),
    lines,
    actor,
    at: nowIso(),
    dryRun,
  });
  return moved.ok ? null : notAvailable(lines, moved.shortLines);
}

/** The order priced with `lines` (or as it is), without changing anything. */
export async function quoteCall(
  db: Kysely<Database>,
  orderId: number,
  lines: CallLine[] | undefined,
): Promise<CallQuote | RpcFailure<DeskErrorCode>> {
  const order = await orderOf(db, orderId);
  if (!order) return fail('NOT_FOUND');
  const priced = await price(db, order, lines ?? (await currentLines(db, orderId)));
  if (!('lines' in priced)) return priced;
  if (lines) {
    const refused = await holdStock(db, '', order, lines, true);
    if (refused) return refused;
  }
  return quoteOf(priced, await offersOf(db, parseCountry(order.country)));
}

export interface CallChange {
  lines: CallLine[];
  firstName: string;
  lastName: string;
  phone: string;
}

export interface Amendment extends CallChange {
  orderId: number;
}

/**
 * Inside the caller's transaction: prices the changed order again and writes it with its audit row
 * (the order must still wait for its call). The confirmation on the call uses it too, so the lines and
 * total on screen are the ones confirmed (docs/desk.md, "The call queue").
 */
export async function applyChange(
  trx: Kysely<Database>,
  actor: Actor,
  orderId: number,
  change: CallChange,
): Promise<PricedOrder | RpcFailure<DeskErrorCode>> {
  const before = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'country', 'status', 'first_name', 'last_name', 'phone', 'total_minor'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!before) return fail('NOT_FOUND');
  const phone = parsePhone(change.phone, parseCountry(before.country));
  if (!phone) return fail('VALIDATION_ERROR', [{ path: ['phone'], message: 'phoneFormat' }]);
  if (before.status !== 'received') return fail('ORDER_CLOSED');
  const priced = await price(trx, before, change.lines);
  if (!('lines' in priced)) return priced;
  const oldLines = await trx
    .selectFrom('order_lines')
    .select(['offer_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const same =
    before.first_name === change.firstName &&
    before.last_name === change.lastName &&
    before.phone === phone &&
    before.total_minor === priced.totalMinor &&
    oldLines.map((l) => `${l.quantity}×${l.offer_id}`).join() ===
      priced.lines.map((l) => `${l.quantity}×${l.offerId}`).join();
  if (same) return priced;
  // The order's reservation follows its new lines; what is not available refuses the change whole.
  const refused = await holdStock(trx, actor.label, before, change.lines, false);
  if (refused) return refused;
  await trx
    .updateTable('orders')
    .set({
      first_name: change.firstName,
      last_name: change.lastName,
      name_key: nameKeyOf(change.firstName, change.lastName),
      phone,
      subtotal_minor: priced.subtotalMinor,
      delivery_minor: priced.deliveryMinor,
      total_minor: priced.totalMinor,
      club_discount_minor: priced.clubDiscountMinor,
      updated_at: nowIso(),
    })
    .where('id', '=', orderId)
    .execute();
  // The numbers credit the call with what it added and what it took off, apart (docs/desk.md, "The numbers").
  const difference = priced.totalMinor - before.total_minor;
  await trx
    .updateTable('call_leads')
    .set((eb) =>
      difference >= 0
        ? { added_minor: eb('added_minor', '+', difference) }
        : { removed_minor: eb('removed_minor', '+', -difference) },
    )
    .where('order_id', '=', orderId)
    .execute();
  await trx.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  await trx
    .insertInto('order_lines')
    .values(
      priced.lines.map((l) => ({
        order_id: orderId,
        offer_id: l.offerId,
        name: l.name,
        image: l.image,
        quantity: l.quantity,
        unit_old_minor: l.unitOldMinor,
        unit_price_minor: l.unitPriceMinor,
        line_total_minor: l.lineTotalMinor,
      })),
    )
    .execute();
  await recordAudit(trx, actor, {
    action: 'call.amend',
    subject: 'order',
    subjectId: orderId,
    before: {
      firstName: before.first_name,
      lastName: before.last_name,
      phone: before.phone,
      totalMinor: before.total_minor,
      lines: oldLines.map((l) => `${l.quantity}×${l.offer_id}`),
    },
    after: {
      firstName: change.firstName,
      lastName: change.lastName,
      phone,
      totalMinor: priced.totalMinor,
      lines: priced.lines.map((l) => `${l.quantity}×${l.offerId}`),
    },
  });
  return priced;
}

/** Saves the changed order (the caller must hold its lead, and it must still wait for its call). */
export async function amendOrder(
  db: Kysely<Database>,
  actor: Actor & { staffId: number },
  change: Amendment,
): Promise<CallQuote | RpcFailure<DeskErrorCode>> {
  const order = await orderOf(db, change.orderId);
  if (!order) return fail('NOT_FOUND');
  const saved = await db.transaction().execute(async (trx) => {
    if (!(await holds(trx, order.id, actor.staffId))) return fail('LEAD_NOT_HELD');
    return applyChange(trx, actor, order.id, change);
  });
  if (!('lines' in saved)) return saved;
  return quoteOf(saved, await offersOf(db, parseCountry(order.country)));
}
