// `catalog:import`: applies a catalog file all or nothing (docs/desk.md "The catalog as a file").
// Every row is checked first — its own fields, then against the other rows and the database — and one
// bad row writes nothing and is named in the report. A row with an id updates that offer (or creates
// it with that id in a fresh shop); a row without one is a new offer. Offers the file leaves out stay
// as they are. Rows equal to what is stored are not written (their version stays). One transaction
// with its audit row (what changed, offer by offer) and the catalog's new version.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuditFields } from '@zdravo/contract/desk';
import { catalogOfferSchema, type CatalogOffer } from '@zdravo/contract/desk/catalog-params';
import type { Database } from '../../../db/schema/index.ts';
import { nowIso } from '../../../db/dialect.ts';
import { changedFields, recordAudit, type Actor } from '../../../platform/audit.ts';
import { bumpCatalogVersion } from '../../../platform/catalog-version.ts';
import { invalidateCatalog } from '../cache.ts';
import { croatianOverrides, readOffers, type StoredOffer } from '../read-offer.ts';
import { imagePath } from '../images.ts';
import { imageAltsJson, parseImageAlts } from '../image-alts.ts';
import { syncOfferIds, writeChildren, writeOffer } from '../write-offer.ts';
import { planOffers, type OfferIssue } from './checks.ts';

export interface ImportRowError extends OfferIssue {
  /** The row's address as the file gives it, when it gives one. */
  slog: string | null;
}

export type ImportReport =
  { ok: true; created: string[]; updated: string[]; unchanged: number } | { ok: false; errors: ImportRowError[] };

const fileShape = z.strictObject({ offers: z.array(z.unknown()).max(5000) });

/** The fields an offer is compared and audited by, in one order (hr as its overrides, images as paths). */
export function offerFields(o: CatalogOffer): AuditFields {
  return {
    slog: o.slog,
    status: o.status,
    group: o.group,
    scaleleadId: o.scaleleadId,
    stockDays: o.stockDays,
    popularity: o.popularity,
    prices: o.prices,
    textsIje: o.texts.ije,
    textsEke: o.texts.eke,
    textsHr: croatianOverrides(o.texts.ije, { ...o.texts.ije, ...o.texts.hr }) ?? null,
    textsMe: croatianOverrides(o.texts.ije, { ...o.texts.ije, ...o.texts.me }) ?? null,
    ingredients: o.ingredients,
    images: o.images.map(imagePath),
    ingredientsImage: imagePath(o.ingredientsImage),
    imageAlts: parseImageAlts(imageAltsJson(o.imageAlts)),
    children: o.children,
  };
}

/** `dataDir`: the shop's data dir, where the photos the file names must be (photos.ts). */
export async function importCatalog(
  db: Kysely<Database>,
  input: unknown,
  actor: Actor,
  dataDir: string,
): Promise<ImportReport> {
  const shape = fileShape.safeParse(input);
  if (!shape.success) return { ok: false, errors: [{ row: -1, slog: null, path: 'offers', code: 'fileShape' }] };

  const errors: ImportRowError[] = [];
  const offers: CatalogOffer[] = [];
  const slogOf = (raw: unknown): string | null =>
    raw && typeof raw === 'object' && typeof (raw as { slog?: unknown }).slog === 'string'
      ? (raw as { slog: string }).slog.slice(0, 120)
      : null;
  shape.data.offers.forEach((raw, row) => {
    const parsed = catalogOfferSchema.safeParse(raw);
    if (parsed.success) offers.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        errors.push({ row, slog: slogOf(raw), path: issue.path.join('.'), code: issue.message });
  });
  if (errors.length > 0) return { ok: false, errors };

  const { plan, issues } = await planOffers(db, offers, dataDir);
  if (issues.length > 0) return { ok: false, errors: issues.map((i) => ({ ...i, slog: offers[i.row]?.slog ?? null })) };

  const stored = new Map<number, StoredOffer>((await readOffers(db)).map((o) => [o.id, o]));
  const report = await db.transaction().execute(async (trx) => {
    const at = nowIso();
    const created: string[] = [];
    const updated: string[] = [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const ids = new Map<string, number>();
    for (const o of await trx.selectFrom('offers').select(['id', 'slog']).execute()) ids.set(o.slog, o.id);
    const written: { id: number; offer: CatalogOffer }[] = [];
    for (const p of plan) {
      const old = p.existingId === null ? undefined : stored.get(p.existingId);
      const diff = old ? changedFields(offerFields(old), offerFields(p.offer)) : null;
      if (diff && Object.keys(diff.after).length === 0) continue;
      const id = await writeOffer(trx, {
        offer: p.offer,
        id: p.existingId ?? p.offer.id ?? null,
        images: p.images,
        ingredientsImage: p.ingredientsImage,
        source: 'import',
        at,
      });
      if (old) ids.delete(old.slog);
      ids.set(p.offer.slog, id);
      written.push({ id, offer: p.offer });
      if (diff) {
        updated.push(p.offer.slog);
        before[p.offer.slog] = diff.before;
        after[p.offer.slog] = diff.after;
      } else {
        created.push(p.offer.slog);
        after[p.offer.slog] = offerFields(p.offer);
      }
    }
    for (const { id, offer } of written)
      await writeChildren(
        trx,
        id,
        (offer.children ?? []).map((slog) => ids.get(slog)!),
      );
    await syncOfferIds(trx);
    if (written.length > 0) await bumpCatalogVersion(trx);
    await recordAudit(trx, actor, {
      action: 'catalog.import',
      subject: 'catalog',
      subjectId: null,
      before,
      after: { ...after, rows: plan.length, created: created.length, updated: updated.length },
    });
    return { ok: true as const, created, updated, unchanged: plan.length - written.length };
  });
  invalidateCatalog(db);
  return report;
}
