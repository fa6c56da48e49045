// The price history (offer_price_history, migration 0036) and what it means for the prices shown:
// where the country keeps the 30-day rule (HR) the old price an offer, a quote and an order carry is the
// lowest price of the 30 days before the reduction, or none (the new price) when there is no reduction;
// elsewhere the catalog's own old price. One function for the catalog, the quote and the order, so
// they never disagree (docs/decisions/023-honest-price-reductions.md).
import type { Kysely } from 'kysely';
import { COUNTRIES, reductionAt, type CountryCode, type PricePeriod } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';

/** A new price period, unless the offer's last one there already has these prices (a re-seed changes nothing). */
export async function recordPrice(
  trx: Kysely<Database>,
  p: { offerId: number; country: CountryCode; newMinor: number; oldMinor: number; at: string; source: string },
): Promise<void> {
  const last = await trx
    .selectFrom('offer_price_history')
    .select(['new_minor', 'old_minor'])
    .where('offer_id', '=', p.offerId)
    .where('country', '=', p.country)
    // Periods dated later are a schedule's, still to come (schedules.ts): the price now is the last before.
    .where('at', '<=', p.at)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last && last.new_minor === p.newMinor && last.old_minor === p.oldMinor) return;
  await trx
    .insertInto('offer_price_history')
    .values({
      offer_id: p.offerId,
      country: p.country,
      new_minor: p.newMinor,
      old_minor: p.oldMinor,
      at: p.at,
      source: p.source,
    })
    .execute();
}

export interface ShownPrice {
  /** The crossed-out price to show and to measure "−X %" and savings from (equal to the new price: none). */
  oldMinor: number;
  /** HR: the 30-day low the reduction is measured from, while it counts; null otherwise. */
  priorMinor: number | null;
  /** When this answer changes by itself (a reduction's 30 days end), or null. */
  until: string | null;
}

/**
 * The old price to show for each offer (`prices`: its current catalog prices) in `country` at `now`.
 * Offers without history (none should be) keep the catalog's old price outside HR and show none in HR.
 */
export async function shownPrices(
  db: Kysely<Database>,
  country: CountryCode,
  prices: ReadonlyMap<number, { newMinor: number; oldMinor: number }>,
  now = new Date(),
): Promise<Map<number, ShownPrice>> {
  const out = new Map<number, ShownPrice>();
  if (!COUNTRIES[country].priorPriceRule) {
    for (const [id, p] of prices) out.set(id, { oldMinor: p.oldMinor, priorMinor: null, until: null });
    return out;
  }
  const ids = [...prices.keys()];
  const rows = ids.length
    ? await db
        .selectFrom('offer_price_history')
        .select(['offer_id', 'new_minor', 'old_minor', 'at'])
        .where('country', '=', country)
        .where('offer_id', 'in', ids)
        .orderBy('at')
        .orderBy('id')
        .execute()
    : [];
  const byOffer = new Map<number, PricePeriod[]>();
  for (const r of rows) {
    const list = byOffer.get(r.offer_id) ?? [];
    list.push({ at: r.at, newMinor: r.new_minor, oldMinor: r.old_minor });
    byOffer.set(r.offer_id, list);
  }
  for (const [id, p] of prices) {
    const reduction = reductionAt(byOffer.get(id) ?? [], now);
    // The history's current price is the catalog's (both written in one transaction); the catalog row decides.
    const prior = reduction?.priorMinor != null && reduction.priorMinor > p.newMinor ? reduction.priorMinor : null;
    out.set(id, { oldMinor: prior ?? p.newMinor, priorMinor: prior, until: prior === null ? null : reduction!.until });
  }
  return out;
}
