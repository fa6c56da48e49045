// An order's reservation of stock, where the dialects differ (docs/decisions/059-stock-that-orders-reserve.md).
// Both take, per product the order holds (a bundle holds each of its products), the units only while
// enough are available, and refuse the whole order when a counted product has too few; a product
// without a stock row at the location is not counted (unlimited). Every unit taken is a ledger row.
// - PostgreSQL: a statement of the order's one write set (order-write.ts): the ledger rows come from
//   migration 0052's stock_reserve function, which updates the levels and raises ZR409 on a shortage.
// - SQLite: the same steps inside the order's transaction (its writer runs alone).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import type { WriteStatement } from './write-set.ts';
import { shapedStatement } from './shaped-query.ts';

export interface UnitsToReserve {
  location: string;
  /** The order's lines (offers, bundles among them) and their quantities. */
  lines: readonly { offerId: number; quantity: number }[];
  at: string;
}

/** A counted product had fewer units available than the order needs; nothing was written. */
export class StockShortage extends Error {
  constructor(readonly productId: number | null) {
    super('not enough stock');
  }
}

/** PostgreSQL's refusal from stock_reserve, as a StockShortage; null for any other error. */
export function stockShortageOf(error: unknown): StockShortage | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== 'ZR409') return null;
  const product = Number((error as { detail?: unknown }).detail);
  return new StockShortage(Number.isInteger(product) ? product : null);
}

/**
 * PostgreSQL: the ledger insert whose rows stock_reserve answers (it takes the units as it answers them).
 * Built once (db/shaped-query.ts: it runs with every order); the lines go as two array literals
 * (`{12,34}`), one parameter each, so the statement's text is the same whatever the order holds.
 */
const reserveLedgerRows = shapedStatement(
  'stockReserve',
  () => '',
  (db, _shape, v: { location: string; orderId: number; offers: string; quantities: string; at: string }) =>
    db
      .insertInto('stock_ledger')
      .columns([
        'location',
        'offer_id',
        'order_id',
        'reason',
        'quantity',
        'stocked_delta',
        'reserved_delta',
        'actor',
        'at',
      ])
      .expression(
        db
          .selectFrom(
            sql<{
              offer_id: number;
              quantity: number;
              location: string;
            }>`stock_reserve(${v.location}::varchar, ${v.offers}::integer[], ${v.quantities}::integer[])`.as('r'),
          )
          .select([
            sql<string>`${v.location}::varchar`.as('location'),
            'r.offer_id',
            sql<number>`${v.orderId}::integer`.as('order_id'),
            sql<string>`'reserve'`.as('reason'),
            'r.quantity',
            sql<number>`0`.as('stocked_delta'),
            sql<number>`r.quantity`.as('reserved_delta'),
            sql<string>`'shop'`.as('actor'),
            sql<string>`${v.at}::varchar`.as('at'),
          ]),
      ),
);

const arrayLiteral = (values: readonly number[]): string => `{${values.join(',')}}`;

export function reserveStatement(db: Kysely<Database>, orderId: number, units: UnitsToReserve): WriteStatement {
  return reserveLedgerRows(db, undefined, {
    location: units.location,
    orderId,
    offers: arrayLiteral(units.lines.map((l) => l.offerId)),
    quantities: arrayLiteral(units.lines.map((l) => l.quantity)),
    at: units.at,
  });
}

/** The products (bundles opened into theirs) and how many of each the lines hold, in product order. */
export async function productUnits(
  db: Kysely<Database>,
  lines: UnitsToReserve['lines'],
): Promise<{ productId: number; quantity: number }[]> {
  if (lines.length === 0) return [];
  const children = await db
    .selectFrom('offer_children')
    .select(['bundle_id', 'child_id'])
    .where(
      'bundle_id',
      'in',
      lines.map((l) => l.offerId),
    )
    .execute();
  const byProduct = new Map<number, number>();
  for (const line of lines) {
    const inside = children.filter((c) => c.bundle_id === line.offerId).map((c) => c.child_id);
    for (const product of inside.length > 0 ? inside : [line.offerId])
      byProduct.set(product, (byProduct.get(product) ?? 0) + line.quantity);
  }
  return [...byProduct].sort((a, b) => a[0] - b[0]).map(([productId, quantity]) => ({ productId, quantity }));
}

/** SQLite: stock_reserve's steps inside the order's transaction; throws StockShortage (rolling it back). */
export async function reserveInTransaction(
  trx: Kysely<Database>,
  orderId: number,
  units: UnitsToReserve,
): Promise<void> {
  let emptied = false;
  for (const { productId, quantity } of await productUnits(trx, units.lines)) {
    const level = await trx
      .selectFrom('stock_levels')
      .select(['stocked', 'reserved'])
      .where('location', '=', units.location)
      .where('offer_id', '=', productId)
      .executeTakeFirst();
    if (!level) continue;
    if (level.stocked - level.reserved < quantity) throw new StockShortage(productId);
    await trx
      .updateTable('stock_levels')
      .set({ reserved: level.reserved + quantity })
      .where('location', '=', units.location)
      .where('offer_id', '=', productId)
      .execute();
    await trx
      .insertInto('stock_ledger')
      .values({
        location: units.location,
        offer_id: productId,
        order_id: orderId,
        reason: 'reserve',
        quantity,
        stocked_delta: 0,
        reserved_delta: quantity,
        actor: 'shop',
        at: units.at,
      })
      .execute();
    emptied ||= level.stocked - level.reserved - quantity <= 0;
  }
  if (emptied) await bumpCatalogVersionIn(trx, units.at);
}

/** What catalog/version.ts's bump does, for a writer in this folder (the catalog's processes drop their cache). */
export async function bumpCatalogVersionIn(trx: Kysely<Database>, at: string): Promise<void> {
  const value = Math.random().toString(16).slice(2) + Date.now().toString(16);
  await trx
    .insertInto('app_meta')
    .values({ key: 'catalog_version', value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}
