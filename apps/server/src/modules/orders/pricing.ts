// Prices an order from the catalog for the request's country. The client's prices are never read:
// only offer IDs and quantities count. Club members get the club price — one unit's, rounded once, times
// the quantity (contract: clubUnitPriceMinor, clubLineMinor; docs/decisions/052) — and free delivery.
// priceCart is THE price: shopOrders.add stores its answer and shopOrders.quote shows it.
import type { Kysely } from 'kysely';
import {
  COUNTRIES,
  LISTING_STATUSES,
  listingIsForSale,
  clubUnitPriceMinor,
  DELIVERY_FEE_MINOR,
  textVariantOf,
  type CountryCode,
} from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { isActiveClubMember } from '../club/index.ts';
import { shownPrices } from '../catalog/index.ts';
import { scheduledColumn } from '../catalog/index.ts';

export interface WantedLine {
  offerId: number;
  quantity: number;
}

interface PricedLine {
  offerId: number;
  scaleleadId: string;
  name: string;
  image: string | null;
  quantity: number;
  unitOldMinor: number;
  /** The catalog's price of one unit (NewPrice), before the club discount. */
  unitListMinor: number;
  /** One unit of the line at what was charged: the list price, or a member's club unit price (rounded once). */
  unitPriceMinor: number;
  /** What the line costs: always unitPriceMinor × quantity, so the line adds up on every screen. */
  lineTotalMinor: number;
}

export interface PricedOrder {
  currency: string;
  lines: PricedLine[];
  subtotalMinor: number;
  deliveryMinor: number;
  totalMinor: number;
  clubDiscountMinor: number;
  /** Whether the club price and free delivery applied. */
  clubMember: boolean;
}

/** Duplicate IDs are summed (docs/product.md §3), keeping the order of first appearance. */
export function sumArticles(articles: readonly { ID: number; Quantity: number }[]): WantedLine[] {
  const byId = new Map<number, number>();
  for (const a of articles) byId.set(a.ID, (byId.get(a.ID) ?? 0) + a.Quantity);
  return [...byId].map(([offerId, quantity]) => ({ offerId, quantity }));
}

const firstImage = (json: string): string | null => {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
  } catch {
    return null;
  }
};

/** The listing statuses an offer can be ordered in (docs/product.md §11). */
export const FOR_SALE = LISTING_STATUSES.filter(listingIsForSale);

/**
 * The catalog rows that price these offers in `country` (one per offer and text variant): a query, to
 * run alone or as part of a larger read (an order reads them with what it knows of the account).
 */
export function offerPriceRows(
  db: Kysely<Database>,
  country: CountryCode,
  ids: readonly number[],
  at: string,
  keep: readonly number[] = [],
) {
  return (
    db
      .selectFrom('offers')
      .innerJoin('offer_prices', (j) =>
        j.onRef('offer_prices.offer_id', '=', 'offers.id').on('offer_prices.country', '=', country),
      )
      // Only where it is for sale (published, or hidden and opened by its link: docs/product.md §11) —
      // or, for an order changed on the call, already one of its lines (`keep`: it stays, it is not added).
      .innerJoin('offer_listings', (j) =>
        j
          .onRef('offer_listings.offer_id', '=', 'offers.id')
          .on('offer_listings.country', '=', country)
          .on((eb) =>
            keep.length > 0
              ? eb.or([eb('offer_listings.status', 'in', FOR_SALE), eb('offers.id', 'in', [...keep])])
              : eb('offer_listings.status', 'in', FOR_SALE),
          ),
      )
      .innerJoin('offer_texts', 'offer_texts.offer_id', 'offers.id')
      // A scheduled price in effect now is the price (catalog/schedules.ts), as the catalog shows it.
      .select([
        'offers.id',
        'offers.scalelead_id',
        'offers.images',
        scheduledColumn('old_minor', country, at).as('old_minor'),
        scheduledColumn('new_minor', country, at).as('new_minor'),
        'offer_texts.variant',
        'offer_texts.name',
      ])
      .where('offers.id', 'in', [...ids])
      // The ijekavian text is the fallback when an offer has none in the country's own variant.
      .where('offer_texts.variant', 'in', [textVariantOf(country), 'ije'])
  );
}

export type OfferPriceRow = Awaited<ReturnType<ReturnType<typeof offerPriceRows>['execute']>>[number];

/** Prices the lines; answers the IDs not sold in this country instead when there are any. */
async function priceOrder(
  db: Kysely<Database>,
  country: CountryCode,
  wanted: WantedLine[],
  clubMember: boolean,
  now = new Date(),
  keep: readonly number[] = [],
): Promise<PriceAnswer> {
  const rows = await offerPriceRows(
    db,
    country,
    wanted.map((w) => w.offerId),
    now.toISOString(),
    keep,
  ).execute();
  return priceRows(db, country, wanted, rows, clubMember, now);
}

/** priceOrder, with the catalog rows already read (offerPriceRows). */
export async function priceRows(
  db: Kysely<Database>,
  country: CountryCode,
  wanted: WantedLine[],
  rows: readonly OfferPriceRow[],
  clubMember: boolean,
  now = new Date(),
): Promise<{ ok: true; order: PricedOrder } | { ok: false; unknown: number[] }> {
  const ids = wanted.map((w) => w.offerId);
  const variant = textVariantOf(country);
  const byId = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (r.variant === variant || !byId.has(r.id)) byId.set(r.id, r);

  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) return { ok: false, unknown };

  // The crossed-out price as the catalog shows it (in HR the 30-day low, or none): the same function.
  const shown = await shownPrices(
    db,
    country,
    new Map([...byId.values()].map((r) => [r.id, { newMinor: r.new_minor, oldMinor: r.old_minor }])),
    now,
  );
  const listed = wanted.map((w) => ({ w, r: byId.get(w.offerId)! }));
  const lines = listed.map(({ w, r }): PricedLine => {
    const unitPriceMinor = clubMember ? clubUnitPriceMinor(r.new_minor) : r.new_minor;
    return {
      offerId: r.id,
      scaleleadId: r.scalelead_id,
      name: r.name,
      image: firstImage(r.images),
      quantity: w.quantity,
      unitOldMinor: shown.get(r.id)!.oldMinor,
      unitListMinor: r.new_minor,
      unitPriceMinor,
      lineTotalMinor: unitPriceMinor * w.quantity,
    };
  });
  const listTotal = lines.reduce((sum, l) => sum + l.unitListMinor * l.quantity, 0);
  const subtotalMinor = lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  const deliveryMinor = clubMember ? 0 : DELIVERY_FEE_MINOR[country];
  return {
    ok: true,
    order: {
      currency: COUNTRIES[country].currency,
      lines,
      subtotalMinor,
      deliveryMinor,
      totalMinor: subtotalMinor + deliveryMinor,
      clubDiscountMinor: listTotal - subtotalMinor,
      clubMember,
    },
  };
}

export type PriceAnswer = Awaited<ReturnType<typeof priceRows>>;

/**
 * The cart priced for this shopper now: the club price and free delivery when a logged-in shopper's
 * membership counts at `now`, the catalog price otherwise (a visitor, an expired or future membership).
 */
export async function priceCart(
  db: Kysely<Database>,
  country: CountryCode,
  userId: number | null,
  articles: readonly { ID: number; Quantity: number }[],
  now = nowIso(),
  /** Offers priced whatever their listing: an order's own lines, changed on the call. */
  keep: readonly number[] = [],
): Promise<PriceAnswer> {
  const club = userId !== null && (await isActiveClubMember(db, userId, now));
  return priceOrder(db, country, sumArticles(articles), club, new Date(now), keep);
}
