// The product editor's save (docs/desk.md "The catalog"): one offer, checked as the import checks a
// row (catalogOfferSchema at the boundary, then planOffers against the database), written by the one
// writer (write-offer.ts) in one transaction with its audit row (the fields before and after), the
// catalog's version bumped. The version check: the save names the version it was opened at; the
// transaction moves that exact version on, so of two saves on one version the second finds none and
// is refused, naming who saved first (docs/decisions/057-the-catalog-as-channel-listings.md).
import type { Kysely } from 'kysely';
import type { CatalogLastSave } from '@zdravo/contract/desk';
import type { CatalogOffer } from '@zdravo/contract/desk/catalog-params';
import type { Database } from '../../../db/schema/index.ts';
import { nowIso } from '../../../db/dialect.ts';
import { changedFields, recordAudit, type Actor } from '../../../platform/audit.ts';
import { bumpCatalogVersion } from '../../../platform/catalog-version.ts';
import { invalidateCatalog } from '../cache.ts';
import { readOffers } from '../read-offer.ts';
import { writeChildren, writeOffer } from '../write-offer.ts';
import { planOffers, type OfferIssue } from '../file/checks.ts';
import { offerFields } from '../file/import.ts';

export type SaveOutcome =
  | { ok: true; id: number; version: number; changed: boolean }
  | { ok: false; reason: 'invalid'; issues: OfferIssue[] }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'stale'; lastSave: CatalogLastSave | null };

/** Who saved the offer last and when: its own audit row, or the import that changed it after. */
export async function lastSaveOf(db: Kysely<Database>, offerId: number): Promise<CatalogLastSave | null> {
  const [own, offer] = await Promise.all([
    db
      .selectFrom('audit_log')
      .select(['actor', 'at'])
      .where('subject', '=', 'offer')
      .where('subject_id', '=', String(offerId))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('offers').select('updated_at').where('id', '=', offerId).executeTakeFirst(),
  ]);
  if (!offer) return null;
  if (own && own.at >= offer.updated_at) return { by: own.actor, at: own.at };
  const imported = await db
    .selectFrom('audit_log')
    .select(['actor', 'at'])
    .where('action', '=', 'catalog.import')
    .where('at', '>=', offer.updated_at)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  const row = imported ?? own;
  return row ? { by: row.actor, at: row.at } : null;
}

/**
 * Saves `offer` (a new one when it has no id) opened at `version` (null for a new one). Nothing is
 * written when it is invalid, stale, or equal to what is stored (then its version stays).
 */
export async function saveOffer(
  db: Kysely<Database>,
  offer: CatalogOffer,
  version: number | null,
  actor: Actor,
  /** The shop's data dir, where uploaded photos are kept. */
  dataDir: string,
): Promise<SaveOutcome> {
  const existingId = offer.id ?? null;
  if (existingId === null && version !== null)
    return { ok: false, reason: 'invalid', issues: [{ row: 0, path: 'version', code: 'versionWithoutOffer' }] };
  const [stored] = existingId === null ? [] : await readOffers(db, [existingId]);
  if (existingId !== null && !stored) return { ok: false, reason: 'notFound' };
  if (stored && version === null)
    return { ok: false, reason: 'invalid', issues: [{ row: 0, path: 'version', code: 'required' }] };

  const { plan, issues } = await planOffers(db, [offer], dataDir);
  if (issues.length > 0) return { ok: false, reason: 'invalid', issues };
  const [p] = plan;
  if (!p) throw new Error('planOffers answers one row per offer');

  const outcome = await db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const at = nowIso();
    if (stored) {
      // Moves the opened version on only if it is still the stored one: the row's lock makes a
      // concurrent save wait for this one and then find its version gone.
      const claimed = await trx
        .updateTable('offers')
        .set({ updated_at: at })
        .where('id', '=', stored.id)
        .where('version', '=', version!)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return { ok: false, reason: 'stale', lastSave: null };
    }
    const diff = stored ? changedFields(offerFields(stored), offerFields(offer)) : null;
    if (stored && diff && Object.keys(diff.after).length === 0) {
      await trx.updateTable('offers').set({ updated_at: stored.updatedAt }).where('id', '=', stored.id).execute();
      return { ok: true, id: stored.id, version: stored.version, changed: false };
    }
    const id = await writeOffer(trx, {
      offer,
      id: existingId,
      images: p.images,
      ingredientsImage: p.ingredientsImage,
      source: 'desk',
      at,
    });
    if (offer.children) {
      const kids = await trx.selectFrom('offers').select(['id', 'slog']).where('slog', 'in', offer.children).execute();
      const idOf = new Map(kids.map((k) => [k.slog, k.id]));
      await writeChildren(
        trx,
        id,
        offer.children.map((slog) => idOf.get(slog)!),
      );
    } else {
      await writeChildren(trx, id, []);
    }
    await bumpCatalogVersion(trx);
    await recordAudit(trx, actor, {
      action: stored ? 'offer.save' : 'offer.create',
      subject: 'offer',
      subjectId: id,
      before: diff ? diff.before : null,
      after: diff ? diff.after : offerFields(offer),
    });
    const row = await trx.selectFrom('offers').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    return { ok: true, id, version: row.version, changed: true };
  });
  if (outcome.ok === false && outcome.reason === 'stale')
    return { ...outcome, lastSave: await lastSaveOf(db, existingId!) };
  if (outcome.ok && outcome.changed) invalidateCatalog(db);
  return outcome;
}
