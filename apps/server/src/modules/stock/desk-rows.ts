// The desk's stock screen rows (docs/desk.md "Stock"): per counted product and country the warehouse's
// stocked, reserved and available units, the low-stock line, and days of cover — available ÷ the
// units shipped a day over the last 14 days.
import type { Kysely } from 'kysely';
import { textVariantOf, type CountryCode } from '@zdravo/contract';
import type { DeskStockRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { stockList } from './levels.ts';

const DAY_MS = 86_400_000;
const COVER_DAYS = 14;

export async function deskStockRows(db: Kysely<Database>, now: Date, country?: CountryCode): Promise<DeskStockRow[]> {
  const levels = (await stockList(db)).filter((r) => !country || r.country === country);
  if (levels.length === 0) return [];
  const since = new Date(now.getTime() - COVER_DAYS * DAY_MS).toISOString();
  const shipped = await db
    .selectFrom('stock_ledger')
    .select((eb) => ['location', 'offer_id', eb.fn.sum<number>('quantity').as('units')])
    .where('reason', '=', 'ship')
    .where('at', '>=', since)
    .groupBy(['location', 'offer_id'])
    .execute();
  const shippedOf = new Map(shipped.map((s) => [`${s.location}/${s.offer_id}`, Number(s.units)]));
  const names = await db
    .selectFrom('offer_texts')
    .select(['offer_id', 'variant', 'name'])
    .where('offer_id', 'in', [...new Set(levels.map((l) => l.offerId))])
    .execute();
  const nameOf = (offerId: number, c: CountryCode) =>
    names.find((n) => n.offer_id === offerId && n.variant === textVariantOf(c))?.name ??
    names.find((n) => n.offer_id === offerId && n.variant === 'ije')?.name ??
    '';
  return levels.map((l) => {
    const units = shippedOf.get(`${l.location}/${l.offerId}`) ?? 0;
    return {
      OfferID: l.offerId,
      Slog: l.slog,
      Name: nameOf(l.offerId, l.country),
      Country: l.country,
      Location: l.location,
      Stocked: l.stocked,
      Reserved: l.reserved,
      Available: l.available,
      LowAt: l.lowAt,
      Low: l.available <= l.lowAt,
      Shipped14: units,
      DaysOfCover: units > 0 ? Math.round((l.available / (units / COVER_DAYS)) * 10) / 10 : null,
    };
  });
}
