// Scheduled prices (docs/decisions/063-scheduled-prices-at-read-time.md): a price of one offer in one
// country from a start until an end (or for good). Applied when read — the catalog, the quote and the
// order overlay the schedule in effect at their `now` on the catalog's own price — so every process
// applies it on the second, without a job, a restart or an announcement; the catalog's snapshot ends
// at the next start or end (queries.ts `until`). The price history gets each start and end as a
// period dated when it takes effect (source 'schedule'), written with the schedule and rewritten
// whenever the schedules or the catalog's own price change, so HR's 30-day rule measures what
// shoppers were really shown.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';

export interface ScheduledPrice {
  id: number;
  offerId: number;
  country: CountryCode;
  newMinor: number;
  oldMinor: number;
  startsAt: string;
  endsAt: string | null;
}

const SOURCE = 'schedule';

const toSchedule = (r: {
  id: number;
  offer_id: number;
  country: string;
  new_minor: number;
  old_minor: number;
  starts_at: string;
  ends_at: string | null;
}): ScheduledPrice => ({
  id: r.id,
  offerId: r.offer_id,
  country: r.country as CountryCode,
  newMinor: r.new_minor,
  oldMinor: r.old_minor,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
});

/** The schedules of `country` not over at `now` (in effect or to come), by start. */
export async function comingSchedules(
  db: Kysely<Database>,
  country: CountryCode,
  now: Date,
): Promise<ScheduledPrice[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('offer_price_schedules')
    .selectAll()
    .where('country', '=', country)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('starts_at')
    .execute();
  return rows.map(toSchedule);
}

/** An offer's schedules not over at `now`, every country. */
export async function schedulesOf(db: Kysely<Database>, offerId: number, now: Date): Promise<ScheduledPrice[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom('offer_price_schedules')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('country')
    .orderBy('starts_at')
    .execute();
  return rows.map(toSchedule);
}

const inEffect = (s: Pick<ScheduledPrice, 'startsAt' | 'endsAt'>, at: string): boolean =>
  s.startsAt <= at && (s.endsAt === null || s.endsAt > at);

/**
 * The schedules in effect at `now` by offer, and the next moment one starts or ends (ms, or null):
 * what the catalog's snapshot overlays and when it must be read again.
 */
export function overlayOf(
  schedules: readonly ScheduledPrice[],
  now: Date,
): { byOffer: Map<number, ScheduledPrice>; next: number | null } {
  const at = now.toISOString();
  const byOffer = new Map<number, ScheduledPrice>();
  let next: number | null = null;
  for (const s of schedules) {
    if (inEffect(s, at)) byOffer.set(s.offerId, s);
    for (const edge of [s.startsAt, s.endsAt])
      if (edge !== null && edge > at) next = Math.min(next ?? Infinity, Date.parse(edge));
  }
  return { byOffer, next };
}

/** The SQL that prices an offer in a query: the schedule in effect at `at`, else the catalog's price (pricing.ts). */
export const scheduledColumn = (column: 'new_minor' | 'old_minor', country: CountryCode, at: string) =>
  sql<number>`coalesce((select s.${sql.ref(column)} from offer_price_schedules s where s.offer_id = offers.id and s.country = ${country} and s.starts_at <= ${at} and (s.ends_at is null or s.ends_at > ${at}) order by s.starts_at desc limit 1), offer_prices.${sql.ref(column)})`;

/**
 * Rewrites the price history's periods still to come for an offer in a country from its schedules:
 * each start at the schedule's price, each end back at the catalog's own price. Call it in the
 * transaction that changed a schedule or the catalog's price.
 */
export async function syncScheduledHistory(
  trx: Transaction<Database> | Kysely<Database>,
  offerId: number,
  country: CountryCode,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .deleteFrom('offer_price_history')
    .where('offer_id', '=', offerId)
    .where('country', '=', country)
    .where('source', '=', SOURCE)
    .where('at', '>', at)
    .execute();
  const base = await trx
    .selectFrom('offer_prices')
    .select(['new_minor', 'old_minor'])
    .where('offer_id', '=', offerId)
    .where('country', '=', country)
    .executeTakeFirst();
  if (!base) return;
  const schedules = (
    await trx
      .selectFrom('offer_price_schedules')
      .selectAll()
      .where('offer_id', '=', offerId)
      .where('country', '=', country)
      .orderBy('starts_at')
      .execute()
  ).map(toSchedule);
  const rows: { at: string; new_minor: number; old_minor: number }[] = [];
  for (const s of schedules) {
    if (s.startsAt > at) rows.push({ at: s.startsAt, new_minor: s.newMinor, old_minor: s.oldMinor });
    if (s.endsAt !== null && s.endsAt > at)
      rows.push({ at: s.endsAt, new_minor: base.new_minor, old_minor: base.old_minor });
  }
  if (rows.length === 0) return;
  await trx
    .insertInto('offer_price_history')
    .values(rows.map((r) => ({ offer_id: offerId, country, ...r, source: SOURCE })))
    .execute();
}

/** Whether a schedule of the offer is in effect in the country at `at` (the catalog's own price is then not what shoppers see). */
export async function scheduleInEffect(
  trx: Transaction<Database> | Kysely<Database>,
  offerId: number,
  country: CountryCode,
  at: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('offer_price_schedules')
    .select('id')
    .where('offer_id', '=', offerId)
    .where('country', '=', country)
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .executeTakeFirst();
  return row !== undefined;
}
