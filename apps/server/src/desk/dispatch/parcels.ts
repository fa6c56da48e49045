// The dispatch lists (docs/desk.md, dispatch): a country's confirmed orders waiting for a courier,
// with the address taken on the call (order_addresses), and its parcels on the way; and the courier's
// import file of the parcels to ship.
import type { Kysely } from 'kysely';
import { COUNTRIES, courierTrackingUrl, parseCountry, type CountryCode } from '@zdravo/contract';
import type { CourierCsv, DispatchParcel, DispatchStage, ParcelLine } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { phoneForDisplay } from '../../platform/phone.ts';
import { toCsv } from '@zdravo/contract/desk/csv';
import { catalogCache } from '../../modules/catalog/index.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The longest list a screen (or a courier file) holds: a day's parcels of one country, with room to spare. */
const DISPATCH_LIST_MAX = 2000;

const STATUS_OF: Record<DispatchStage, string> = { toShip: 'confirmed', onTheWay: 'shipped' };

/** The products inside each bundle among `offerIds`, in bundle order, named as the country's catalog names them. */
async function bundleContents(
  db: Kysely<Database>,
  country: CountryCode,
  offerIds: readonly number[],
): Promise<Map<number, { OfferID: number; Name: string }[]>> {
  const children = await db
    .selectFrom('offer_children')
    .select(['bundle_id', 'child_id'])
    .where('bundle_id', 'in', [...new Set(offerIds)])
    .orderBy('bundle_id')
    .orderBy('position')
    .execute();
  const contents = new Map<number, { OfferID: number; Name: string }[]>();
  if (children.length === 0) return contents;
  const catalog = await catalogCache(db).get(country);
  const names = new Map([...catalog.bySlog.values()].map((o) => [o.ID, o.Name]));
  const slogs = await db
    .selectFrom('offers')
    .select(['id', 'slog'])
    .where(
      'id',
      'in',
      children.map((c) => c.child_id),
    )
    .execute();
  const slogOf = new Map(slogs.map((o) => [o.id, o.slog]));
  for (const c of children) {
    const name = names.get(c.child_id) ?? slogOf.get(c.child_id) ?? String(c.child_id);
    contents.set(c.bundle_id, [...(contents.get(c.bundle_id) ?? []), { OfferID: c.child_id, Name: name }]);
  }
  return contents;
}

export async function dispatchList(
  db: Kysely<Database>,
  country: CountryCode,
  stage: DispatchStage,
): Promise<DispatchParcel[]> {
  const status = STATUS_OF[stage];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_addresses', 'order_addresses.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.lead_id',
      'orders.country',
      'orders.status',
      'orders.updated_at',
      'orders.first_name',
      'orders.last_name',
      'orders.phone',
      'orders.total_minor',
    ])
    .select(['order_addresses.street', 'order_addresses.postal_code', 'order_addresses.place'])
    .where('orders.country', '=', country)
    .where('orders.status', '=', status)
    .orderBy('orders.updated_at')
    .orderBy('orders.id')
    .limit(DISPATCH_LIST_MAX)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .selectFrom('order_lines')
    .select(['order_id', 'offer_id', 'name', 'quantity'])
    .where('order_id', 'in', ids)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  const contentsOf = await bundleContents(
    db,
    country,
    lines.map((l) => l.offer_id),
  );
  const linesOf = new Map<number, ParcelLine[]>();
  for (const l of lines) {
    const list = linesOf.get(l.order_id) ?? [];
    const quantity = Number(l.quantity);
    const contents = (contentsOf.get(l.offer_id) ?? []).map((c) => ({ ...c, Quantity: quantity }));
    list.push({ OfferID: l.offer_id, Name: l.name, Quantity: quantity, Contents: contents });
    linesOf.set(l.order_id, list);
  }
  // The latest shipped line of each parcel on the way (a second line replaces a mistyped number).
  const shipped =
    stage === 'onTheWay'
      ? await db
          .selectFrom('order_events')
          .select(['order_id', 'courier', 'tracking_number', 'id'])
          .where('order_id', 'in', ids)
          .where('kind', '=', 'shipped')
          .orderBy('id')
          .execute()
      : [];
  const lastShipped = new Map(shipped.map((e) => [e.order_id, e]));
  return rows.map((r) => {
    const line = lastShipped.get(r.id);
    const c = parseCountry(r.country);
    const parcelLines = linesOf.get(r.id) ?? [];
    return {
      OrderID: r.id,
      Number: r.lead_id,
      Country: c,
      Status: r.status,
      Since: r.updated_at,
      Name: `${r.first_name} ${r.last_name}`.trim(),
      Phone: r.phone,
      PhoneDisplay: phoneForDisplay(r.phone),
      Street: r.street,
      PostalCode: r.postal_code,
      Place: r.place,
      CodMinor: r.total_minor,
      Pieces: parcelLines.reduce((sum, l) => sum + l.Quantity, 0),
      Lines: parcelLines,
      Courier: line?.courier ?? null,
      TrackingNumber: line?.tracking_number ?? null,
      TrackingUrl: courierTrackingUrl(c, line?.courier ?? null, line?.tracking_number ?? null),
    };
  });
}

/**
 * The courier's file, one row a parcel, in this column order (docs/desk.md): recipient's name, phone,
 * street and number, postal code, place, cash to collect (decimal comma, in the country's currency,
 * named in the header), order number (the courier's reference), pieces, and what is inside.
 */
const COURIER_CSV_HEADER = (country: CountryCode): string[] => [
  'Ime i prezime',
  'Telefon',
  'Ulica i broj',
  'Poštanski broj',
  'Mjesto',
  `Otkupnina (${COUNTRIES[country].currency})`,
  'Broj narudžbe',
  'Komada',
  'Sadržaj',
];

/**
 * The phone as the courier dials it from the parcel's country: the national form ("099 738 3711") for
 * the country's own numbers, what couriers' domestic forms take; a number of another country (a
 * Bosnian phone on a Croatian order) with its country code, "00387 61 604 403" — 00 is the
 * international prefix in all four countries, and a leading + would be read as a formula (the
 * writer would guard it with an apostrophe the courier's system then keeps).
 */
function courierPhone(e164: string, country: CountryCode): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  if (parsed.countryCallingCode === COUNTRIES[country].dialCode) return parsed.formatNational();
  return `00${parsed.formatInternational().slice(1)}`;
}

/** What is inside, short: "2× Pure Fit, 1× Beauty Fem" (the lines' names at order time). */
const parcelContents = (lines: readonly ParcelLine[]): string =>
  lines.map((l) => `${l.Quantity}× ${l.Name}`).join(', ');

/** Minor units as couriers' forms write money here: "1234,50" (no thousands separator). */
const codAmount = (minor: number): string =>
  `${Math.trunc(minor / 100)},${String(Math.abs(minor) % 100).padStart(2, '0')}`;

export async function courierCsv(db: Kysely<Database>, country: CountryCode): Promise<CourierCsv> {
  const parcels = await dispatchList(db, country, 'toShip');
  const rows = parcels.map((p) => [
    p.Name,
    courierPhone(p.Phone, country),
    p.Street,
    p.PostalCode,
    p.Place,
    codAmount(p.CodMinor),
    p.Number,
    p.Pieces,
    parcelContents(p.Lines),
  ]);
  const day = nowIso().slice(0, 10);
  return {
    FileName: `zdravo-${country.toLowerCase()}-za-slanje-${day}.csv`,
    Csv: toCsv([COURIER_CSV_HEADER(country), ...rows]),
    Rows: rows.length,
  };
}
