// Reads offers back in the shape they are written in (catalogOfferSchema's output): what the catalog
// file exports and the desk's editor opens. Five queries for any number of offers.
import type { Kysely } from 'kysely';
import {
  COUNTRY_CODES,
  isListingStatus,
  type CountryCode,
  type ListingStatus,
  type OfferIngredients,
} from '@zdravo/contract';
import type { CatalogOffer, CountryPrice, OfferTexts } from '@zdravo/contract/desk/catalog-params';
import type { Database } from '../../db/schema/index.ts';
import type { OfferTextsTable } from '../../db/schema/catalog.ts';
import { imagePath } from './images.ts';
import { parseImageAlts } from './image-alts.ts';

export type StoredOffer = CatalogOffer & { id: number; version: number; updatedAt: string };

const parseList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

const textsOf = (t: OfferTextsTable): OfferTexts => ({
  name: t.name,
  heading: t.heading,
  subHeading: t.sub_heading,
  description: t.description,
  howToUse: t.how_to_use,
  advantages: parseList(t.advantages),
  benefits: parseList(t.benefits),
});

/** Only the fields of a variant that differ from the ijekavian text (the file's `hr` or `me`), or undefined. */
export function croatianOverrides(ije: OfferTexts, hr: OfferTexts | undefined): Partial<OfferTexts> | undefined {
  if (!hr) return undefined;
  const out: Partial<OfferTexts> = {};
  for (const key of Object.keys(ije) as (keyof OfferTexts)[]) {
    if (JSON.stringify(ije[key]) !== JSON.stringify(hr[key])) Object.assign(out, { [key]: hr[key] });
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Every offer (or those of `ids`), by id. Image references without their content version. */
export async function readOffers(
  db: Kysely<Database>,
  ids?: readonly number[],
  now = new Date(),
): Promise<StoredOffer[]> {
  if (ids && ids.length === 0) return [];
  const at = now.toISOString();
  const [offers, texts, prices, listings, children, forGood] = await Promise.all([
    (ids
      ? db
          .selectFrom('offers')
          .selectAll()
          .where('id', 'in', [...ids])
      : db.selectFrom('offers').selectAll()
    )
      .orderBy('id')
      .execute(),
    (ids
      ? db
          .selectFrom('offer_texts')
          .selectAll()
          .where('offer_id', 'in', [...ids])
      : db.selectFrom('offer_texts').selectAll()
    ).execute(),
    (ids
      ? db
          .selectFrom('offer_prices')
          .selectAll()
          .where('offer_id', 'in', [...ids])
      : db.selectFrom('offer_prices').selectAll()
    ).execute(),
    (ids
      ? db
          .selectFrom('offer_listings')
          .selectAll()
          .where('offer_id', 'in', [...ids])
      : db.selectFrom('offer_listings').selectAll()
    ).execute(),
    db
      .selectFrom('offer_children')
      .innerJoin('offers', 'offers.id', 'offer_children.child_id')
      .select(['offer_children.bundle_id', 'offers.slog'])
      .orderBy('offer_children.bundle_id')
      .orderBy('offer_children.position')
      .execute(),
    // A schedule for good that has started is the offer's price now (schedules.ts).
    db
      .selectFrom('offer_price_schedules')
      .selectAll()
      .where('ends_at', 'is', null)
      .where('starts_at', '<=', at)
      .orderBy('starts_at')
      .execute(),
  ]);
  const foldedPrice = new Map(
    forGood.map((s) => [`${s.offer_id}|${s.country}`, { new: s.new_minor, old: s.old_minor }]),
  );
  const group = <R extends { offer_id: number }>(rows: R[]) => {
    const map = new Map<number, R[]>();
    for (const r of rows) map.set(r.offer_id, [...(map.get(r.offer_id) ?? []), r]);
    return map;
  };
  const textsBy = group(texts);
  const pricesBy = group(prices);
  const listingsBy = group(listings);
  const childrenBy = new Map<number, string[]>();
  for (const c of children) childrenBy.set(c.bundle_id, [...(childrenBy.get(c.bundle_id) ?? []), c.slog]);

  return offers.map((o): StoredOffer => {
    const t = new Map((textsBy.get(o.id) ?? []).map((row) => [row.variant, textsOf(row)]));
    const ije = t.get('ije')!;
    const hr = croatianOverrides(ije, t.get('hr'));
    const me = croatianOverrides(ije, t.get('me'));
    const priceRows = new Map((pricesBy.get(o.id) ?? []).map((p) => [p.country, p]));
    const statusRows = new Map((listingsBy.get(o.id) ?? []).map((l) => [l.country, l.status]));
    const prices: Partial<Record<CountryCode, CountryPrice>> = {};
    const status = {} as Record<CountryCode, ListingStatus>;
    for (const country of COUNTRY_CODES) {
      const p = priceRows.get(country);
      if (p) prices[country] = foldedPrice.get(`${o.id}|${country}`) ?? { new: p.new_minor, old: p.old_minor };
      const s = statusRows.get(country);
      status[country] = isListingStatus(s) ? s : 'draft';
    }
    const kids = childrenBy.get(o.id);
    return {
      id: o.id,
      version: o.version,
      updatedAt: o.updated_at,
      slog: o.slog,
      status,
      group: o.group_slug as CatalogOffer['group'],
      scaleleadId: o.scalelead_id,
      stockDays: o.stock_days,
      popularity: o.popularity,
      prices,
      texts: { ije, eke: t.get('eke') ?? ije, ...(hr ? { hr } : {}), ...(me ? { me } : {}) },
      ingredients: o.ingredients ? (JSON.parse(o.ingredients) as OfferIngredients) : null,
      imageAlts: parseImageAlts(o.image_alts),
      images: parseList(o.images).map(imagePath),
      ingredientsImage: imagePath(o.ingredients_image),
      children: kids ?? null,
    };
  });
}
