// What a warehouse has: per product stocked, reserved and available (stocked − reserved, never below
// 0), and what that means for an offer in a country — a bundle is available as far as each of its
// products is. A product without a stock row at the location is not counted: unlimited
// (docs/decisions/059-stock-that-orders-reserve.md).
import type { Kysely } from 'kysely';
import { COUNTRY_CODES, COUNTRY_TERMS, type CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { productUnits } from '../../db/stock-reserve.ts';

/** The warehouse a country's parcels leave from (the country table's stockLocation). */
export const stockLocationOf = (country: CountryCode): string => COUNTRY_TERMS[country].stockLocation;

/** The countries that sell from a warehouse. */
export const countriesServedBy = (location: string): CountryCode[] =>
  COUNTRY_CODES.filter((c) => stockLocationOf(c) === location);

export const availableOf = (level: { stocked: number; reserved: number }): number =>
  Math.max(0, level.stocked - level.reserved);

/** Units available per counted product at a location; a product missing from the map is not counted. */
async function availableProducts(
  db: Kysely<Database>,
  location: string,
  productIds?: readonly number[],
): Promise<Map<number, number>> {
  if (productIds && productIds.length === 0) return new Map();
  let query = db
    .selectFrom('stock_levels')
    .select(['offer_id', 'stocked', 'reserved'])
    .where('location', '=', location);
  if (productIds) query = query.where('offer_id', 'in', [...productIds]);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.offer_id, availableOf(r)]));
}

/** The offers a country cannot sell one of now: a counted product with nothing available, or a bundle with such a product inside. */
export async function soldOutOffers(db: Kysely<Database>, country: CountryCode): Promise<Set<number>> {
  // One query, whatever is sold out (the catalog loads in a fixed number of them): the empty products
  // and the bundles holding one.
  const rows = await db
    .selectFrom('stock_levels')
    .leftJoin('offer_children', 'offer_children.child_id', 'stock_levels.offer_id')
    .select(['stock_levels.offer_id', 'offer_children.bundle_id'])
    .where('stock_levels.location', '=', stockLocationOf(country))
    .where((eb) => eb('stock_levels.stocked', '<=', eb.ref('stock_levels.reserved')))
    .execute();
  return new Set(rows.flatMap((r) => (r.bundle_id === null ? [r.offer_id] : [r.offer_id, r.bundle_id])));
}

/**
 * The order's lines (offers and quantities) that the country's warehouse cannot serve now: the
 * line's offer, or a product inside it, has fewer available than the order needs of it in all.
 */
export async function linesShortOfStock(
  db: Kysely<Database>,
  country: CountryCode,
  lines: readonly { offerId: number; quantity: number }[],
): Promise<number[]> {
  const units = await productUnits(db, lines);
  const available = await availableProducts(
    db,
    stockLocationOf(country),
    units.map((u) => u.productId),
  );
  const short = new Set(
    units.filter((u) => available.has(u.productId) && available.get(u.productId)! < u.quantity).map((u) => u.productId),
  );
  if (short.size === 0) return [];
  const children = await db
    .selectFrom('offer_children')
    .select(['bundle_id', 'child_id'])
    .where('child_id', 'in', [...short])
    .execute();
  const holding = new Set([...short, ...children.map((c) => c.bundle_id)]);
  return lines.filter((l) => holding.has(l.offerId)).map((l) => l.offerId);
}

/** How many of an offer a country can sell now; null: not counted (unlimited). */
export async function offerAvailability(
  db: Kysely<Database>,
  country: CountryCode,
  offerIds: readonly number[],
): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  if (offerIds.length === 0) return out;
  const children = await db
    .selectFrom('offer_children')
    .select(['bundle_id', 'child_id'])
    .where('bundle_id', 'in', [...offerIds])
    .execute();
  const productsOf = (id: number) => {
    const inside = children.filter((c) => c.bundle_id === id).map((c) => c.child_id);
    return inside.length > 0 ? inside : [id];
  };
  const available = await availableProducts(db, stockLocationOf(country), [...new Set(offerIds.flatMap(productsOf))]);
  for (const id of offerIds) {
    const counted = productsOf(id).flatMap((p) => (available.has(p) ? [available.get(p)!] : []));
    out.set(id, counted.length === 0 ? null : Math.min(...counted));
  }
  return out;
}

export interface StockListRow {
  slog: string;
  offerId: number;
  country: CountryCode;
  location: string;
  stocked: number;
  reserved: number;
  available: number;
  lowAt: number;
}

/** Every counted product in every country that sells from its warehouse, by slog then country. */
export async function stockList(db: Kysely<Database>): Promise<StockListRow[]> {
  const rows = await db
    .selectFrom('stock_levels')
    .innerJoin('offers', 'offers.id', 'stock_levels.offer_id')
    .select([
      'offers.slog',
      'stock_levels.offer_id',
      'stock_levels.location',
      'stock_levels.stocked',
      'stock_levels.reserved',
      'stock_levels.low_at',
    ])
    .orderBy('offers.slog')
    .execute();
  return rows.flatMap((r) =>
    countriesServedBy(r.location).map((country) => ({
      slog: r.slog,
      offerId: r.offer_id,
      country,
      location: r.location,
      stocked: r.stocked,
      reserved: r.reserved,
      available: availableOf(r),
      lowAt: r.low_at,
    })),
  );
}
