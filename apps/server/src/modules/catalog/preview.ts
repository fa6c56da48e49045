// The editor's unsaved product as one country's shop would carry it (docs/desk.md "The catalog",
// "Preview"): the same shape loadCatalogUntil gives the offer's page — the country's text variant (HR
// and ME over the ijekavian), its price and currency, HR's 30-day rule over the stored history with the
// form's price appended as if saved now, the photos and their alt texts, the ingredients in the
// variant's words — plus the bundle's products as the country's catalog has them. Reads only.
import type { Kysely } from 'kysely';
import {
  COUNTRIES,
  fromMinor,
  listingIsForSale,
  reductionAt,
  textVariantOf,
  type CountryCode,
  type PricePeriod,
} from '@zdravo/contract';
import type { Offer } from '@zdravo/contract/methods';
import { ADVANTAGES_JOIN, type CatalogOffer } from '@zdravo/contract/desk/catalog-params';
import type { Database } from '../../db/schema/index.ts';
import { catalogCache } from './cache.ts';
import { imagePath, versionedImageUrl } from './images.ts';
import { altsIn, imageAltsJson } from './image-alts.ts';
import { ingredientsIn } from './queries.ts';

/** The id a product never saved is previewed under (no stored offer has it). */
const UNSAVED_ID = 0;

export type PreviewOutcome = { ok: true; offer: Offer; parts: Offer[] } | { ok: false; reason: 'noPrice' };

/** The old price the country's shoppers would see with the form's price: HR's rule over the history, else the form's. */
async function shownOld(
  db: Kysely<Database>,
  country: CountryCode,
  id: number,
  price: { new: number; old: number },
  now: Date,
): Promise<{ oldMinor: number; priorMinor: number | null }> {
  if (!COUNTRIES[country].priorPriceRule) return { oldMinor: price.old, priorMinor: null };
  const history: PricePeriod[] = (
    await db
      .selectFrom('offer_price_history')
      .select(['new_minor', 'old_minor', 'at'])
      .where('country', '=', country)
      .where('offer_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute()
  ).map((r) => ({ at: r.at, newMinor: r.new_minor, oldMinor: r.old_minor }));
  const last = history.at(-1);
  const periods =
    last && last.newMinor === price.new && last.oldMinor === price.old
      ? history
      : [...history, { at: now.toISOString(), newMinor: price.new, oldMinor: price.old }];
  const reduction = reductionAt(periods, now);
  const prior = reduction?.priorMinor != null && reduction.priorMinor > price.new ? reduction.priorMinor : null;
  return { oldMinor: prior ?? price.new, priorMinor: prior };
}

export async function previewOffer(
  db: Kysely<Database>,
  offer: CatalogOffer,
  country: CountryCode,
  now = new Date(),
): Promise<PreviewOutcome> {
  const price = offer.prices[country];
  if (!price) return { ok: false, reason: 'noPrice' };
  const variant = textVariantOf(country);
  const texts =
    variant === 'eke' ? offer.texts.eke : { ...offer.texts.ije, ...(variant === 'ije' ? {} : offer.texts[variant]) };
  const id = offer.id ?? UNSAVED_ID;
  const snapshot = await catalogCache(db).get(country);
  const stored = [...snapshot.bySlog.values()].find((o) => o.ID === id);
  // The bundle's products the country's shop has (a draft one is not on its page either).
  const parts = (offer.children ?? []).flatMap((slog) => snapshot.bySlog.get(slog) ?? []);
  const images = offer.images.map((ref) => versionedImageUrl(ref) ?? imagePath(ref));
  const alts = altsIn(imageAltsJson(offer.imageAlts), images, variant);
  const shown = await shownOld(db, country, id, price, now);
  const forSale = listingIsForSale(offer.status[country]);
  return {
    ok: true,
    offer: {
      ID: id,
      Slog: offer.slog,
      Name: texts.name,
      Heading: texts.heading,
      SubHeading: texts.subHeading,
      Group: offer.group,
      Description: texts.description,
      HowToUse: texts.howToUse,
      Adventages: texts.advantages.join(ADVANTAGES_JOIN),
      Benefits: texts.benefits,
      Images: images,
      ...(alts ? { ImageAlts: alts } : {}),
      IngredientsImage: versionedImageUrl(offer.ingredientsImage) ?? imagePath(offer.ingredientsImage),
      OldPrice: fromMinor(shown.oldMinor),
      NewPrice: fromMinor(price.new),
      PriorPrice: shown.priorMinor === null ? null : fromMinor(shown.priorMinor),
      Currency: COUNTRIES[country].currency,
      Stock: offer.stockDays,
      ChildOffers: offer.children ? parts.map((p) => p.ID) : null,
      ScaleleadID: offer.scaleleadId,
      ...(offer.ingredients ? { Ingredients: ingredientsIn(offer.ingredients, variant) } : {}),
      ...(forSale && !stored?.SoldOut ? {} : { Unavailable: true as const }),
      ...(forSale && stored?.SoldOut ? { SoldOut: true as const } : {}),
      Rating: stored?.Rating ?? 0,
      RatingCount: stored?.RatingCount ?? 0,
    },
    parts,
  };
}
