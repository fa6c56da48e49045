// An operator changes an offer's price in one country (the CLI's offers:price). Prices are stored in
// minor units; the change bumps the catalog version in the same transaction, and the caller
// announces it so every server process shows the new price at once. Each change is a new period of
// the offer's price history (price-history.ts), written in the same transaction.
import type { Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { bumpCatalogVersion } from '../../platform/catalog-version.ts';
import { recordPrice } from './price-history.ts';

export interface PriceChange {
  offerId: number;
  slog: string;
  before: { oldMinor: number; newMinor: number };
  after: { oldMinor: number; newMinor: number };
}

/** `ref` is an offer ID or its Slog; answers null when no such offer has a price in that country. */
export async function setOfferPrice(
  db: Kysely<Database>,
  ref: string,
  country: CountryCode,
  newMinor: number,
  oldMinor?: number,
): Promise<PriceChange | null> {
  return db.transaction().execute(async (trx) => {
    const byId = /^\d+$/.test(ref);
    const row = await trx
      .selectFrom('offers')
      .innerJoin('offer_prices', 'offer_prices.offer_id', 'offers.id')
      .select(['offers.id', 'offers.slog', 'offer_prices.old_minor', 'offer_prices.new_minor'])
      .where(byId ? 'offers.id' : 'offers.slog', '=', byId ? Number(ref) : ref.toLowerCase())
      .where('offer_prices.country', '=', country)
      .executeTakeFirst();
    if (!row) return null;
    const after = { oldMinor: oldMinor ?? row.old_minor, newMinor };
    await trx
      .updateTable('offer_prices')
      .set({ old_minor: after.oldMinor, new_minor: after.newMinor })
      .where('offer_id', '=', row.id)
      .where('country', '=', country)
      .execute();
    const at = new Date().toISOString();
    await recordPrice(trx, {
      offerId: row.id,
      country,
      newMinor: after.newMinor,
      oldMinor: after.oldMinor,
      at,
      source: 'cli',
    });
    await trx.updateTable('offers').set({ updated_at: at }).where('id', '=', row.id).execute();
    await bumpCatalogVersion(trx);
    return { offerId: row.id, slog: row.slog, before: { oldMinor: row.old_minor, newMinor: row.new_minor }, after };
  });
}
