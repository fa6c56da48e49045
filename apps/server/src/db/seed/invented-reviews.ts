// The invented sample reviews in a database (docs/decisions/052-sample-reviews-prices-promises.md):
// a shop that sells must show no review that no shopper wrote. They are recognised by what the seed
// wrote — no author account, and the seed's offer, author name and text — so a database seeded by an
// older version (which put them in every new database) can be cleaned, and a real review is never taken.
import type { Kysely } from 'kysely';
import type { Database } from '../schema/index.ts';
import { bumpCatalogVersion } from '../../platform/catalog-version.ts';
import { invalidateCatalog } from '../../modules/catalog/index.ts';
import { CLI_ACTOR, recordAudit } from '../../platform/audit.ts';
import { seedReviews } from './catalog/seed-reviews.ts';

export interface InventedReview {
  id: number;
  slog: string;
  author: string;
  rating: number;
  createdAt: string;
}

const key = (slog: string, firstName: string, review: string): string => `${slog}\n${firstName}\n${review}`;
const SEEDED = new Set(seedReviews.map((r) => key(r.OfferSlog, r.FirstName, r.Review)));

/** Every invented sample review in the database, oldest first. */
export async function findInventedReviews(db: Kysely<Database>): Promise<InventedReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('offers', 'offers.id', 'reviews.offer_id')
    .select([
      'reviews.id',
      'offers.slog',
      'reviews.author_first_name',
      'reviews.author_last_name',
      'reviews.review',
      'reviews.rating',
      'reviews.created_at',
    ])
    .where('reviews.user_id', 'is', null)
    .orderBy('reviews.created_at')
    .orderBy('reviews.id')
    .execute();
  return rows
    .filter((r) => SEEDED.has(key(r.slog, r.author_first_name, r.review)))
    .map((r) => ({
      id: r.id,
      slog: r.slog,
      author: `${r.author_first_name} ${r.author_last_name}`.trim(),
      rating: r.rating,
      createdAt: r.created_at,
    }));
}

/**
 * Removes them, with one audit row, in one transaction; the offers' ratings follow at once (the
 * catalog version is bumped). Answers how many were removed.
 */
export async function removeInventedReviews(db: Kysely<Database>): Promise<number> {
  const ids = (await findInventedReviews(db)).map((r) => r.id);
  if (ids.length === 0) return 0;
  const removed = await db.transaction().execute(async (trx) => {
    let n = 0;
    // Chunks keep one statement under SQLite's bound-parameter limit.
    for (let i = 0; i < ids.length; i += 200) {
      const result = await trx
        .deleteFrom('reviews')
        .where('id', 'in', ids.slice(i, i + 200))
        .where('user_id', 'is', null)
        .executeTakeFirst();
      n += Number(result.numDeletedRows);
    }
    await recordAudit(trx, CLI_ACTOR, {
      action: 'review.remove-invented',
      subject: 'review',
      subjectId: null,
      before: { inventedReviews: n },
      after: { inventedReviews: 0 },
    });
    await bumpCatalogVersion(trx);
    return n;
  });
  invalidateCatalog(db);
  return removed;
}
