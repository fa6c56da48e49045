// The checks an offer passes beyond its own fields (catalogOfferSchema): against the other offers of
// the same file or save and against the database — an address taken by another offer, a bundle's
// products that do not exist or are bundles themselves, an image that is not there. The import and
// the desk's editor both run them, so both refuse the same things with the same codes.
import type { Kysely } from 'kysely';
import type { CatalogOffer } from '@zdravo/contract/desk/catalog-params';
import type { Database } from '../../../db/schema/index.ts';
import { storedImageUrl } from '../photos.ts';

export interface OfferIssue {
  /** The offer's place in the file (0-based), or 0 for a single save. */
  row: number;
  /** The field, as a dotted path ('prices.HR.old', 'children'). */
  path: string;
  /** A code of CATALOG_FIELD_CODES (the desk words it per variant; the CLI in English). */
  code: string;
}

export interface PlannedOffer {
  row: number;
  offer: CatalogOffer;
  /** The existing offer this row updates, or null (a new one, taking offer.id when it has one). */
  existingId: number | null;
  images: string[];
  ingredientsImage: string;
}

/** Resolves and checks `offers` (already valid one by one) against each other and the database. */
export async function planOffers(
  db: Kysely<Database>,
  offers: readonly CatalogOffer[],
  /** The shop's data dir, where uploaded photos are kept. */
  dataDir: string,
): Promise<{ plan: PlannedOffer[]; issues: OfferIssue[] }> {
  const issues: OfferIssue[] = [];
  const existing = await db
    .selectFrom('offers')
    .leftJoin('offer_children', 'offer_children.bundle_id', 'offers.id')
    .select(['offers.id', 'offers.slog', 'offer_children.child_id'])
    .execute();
  const slogById = new Map(existing.map((o) => [o.id, o.slog]));
  const idBySlog = new Map(existing.map((o) => [o.slog, o.id]));
  const dbBundles = new Set(existing.filter((o) => o.child_id !== null).map((o) => o.id));

  const seenSlog = new Map<string, number>();
  const seenId = new Map<number, number>();
  offers.forEach((offer, row) => {
    const twin = seenSlog.get(offer.slog);
    if (twin !== undefined) issues.push({ row, path: 'slog', code: 'slogTwice' });
    else seenSlog.set(offer.slog, row);
    if (offer.id !== undefined) {
      if (seenId.has(offer.id)) issues.push({ row, path: 'id', code: 'idTwice' });
      else seenId.set(offer.id, row);
    }
  });

  // What the catalog will be once these rows are written: address → is it a bundle.
  const renamedAway = new Set(
    offers.flatMap((o) =>
      o.id !== undefined && slogById.has(o.id) && slogById.get(o.id) !== o.slog ? [slogById.get(o.id)!] : [],
    ),
  );
  const after = new Map<string, boolean>();
  for (const [id, slog] of slogById) if (!renamedAway.has(slog)) after.set(slog, dbBundles.has(id));
  for (const o of offers) after.set(o.slog, o.children !== null);

  const plan = offers.map((offer, row): PlannedOffer => {
    const existingId = offer.id !== undefined && slogById.has(offer.id) ? offer.id : null;
    const holder = idBySlog.get(offer.slog);
    // Another offer has this address, and this file does not move it elsewhere.
    if (holder !== undefined && holder !== existingId && !renamedAway.has(offer.slog))
      issues.push({ row, path: 'slog', code: 'slogTaken' });
    (offer.children ?? []).forEach((child, i) => {
      const isBundle = after.get(child);
      if (isBundle === undefined) issues.push({ row, path: `children.${i}`, code: 'bundleUnknownProduct' });
      else if (isBundle) issues.push({ row, path: `children.${i}`, code: 'bundleInBundle' });
    });
    const image = (ref: string, path: string): string => {
      const url = storedImageUrl(dataDir, ref);
      if (url === null) issues.push({ row, path, code: 'imageMissing' });
      return url ?? ref;
    };
    return {
      row,
      offer,
      existingId,
      images: offer.images.map((ref, i) => image(ref, `images.${i}`)),
      ingredientsImage: image(offer.ingredientsImage, 'ingredientsImage'),
    };
  });
  return { plan, issues };
}
