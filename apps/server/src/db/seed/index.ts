// The seed loader: puts the seed catalog (apps/server/src/db/seed/catalog/*, written as data) into the
// database. Idempotent and re-runnable: offers are matched by slug and updated in place (IDs never
// change, so carts in browsers stay valid), texts/prices/children are replaced, and the sample
// reviews of an offer are inserted only while it has none of its own seeded ones — and only when asked
// for (SAMPLE_REVIEWS, `seed --sample-reviews`): they are invented, demo content for development, the
// browser tests and the benchmarks, never for a shop that sells (docs/decisions/052-sample-reviews-prices-promises.md).
// Runs at app start when the catalog is empty, and on demand as `npm run shop -- seed`.
import { sql, type Kysely, type Transaction } from 'kysely';
import { COUNTRIES, COUNTRY_CODES, type TextVariant } from '@zdravo/contract';
import type { Database } from '../schema/index.ts';
import { dialectOf, isUniqueViolation, nowIso } from '../dialect.ts';
import { recordPrice } from '../../modules/catalog/price-history.ts';
import { bumpCatalogVersion } from '../../modules/catalog/version.ts';
import { invalidateCatalog } from '../../modules/catalog/cache.ts';
import { versionedImageUrl } from '../../modules/catalog/images.ts';
import { ADVANTAGES_SEPARATOR } from '../../modules/catalog/queries.ts';
import type { OfferTexts, SeedOffer } from './catalog/types.ts';
import { seedOffers } from './catalog/offers.ts';
import { croatianTexts, montenegrinTexts } from './catalog/croatian.ts';
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
export const defaultSeed = (sampleReviews = false): SeedData => ({ offers: seedOffers, reviews: sampleReviews ? seedReviews : [] });

export async function seedCatalog(db: Kysely<Database>, data: SeedData = defaultSeed()): Promise<SeedResult> {
  const warnings: string[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    for (const offer of data.offers) ids.set(offer.slog, await upsertOffer(trx, offer, warnings));
    for (const offer of data.offers) await replaceChildren(trx, ids, offer, warnings);
    if (dialectOf(trx) === 'postgres') await syncSequence(trx);
    const reviews = await insertSampleReviews(trx, ids, data.reviews);
    await bumpCatalogVersion(trx);
    return { offers: data.offers.length, reviews };
  });
  invalidateCatalog(db);
  return { ...result, warnings };
}

/** Seeds only an empty catalog; null when there was something already (or another process won the race). */
export async function seedCatalogIfEmpty(db: Kysely<Database>, options: { sampleReviews: boolean }): Promise<SeedResult | null> {
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
  const images = offer.images.map((ref) => imageUrl(ref, offer.slog, warnings));
  const row = {
    group_slug: offer.group,
    scalelead_id: String(offer.scaleleadId),
    stock_days: offer.stockDays,
    popularity: offer.popularity,
    images: JSON.stringify(images),
    ingredients_image: imageUrl(offer.ingredientsImage, offer.slog, warnings),
    updated_at: nowIso(),
  };
  const existing = await trx.selectFrom('offers').select('id').where('slog', '=', offer.slog).executeTakeFirst();
  let id: number;
  if (existing) {
    id = existing.id;
    await trx.updateTable('offers').set(row).where('id', '=', id).execute();
  } else {
    // The seed's own id when free, so a fresh database gets the same IDs as every other one.
    const taken = await trx.selectFrom('offers').select('id').where('id', '=', offer.id).executeTakeFirst();
    const values = { ...row, slog: offer.slog, created_at: nowIso(), ...(taken ? {} : { id: offer.id }) };
    const inserted = await trx.insertInto('offers').values(values).returning('id').executeTakeFirstOrThrow();
    id = inserted.id;
  }
  await trx.deleteFrom('offer_texts').where('offer_id', '=', id).execute();
  await trx
    .insertInto('offer_texts')
    .values(
      seedTextVariants(offer).map(([variant, t]) => {
        for (const a of t.advantages) {
          if (a.includes(ADVANTAGES_SEPARATOR)) warnings.push(`${offer.slog}: an advantage contains "${ADVANTAGES_SEPARATOR}"`);
        }
        return {
          offer_id: id,
          variant,
          name: t.name,
          heading: t.heading,
          sub_heading: t.subHeading,
          description: t.description,
          how_to_use: t.howToUse,
          advantages: JSON.stringify(t.advantages),
          benefits: JSON.stringify(t.benefits),
        };
      }),
    )
    .execute();
  await trx.deleteFrom('offer_prices').where('offer_id', '=', id).execute();
  await trx
    .insertInto('offer_prices')
    .values(
      COUNTRY_CODES.map((country) => {
        const p = offer.prices[country];
        if (p.new > p.old) warnings.push(`${offer.slog}: new price above old price in ${country}`);
        return { offer_id: id, country, currency: COUNTRIES[country].currency, old_minor: p.old, new_minor: p.new };
      }),
    )
    .execute();
  // The seed's start of the price history (a re-seed at the same prices adds nothing).
  const at = nowIso();
  for (const country of COUNTRY_CODES) {
    await recordPrice(trx, { offerId: id, country, newMinor: offer.prices[country].new, oldMinor: offer.prices[country].old, at, source: 'seed' });
  }
  return id;
}

async function replaceChildren(trx: Transaction<Database>, ids: Map<string, number>, offer: SeedOffer, warnings: string[]) {
  const bundleId = ids.get(offer.slog);
  if (bundleId === undefined) return;
  await trx.deleteFrom('offer_children').where('bundle_id', '=', bundleId).execute();
  const children = (offer.children ?? []).flatMap((slog, position) => {
    const childId = ids.get(slog);
    if (childId === undefined) warnings.push(`${offer.slog}: unknown child offer "${slog}"`);
    return childId === undefined ? [] : [{ bundle_id: bundleId, child_id: childId, position }];
  });
  if (children.length > 0) await trx.insertInto('offer_children').values(children).execute();
}

async function insertSampleReviews(trx: Transaction<Database>, ids: Map<string, number>, reviews: readonly SeedReview[]) {
  // Seeded reviews are the ones without an author account; an offer that has any keeps them as they are.
  const seeded = await trx.selectFrom('reviews').select('offer_id').where('user_id', 'is', null).groupBy('offer_id').execute();
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
  for (let i = 0; i < rows.length; i += 50) await trx.insertInto('reviews').values(rows.slice(i, i + 50)).execute();
  return rows.length;
}

function imageUrl(ref: string, slog: string, warnings: string[]): string {
  const url = versionedImageUrl(ref);
  if (url) return url;
  warnings.push(`${slog}: image file missing for "${ref}"`);
  return ref;
}

/** Explicit ids leave PostgreSQL's serial behind; move it past the highest id. */
async function syncSequence(trx: Transaction<Database>): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('offers', 'id'), (select coalesce(max(id), 1) from offers))`.execute(trx);
}

/** The text rows an offer is stored with: ijekavian, ekavian, and Croatian and Montenegrin when their wording differs. */
function seedTextVariants(offer: SeedOffer): [TextVariant, OfferTexts][] {
  const rows: [TextVariant, OfferTexts][] = [
    ['ije', offer.texts.ije],
    ['eke', offer.texts.eke],
  ];
  const hr = croatianTexts(offer);
  if (JSON.stringify(hr) !== JSON.stringify(offer.texts.ije)) rows.push(['hr', hr]);
  const me = montenegrinTexts(offer);
  if (JSON.stringify(me) !== JSON.stringify(offer.texts.ije)) rows.push(['me', me]);
  return rows;
}
