// Writes one offer whole — its row, texts per spelling variant, prices and their history, listing
// status per country, ingredients, bundle contents — inside the caller's transaction. The one writer
// behind the seed, `catalog:import` and the desk's editor, so they store an offer the same way
// (docs/decisions/057-the-catalog-as-channel-listings.md). The caller validates first
// (catalogOfferSchema and the cross-offer checks of import.ts) and bumps the catalog version.
import { sql, type Transaction } from 'kysely';
import { COUNTRIES, COUNTRY_CODES, type TextVariant } from '@zdravo/contract';
import type { CatalogOffer, OfferTexts } from '@zdravo/contract/desk/catalog-params';
import type { Database } from '../../db/schema/index.ts';
import { dialectOf } from '../../db/dialect.ts';
import { recordPrice } from './price-history.ts';
import { imageAltsJson } from './image-alts.ts';
import { scheduleInEffect, syncScheduledHistory } from './schedules.ts';

/** The text rows an offer is stored with: ijekavian, ekavian, and Croatian and Montenegrin when their wording differs. */
function textRows(offer: Pick<CatalogOffer, 'texts'>): [TextVariant, OfferTexts][] {
  const rows: [TextVariant, OfferTexts][] = [
    ['ije', offer.texts.ije],
    ['eke', offer.texts.eke],
  ];
  const hr = { ...offer.texts.ije, ...offer.texts.hr };
  if (JSON.stringify(hr) !== JSON.stringify(offer.texts.ije)) rows.push(['hr', hr]);
  const me = { ...offer.texts.ije, ...offer.texts.me };
  if (JSON.stringify(me) !== JSON.stringify(offer.texts.ije)) rows.push(['me', me]);
  return rows;
}

export interface OfferWrite {
  offer: CatalogOffer;
  /** The offer's id: an existing row to update, or the id a new row takes (null: the database picks). */
  id: number | null;
  /** Its image references as stored (with their content version). */
  images: string[];
  ingredientsImage: string;
  /** 'seed' | 'import' | 'desk': the price history's source. */
  source: string;
  at: string;
}

/** Writes the offer (not its bundle contents: writeChildren, once every offer of a file exists); answers its id. */
export async function writeOffer(trx: Transaction<Database>, w: OfferWrite): Promise<number> {
  const { offer } = w;
  const row = {
    slog: offer.slog,
    group_slug: offer.group,
    scalelead_id: offer.scaleleadId,
    stock_days: offer.stockDays,
    popularity: offer.popularity,
    images: JSON.stringify(w.images),
    ingredients_image: w.ingredientsImage,
    ingredients: offer.ingredients ? JSON.stringify(offer.ingredients) : null,
    image_alts: imageAltsJson(offer.imageAlts),
    updated_at: w.at,
  };
  const existing =
    w.id === null
      ? undefined
      : await trx.selectFrom('offers').select(['id', 'version', 'slog']).where('id', '=', w.id).executeTakeFirst();
  // The address is this offer's now, not a former one of another (redirects.ts).
  await trx.deleteFrom('offer_slog_redirects').where('old_slog', '=', offer.slog).execute();
  let id: number;
  if (existing) {
    id = existing.id;
    await trx
      .updateTable('offers')
      .set({ ...row, version: existing.version + 1 })
      .where('id', '=', id)
      .execute();
    // A changed address keeps the old one answering with a redirect to the new one.
    if (existing.slog !== offer.slog)
      await trx
        .insertInto('offer_slog_redirects')
        .values({ old_slog: existing.slog, offer_id: id, created_at: w.at })
        .execute();
  } else {
    const values = { ...row, created_at: w.at, ...(w.id === null ? {} : { id: w.id }) };
    id = (await trx.insertInto('offers').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  await trx.deleteFrom('offer_texts').where('offer_id', '=', id).execute();
  await trx
    .insertInto('offer_texts')
    .values(
      textRows(offer).map(([variant, t]) => ({
        offer_id: id,
        variant,
        name: t.name,
        heading: t.heading,
        sub_heading: t.subHeading,
        description: t.description,
        how_to_use: t.howToUse,
        advantages: JSON.stringify(t.advantages),
        benefits: JSON.stringify(t.benefits),
      })),
    )
    .execute();

  await trx.deleteFrom('offer_prices').where('offer_id', '=', id).execute();
  const priced = COUNTRY_CODES.flatMap((country) => {
    const p = offer.prices[country];
    return p ? [{ country, p }] : [];
  });
  if (priced.length > 0) {
    await trx
      .insertInto('offer_prices')
      .values(
        priced.map(({ country, p }) => ({
          offer_id: id,
          country,
          currency: COUNTRIES[country].currency,
          old_minor: p.old,
          new_minor: p.new,
        })),
      )
      .execute();
  }
  // Every price that differs from the last one there is a new period of the history (decision 023) —
  // unless a scheduled price is what shoppers see now: the catalog's price then comes back at its end,
  // where the history's period to come is rewritten with it (schedules.ts).
  for (const { country, p } of priced) {
    // A schedule for good that has started is the price now (read-offer.ts shows it as the price): this write supersedes it.
    await trx
      .updateTable('offer_price_schedules')
      .set({ ends_at: w.at })
      .where('offer_id', '=', id)
      .where('country', '=', country)
      .where('ends_at', 'is', null)
      .where('starts_at', '<=', w.at)
      .execute();
    if (!(await scheduleInEffect(trx, id, country, w.at))) {
      await recordPrice(trx, { offerId: id, country, newMinor: p.new, oldMinor: p.old, at: w.at, source: w.source });
    }
    await syncScheduledHistory(trx, id, country, new Date(w.at));
  }

  await trx.deleteFrom('offer_listings').where('offer_id', '=', id).execute();
  await trx
    .insertInto('offer_listings')
    .values(COUNTRY_CODES.map((country) => ({ offer_id: id, country, status: offer.status[country] })))
    .execute();
  return id;
}

/** A bundle's contents by id, in the file's order (an empty list for a single product). */
export async function writeChildren(
  trx: Transaction<Database>,
  bundleId: number,
  childIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('offer_children').where('bundle_id', '=', bundleId).execute();
  if (childIds.length === 0) return;
  await trx
    .insertInto('offer_children')
    .values(childIds.map((child_id, position) => ({ bundle_id: bundleId, child_id, position })))
    .execute();
}

/** Offers written with their own ids leave PostgreSQL's serial behind; move it past the highest id. */
export async function syncOfferIds(trx: Transaction<Database>): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence('offers', 'id'), (select coalesce(max(id), 1) from offers))`.execute(
    trx,
  );
}
