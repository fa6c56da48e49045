// The seed loader: puts the seed catalog (apps/server/src/db/seed/catalog/offers.json, a catalog file)
// into the database through the import's own writer (modules/catalog/write-offer.ts). Idempotent and
// re-runnable: offers are matched by slug and updated in place (IDs never change, so carts in browsers
// stay valid), texts/prices/statuses/children are replaced, and the sample reviews of an offer are
// inserted only while it has none of its own seeded ones — and only when asked for (SAMPLE_REVIEWS,
// `seed --sample-reviews`): they are invented, demo content for development, the browser tests and the
// benchmarks, never for a shop that sells (docs/decisions/052-sample-reviews-prices-promises.md).
// Runs at app start when the catalog is empty, and on demand as `npm run shop -- seed`.
import type { Kysely, Transaction } from 'kysely';
import { COUNTRY_CODES } from '@zdravo/contract';
import type { Database } from '../schema/index.ts';
import { isUniqueViolation, nowIso } from '../dialect.ts';
import { bumpCatalogVersion } from '../../platform/catalog-version.ts';
import { invalidateCatalog } from '../../modules/catalog/index.ts';
import { versionedImageUrl } from '../../modules/catalog/index.ts';
import { syncOfferIds, writeChildren, writeOffer } from '../../modules/catalog/index.ts';
import type { SeedOffer } from './catalog/types.ts';
import { SEED_OFFERS } from './catalog/offers.ts';
import { seedReviews, type SeedReview } from './catalog/seed-reviews.ts';

export interface SeedData {
  offers: readonly SeedOffer[];
  reviews: readonly SeedReview[];
}

export interface SeedResult {
  offers: number;
  reviews: number;
  /** Data problems that did not stop the seed (a missing image file…); the CLI prints them. */
  warnings: string[];
}

/** The seed catalog; the invented sample reviews only with `sampleReviews`. */
export const defaultSeed = (sampleReviews = false): SeedData => ({
  offers: SEED_OFFERS,
  reviews: sampleReviews ? seedReviews : [],
});

export async function seedCatalog(db: Kysely<Database>, data: SeedData = defaultSeed()): Promise<SeedResult> {
  const warnings: string[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    for (const offer of data.offers) ids.set(offer.slog, await upsertOffer(trx, offer, warnings));
    for (const offer of data.offers) await replaceChildren(trx, ids, offer, warnings);
    await syncOfferIds(trx);
    const reviews = await insertSampleReviews(trx, ids, data.reviews);
    await bumpCatalogVersion(trx);
    return { offers: data.offers.length, reviews };
  });
  invalidateCatalog(db);
  return { ...result, warnings };
}

/** Seeds only an empty catalog; null when there was something already (or another process won the race). */
export async function seedCatalogIfEmpty(
  db: Kysely<Database>,
  options: { sampleReviews: boolean },
): Promise<SeedResult | null> {
  const row = await db.selectFrom('offers').select('id').limit(1).executeTakeFirst();
  if (row) return null;
  try {
    return await seedCatalog(db, defaultSeed(options.sampleReviews));
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

async function upsertOffer(trx: Transaction<Database>, offer: SeedOffer, warnings: string[]): Promise<number> {
  const existing = await trx.selectFrom('offers').select('id').where('slog', '=', offer.slog).executeTakeFirst();
  // The seed's own id when free, so a fresh database gets the same IDs as every other one.
  const taken = existing
    ? undefined
    : await trx.selectFrom('offers').select('id').where('id', '=', offer.id).executeTakeFirst();
  for (const country of COUNTRY_CODES) {
    const p = offer.prices[country];
    if (p && p.new > p.old) warnings.push(`${offer.slog}: new price above old price in ${country}`);
  }
  return writeOffer(trx, {
    offer,
    id: existing?.id ?? (taken ? null : offer.id),
    images: offer.images.map((ref) => imageUrl(ref, offer.slog, warnings)),
    ingredientsImage: imageUrl(offer.ingredientsImage, offer.slog, warnings),
    source: 'seed',
    at: nowIso(),
  });
}

async function replaceChildren(
  trx: Transaction<Database>,
  ids: Map<string, number>,
  offer: SeedOffer,
  warnings: string[],
) {
  const bundleId = ids.get(offer.slog);
  if (bundleId === undefined) return;
  const children = (offer.children ?? []).flatMap((slog) => {
    const childId = ids.get(slog);
    if (childId === undefined) warnings.push(`${offer.slog}: unknown child offer "${slog}"`);
    return childId === undefined ? [] : [childId];
  });
  await writeChildren(trx, bundleId, children);
}

async function insertSampleReviews(
  trx: Transaction<Database>,
  ids: Map<string, number>,
  reviews: readonly SeedReview[],
) {
  // Seeded reviews are the ones without an author account; an offer that has any keeps them as they are.
  const seeded = await trx
    .selectFrom('reviews')
    .select('offer_id')
    .where('user_id', 'is', null)
    .groupBy('offer_id')
    .execute();
  const done = new Set(seeded.map((r) => r.offer_id));
  const now = Date.now();
  const rows = reviews.flatMap((r) => {
    const offerId = ids.get(r.OfferSlog);
    if (offerId === undefined || done.has(offerId)) return [];
    return [
      {
        offer_id: offerId,
        user_id: null,
        author_first_name: r.FirstName,
        author_last_name: r.LastName,
        rating: r.Rating,
        review: r.Review,
        review_head: r.ReviewHead,
        is_approved: r.IsApproved ? 1 : 0,
        attachments: '[]',
        created_at: new Date(now - r.daysAgo * 86_400_000).toISOString(),
      },
    ];
  });
  // Chunks keep one statement under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 50)
    await trx
      .insertInto('reviews')
      .values(rows.slice(i, i + 50))
      .execute();
  return rows.length;
}

function imageUrl(ref: string, slog: string, warnings: string[]): string {
  const url = versionedImageUrl(ref);
  if (url) return url;
  warnings.push(`${slog}: image file missing for "${ref}"`);
  return ref;
}
