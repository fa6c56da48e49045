// What the desk's catalog shows of stock (docs/desk.md "The catalog"): per offer and country the units
// its warehouse can sell now and whether that is at or under the low-stock line. A bundle is
// available as far as each of its counted products is (as offerAvailability says) and is low when one
// of them is; an offer with no counted product in the country's warehouse is not counted (unlimited,
// docs/decisions/059-stock-that-orders-reserve.md).
import { sql, type Kysely } from 'kysely';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { DeskCatalogStock } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { availableOf, stockLocationOf } from './levels.ts';

/** Per offer, per country: its stock, or null (not counted). An offer without any counted product is absent. */
export type CatalogStock = Map<number, Record<CountryCode, DeskCatalogStock | null>>;

/** Every offer's stock in every country, in one query whatever the number of offers. */
export async function catalogStock(db: Kysely<Database>): Promise<CatalogStock> {
  // Each offer with the stock rows of the products it sells: itself, or a bundle's children.
  const rows = await db
    .selectFrom('offers as o')
    .leftJoin('offer_children as c', 'c.bundle_id', 'o.id')
    .innerJoin('stock_levels as s', (join) => join.on(sql<boolean>`s.offer_id = coalesce(c.child_id, o.id)`))
    .select(['o.id as offer_id', 's.location', 's.stocked', 's.reserved', 's.low_at'])
    .execute();
  const out: CatalogStock = new Map();
  for (const row of rows) {
    const available = availableOf(row);
    const low = available <= row.low_at;
    let cells = out.get(row.offer_id);
    if (!cells) {
      cells = Object.fromEntries(COUNTRY_CODES.map((c) => [c, null])) as Record<CountryCode, DeskCatalogStock | null>;
      out.set(row.offer_id, cells);
    }
    for (const country of COUNTRY_CODES) {
      if (stockLocationOf(country) !== row.location) continue;
      const cell = cells[country];
      cells[country] = cell
        ? { available: Math.min(cell.available, available), low: cell.low || low }
        : { available, low };
    }
  }
  return out;
}
