// Loads the whole catalog for one country in a fixed number of queries (whatever the number of offers):
// offers, texts, prices, listings, bundle children, review aggregates (and the review-base setting) —
// and in HR the price history (the 30-day rule, price-history.ts). Joined in memory.
import type { Kysely } from 'kysely';
import {
  COUNTRIES,
  fromMinor,
  isListingStatus,
  isShopGroup,
  listingIsForSale,
  listingIsListed,
  textVariantOf,
  type OfferIngredients,
  type CountryCode,
  type CurrencyCode,
  type TextVariant,
} from '@zdravo/contract';
import type { Offer } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import type { OfferTextsTable } from '../../db/schema/catalog.ts';
import { toNumber } from '../../db/dialect.ts';
import { baseOf, reviewBaseCountries } from '../reviews/index.ts';
import { shownPrices } from './price-history.ts';
import { comingSchedules, overlayOf } from './schedules.ts';
import { altsIn } from './image-alts.ts';
import { soldOutOffers } from '../stock/index.ts';

/** The wire joins advantages with this (docs/product.md §3). */
const ADVANTAGES_SEPARATOR = '&&';

interface ReviewTotals {
  count: number;
  sum: number;
}

/**
 * The configured base of an offer (see REVIEW_BASE_RATINGS), when its country adds base numbers, plus
 * its live approved reviews.
 */
function reviewTotals(slog: string, live: ReviewTotals | undefined, countryAdds = true): ReviewTotals {
  const base = baseOf(slog, countryAdds);
  return { count: base.count + (live?.count ?? 0), sum: base.rating * base.count + (live?.sum ?? 0) };
}

/** Rating (average, 2 decimals; 0 when nothing is rated) and RatingCount from totals. */
function ratingOf(totals: ReviewTotals): { Rating: number; RatingCount: number } {
  if (totals.count === 0) return { Rating: 0, RatingCount: 0 };
  return { Rating: Math.round((totals.sum / totals.count) * 100) / 100, RatingCount: totals.count };
}

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** `ImageAlts` when the offer has any alt text (the field is absent otherwise). */
function imageAltsOf(json: string | null, images: string[], variant: TextVariant): { ImageAlts?: (string | null)[] } {
  const alts = altsIn(json, images, variant);
  return alts ? { ImageAlts: alts } : {};
}

/** The ingredients as a variant reads them: each row's own wording there (HR "krom", BA "hrom"), without the others'. */
export function ingredientsIn(ingredients: OfferIngredients, variant: TextVariant): OfferIngredients {
  return {
    ...ingredients,
    rows: ingredients.rows.map(({ local, ...row }) => {
      const own = variant === 'ije' ? undefined : local?.[variant];
      return { ...row, ...(own?.name ? { name: own.name } : {}), ...(own?.detail ? { detail: own.detail } : {}) };
    }),
  };
}

/** Every offer listed in `country` (published, or shown but not for sale), most popular first. */
export async function loadCatalog(db: Kysely<Database>, country: CountryCode, now = new Date()): Promise<Offer[]> {
  return (await loadCatalogUntil(db, country, now)).offers;
}

export interface LoadedCatalog {
  /** The offers listed in the country (docs/product.md §11): published, and shown but not for sale. */
  offers: Offer[];
  /** The hidden ones: open by their address only. */
  hidden: Offer[];
  /** When the answer changes by itself (ms since the epoch, or null). */
  until: number | null;
}

/**
 * The catalog, and when it changes by itself (ms since the epoch, or null): in HR a reduction stops
 * being one 30 days after it began, with no write to announce it (price-history.ts). An offer is in it
 * only where it has a price and a listing other than draft.
 */
