// Scheduling a price and taking a schedule back from the product editor (docs/desk.md "The catalog",
// docs/decisions/063-scheduled-prices-at-read-time.md). Each is a change of the product: saved on the
// version the editor opened (the same check as a save), in one transaction with its audit row, the
// price history's periods to come rewritten, the catalog's version bumped.
import type { Kysely, Transaction } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { CatalogLastSave } from '@zdravo/contract/desk';
import type { Database } from '../../../db/schema/index.ts';
import { recordAudit, type Actor } from '../../../platform/audit.ts';
import { bumpCatalogVersion } from '../../../platform/catalog-version.ts';
import { invalidateCatalog } from '../cache.ts';
import { recordPrice } from '../price-history.ts';
import { syncScheduledHistory } from '../schedules.ts';
import { lastSaveOf } from './save-offer.ts';

export type ScheduleOutcome =
  | { ok: true; version: number }
  | { ok: false; reason: 'invalid'; path: string; code: string }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'stale'; lastSave: CatalogLastSave | null };

export interface ScheduleInput {
  offerId: number;
  version: number;
  country: CountryCode;
  price: { new: number; old: number };
  startsAt: string;
  endsAt: string | null;
}

/** Raises the offer's version if it is still `version`; the row's lock orders concurrent changes. */
async function claimVersion(
  trx: Transaction<Database>,
  offerId: number,
  version: number,
  at: string,
): Promise<number | null> {
  const claimed = await trx
    .updateTable('offers')
    .set({ version: version + 1, updated_at: at })
    .where('id', '=', offerId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 0 ? null : version + 1;
}

async function finish(
  db: Kysely<Database>,
  offerId: number,
  outcome: ScheduleOutcome | 'stale',
): Promise<ScheduleOutcome> {
  if (outcome === 'stale') return { ok: false, reason: 'stale', lastSave: await lastSaveOf(db, offerId) };
  if (outcome.ok) invalidateCatalog(db);
  return outcome;
}

/** A start already past starts now: a schedule cannot rewrite what shoppers were shown. */
export async function schedulePrice(
  db: Kysely<Database>,
  input: ScheduleInput,
  actor: Actor,
  now = new Date(),
): Promise<ScheduleOutcome> {
  const at = now.toISOString();
  const startsAt = Date.parse(input.startsAt) <= now.getTime() ? at : new Date(input.startsAt).toISOString();
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt).toISOString();
  if (endsAt !== null && endsAt <= startsAt)
    return {
      ok: false,
      reason: 'invalid',
      path: 'endsAt',
      code: endsAt <= at ? 'scheduleOver' : 'scheduleEndsBeforeStart',
    };
  const base = await db
    .selectFrom('offer_prices')
    .select('new_minor')
    .where('offer_id', '=', input.offerId)
    .where('country', '=', input.country)
    .executeTakeFirst();
  if (!base) {
    const exists = await db.selectFrom('offers').select('id').where('id', '=', input.offerId).executeTakeFirst();
    return exists
      ? { ok: false, reason: 'invalid', path: 'country', code: 'priceRequired' }
      : { ok: false, reason: 'notFound' };
  }
  const overlapping = await db
    .selectFrom('offer_price_schedules')
    .select('id')
    .where('offer_id', '=', input.offerId)
    .where('country', '=', input.country)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', startsAt)]))
    .$if(endsAt !== null, (q) => q.where('starts_at', '<', endsAt!))
    .executeTakeFirst();
  if (overlapping) return { ok: false, reason: 'invalid', path: 'startsAt', code: 'scheduleOverlap' };

  const outcome = await db.transaction().execute(async (trx): Promise<ScheduleOutcome | 'stale'> => {
    const version = await claimVersion(trx, input.offerId, input.version, at);
    if (version === null) return 'stale';
    const row = {
      offer_id: input.offerId,
      country: input.country,
      new_minor: input.price.new,
      old_minor: input.price.old,
      starts_at: startsAt,
      ends_at: endsAt,
      created_at: at,
      created_by: actor.label.slice(0, 440),
    };
    const { id } = await trx.insertInto('offer_price_schedules').values(row).returning('id').executeTakeFirstOrThrow();
    if (startsAt === at)
      await recordPrice(trx, {
        offerId: input.offerId,
        country: input.country,
        newMinor: input.price.new,
        oldMinor: input.price.old,
        at,
        source: 'schedule',
      });
    await syncScheduledHistory(trx, input.offerId, input.country, now);
    await bumpCatalogVersion(trx);
    await recordAudit(trx, actor, {
      action: 'offer.schedulePrice',
      subject: 'offer',
      subjectId: input.offerId,
      after: {
        schedule: id,
        country: input.country,
        newMinor: input.price.new,
        oldMinor: input.price.old,
        startsAt,
        endsAt,
      },
    });
    return { ok: true, version };
  });
  return finish(db, input.offerId, outcome);
}

/** A schedule to come is removed; one in effect ends now (the catalog's own price is back at once). */
export async function unschedulePrice(
  db: Kysely<Database>,
  input: { offerId: number; version: number; scheduleId: number },
  actor: Actor,
  now = new Date(),
): Promise<ScheduleOutcome> {
  const at = now.toISOString();
  const schedule = await db
    .selectFrom('offer_price_schedules')
    .selectAll()
    .where('id', '=', input.scheduleId)
    .where('offer_id', '=', input.offerId)
    .executeTakeFirst();
  if (!schedule || (schedule.ends_at !== null && schedule.ends_at <= at)) return { ok: false, reason: 'notFound' };
  const country = schedule.country as CountryCode;
  const outcome = await db.transaction().execute(async (trx): Promise<ScheduleOutcome | 'stale'> => {
    const version = await claimVersion(trx, input.offerId, input.version, at);
    if (version === null) return 'stale';
    if (schedule.starts_at > at) {
      await trx.deleteFrom('offer_price_schedules').where('id', '=', schedule.id).execute();
    } else {
      await trx.updateTable('offer_price_schedules').set({ ends_at: at }).where('id', '=', schedule.id).execute();
      const base = await trx
        .selectFrom('offer_prices')
        .select(['new_minor', 'old_minor'])
        .where('offer_id', '=', input.offerId)
        .where('country', '=', country)
        .executeTakeFirstOrThrow();
      await recordPrice(trx, {
        offerId: input.offerId,
        country,
        newMinor: base.new_minor,
        oldMinor: base.old_minor,
        at,
        source: 'desk',
      });
    }
    await syncScheduledHistory(trx, input.offerId, country, now);
    await bumpCatalogVersion(trx);
    await recordAudit(trx, actor, {
      action: 'offer.unschedulePrice',
      subject: 'offer',
      subjectId: input.offerId,
      before: {
        schedule: schedule.id,
        country,
        newMinor: schedule.new_minor,
        oldMinor: schedule.old_minor,
        startsAt: schedule.starts_at,
        endsAt: schedule.ends_at,
      },
      after: schedule.starts_at > at ? null : { schedule: schedule.id, endsAt: at },
    });
    return { ok: true, version };
  });
  return finish(db, input.offerId, outcome);
}
