// The docs/product.md §9 base numbers per offer AND country: the per-offer numbers are configuration in the
// contract; which countries add them is the operator's setting (app_meta, so every process and the
// CLI agree), defaulting to REVIEW_BASE_COUNTRIES_DEFAULT. A country switched off shows only the
// reviews published here.
import type { Kysely } from 'kysely';
import {
  REVIEW_BASE_COUNTRIES_DEFAULT,
  REVIEW_BASE_COUNTS,
  REVIEW_BASE_RATINGS,
  REVIEW_BASE_RATING_DEFAULT,
  COUNTRY_CODES,
  type CountryCode,
} from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';

const KEY = 'review_base_countries';

export async function reviewBaseCountries(db: Kysely<Database>): Promise<CountryCode[]> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', KEY).executeTakeFirst();
  let list: unknown = REVIEW_BASE_COUNTRIES_DEFAULT;
  if (row) {
    try {
      list = JSON.parse(row.value);
    } catch {
      list = REVIEW_BASE_COUNTRIES_DEFAULT;
    }
  }
  return Array.isArray(list) ? COUNTRY_CODES.filter((c) => list.includes(c)) : [];
}

export async function setReviewBase(db: Kysely<Database>, country: CountryCode, on: boolean): Promise<CountryCode[]> {
  const current = new Set(await reviewBaseCountries(db));
  if (on) current.add(country);
  else current.delete(country);
  const value = JSON.stringify(COUNTRY_CODES.filter((c) => current.has(c)));
  await db
    .insertInto('app_meta')
    .values({ key: KEY, value, updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: nowIso() }))
    .execute();
  return COUNTRY_CODES.filter((c) => current.has(c));
}

export interface ReviewBase {
  count: number;
  rating: number;
}

/** The base of an offer (by slug) in a country: zero when that country does not add base numbers. */
export function baseOf(slog: string, countryAdds: boolean): ReviewBase {
  if (!countryAdds) return { count: 0, rating: 0 };
  return { count: REVIEW_BASE_COUNTS[slog] ?? 0, rating: REVIEW_BASE_RATINGS[slog] ?? REVIEW_BASE_RATING_DEFAULT };
}

export async function reviewBaseFor(db: Kysely<Database>, offerId: number, country: CountryCode): Promise<ReviewBase> {
  const offer = await db.selectFrom('offers').select('slog').where('id', '=', offerId).executeTakeFirst();
  if (!offer) return { count: 0, rating: 0 };
  return baseOf(offer.slog, (await reviewBaseCountries(db)).includes(country));
}