export async function loadCatalogUntil(
  db: Kysely<Database>,
  country: CountryCode,
  now = new Date(),
): Promise<LoadedCatalog> {
  const variant = textVariantOf(country);
  const [offers, texts, catalogPrices, children, reviews, baseCountries, listings, schedules, soldOut] =
    await Promise.all([
      db.selectFrom('offers').selectAll().orderBy('popularity', 'desc').orderBy('id', 'asc').execute(),
      // The ijekavian texts are the fallback when an offer has no text in the country's own variant.
      db.selectFrom('offer_texts').selectAll().where('variant', 'in', [variant, 'ije']).execute(),
      db.selectFrom('offer_prices').selectAll().where('country', '=', country).execute(),
      db.selectFrom('offer_children').selectAll().orderBy('bundle_id').orderBy('position').execute(),
      db
        .selectFrom('reviews')
        .select((eb) => ['offer_id', eb.fn.countAll().as('n'), eb.fn.sum<number>('rating').as('total')])
        .where('is_approved', '=', 1)
        .groupBy('offer_id')
        .execute(),
      reviewBaseCountries(db),
      db.selectFrom('offer_listings').select(['offer_id', 'status']).where('country', '=', country).execute(),
      comingSchedules(db, country, now),
      // Sold out in the country's warehouse: shown, not for sale (docs/decisions/059).
      soldOutOffers(db, country),
    ]);
  // A scheduled price in effect now is the price; the snapshot ends when the next one starts or ends.
  const overlay = overlayOf(schedules, now);
  const prices = catalogPrices.map((p) => {
    const s = overlay.byOffer.get(p.offer_id);
    return s ? { ...p, new_minor: s.newMinor, old_minor: s.oldMinor } : p;
  });
  const statusOf = new Map(
    listings.flatMap((l) => (isListingStatus(l.status) ? [[l.offer_id, l.status] as const] : [])),
  );

  const textByOffer = new Map<number, OfferTextsTable>();
  for (const t of texts) if (t.variant === variant || !textByOffer.has(t.offer_id)) textByOffer.set(t.offer_id, t);
  const priceByOffer = new Map(prices.map((p) => [p.offer_id, p]));
  const shown = await shownPrices(
    db,
    country,
    new Map(prices.map((p) => [p.offer_id, { newMinor: p.new_minor, oldMinor: p.old_minor }])),
    now,
  );
  let until: number | null = overlay.next;
  for (const s of shown.values()) if (s.until) until = Math.min(until ?? Infinity, Date.parse(s.until));
  const childrenByBundle = new Map<number, number[]>();
  for (const c of children) {
    const list = childrenByBundle.get(c.bundle_id) ?? [];
    list.push(c.child_id);
    childrenByBundle.set(c.bundle_id, list);
  }
  const live = new Map(reviews.map((r) => [r.offer_id, { count: toNumber(r.n), sum: toNumber(r.total) }]));
  const countryAdds = baseCountries.includes(country);
  const totals = new Map(offers.map((o) => [o.id, reviewTotals(o.slog, live.get(o.id), countryAdds)]));
  // A bundle is rated by what is in it: its own reviews plus its children's totals.
  const bundleTotals = (id: number): ReviewTotals => {
    const own = totals.get(id) ?? { count: 0, sum: 0 };
    return (childrenByBundle.get(id) ?? []).reduce(
      (acc, child) => ({
        count: acc.count + (totals.get(child)?.count ?? 0),
        sum: acc.sum + (totals.get(child)?.sum ?? 0),
      }),
      own,
    );
  };

  const out: Offer[] = [];
  const hidden: Offer[] = [];
  for (const o of offers) {
    const text = textByOffer.get(o.id);
    const price = priceByOffer.get(o.id);
    const status = statusOf.get(o.id) ?? 'draft';
    if (!text || !price || !isShopGroup(o.group_slug) || status === 'draft') continue;
    (listingIsListed(status) ? out : hidden).push({
      ID: o.id,
      Slog: o.slog,
      Name: text.name,
      Heading: text.heading,
      SubHeading: text.sub_heading,
      Group: o.group_slug,
      Description: text.description,
      HowToUse: text.how_to_use,
      Adventages: parseList(text.advantages).join(ADVANTAGES_SEPARATOR),
      Benefits: parseList(text.benefits),
      Images: parseList(o.images),
      ...imageAltsOf(o.image_alts, parseList(o.images), variant),
      IngredientsImage: o.ingredients_image,
      OldPrice: fromMinor(shown.get(o.id)!.oldMinor),
      NewPrice: fromMinor(price.new_minor),
      PriorPrice: shown.get(o.id)!.priorMinor === null ? null : fromMinor(shown.get(o.id)!.priorMinor!),
      Currency: (price.currency || COUNTRIES[country].currency) as CurrencyCode,
      Stock: o.stock_days,
      ChildOffers: childrenByBundle.get(o.id) ?? null,
      ScaleleadID: o.scalelead_id,
      ...(listingIsForSale(status) ? {} : { Unavailable: true as const }),
      ...(o.ingredients ? { Ingredients: ingredientsIn(JSON.parse(o.ingredients) as OfferIngredients, variant) } : {}),
      ...(listingIsForSale(status) && !soldOut.has(o.id) ? {} : { Unavailable: true as const }),
      ...(listingIsForSale(status) && soldOut.has(o.id) ? { SoldOut: true as const } : {}),
      ...ratingOf(bundleTotals(o.id)),
    });
  }
  return { offers: out, hidden, until };
}
