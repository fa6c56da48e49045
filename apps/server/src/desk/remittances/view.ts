// A payout statement as the desk shows it (docs/desk.md, "The courier's money"): its lines with their
// parcels, and the delivered parcels it should have paid and did not — those the courier delivered
// before the payout day and has paid nothing for by now (a later payout clears them).
import type { Kysely } from 'kysely';
import { COUNTRY_TERMS, localMidnight, parseCountry, type CountryCode } from '@zdravo/contract';
import {
  REMITTANCE_MATCHES,
  type Remittance,
  type RemittanceLine,
  type RemittanceMatch,
  type RemittanceMissing,
  type RemittanceSummary,
} from '@zdravo/contract/desk';
import { localDay } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import type { RemittancesTable } from '../../db/schema/remittances.ts';
import type { Selectable } from 'kysely';

type Db = Kysely<Database>;

const courierNameOf = (country: CountryCode, id: string): string =>
  COUNTRY_TERMS[country].couriers.find((c) => c.id === id)?.name ?? id;
const isMatch = (value: string): value is RemittanceMatch => (REMITTANCE_MATCHES as readonly string[]).includes(value);

/** The start of a day on the shop's clock, as the instant orders' delivered_at is compared with. */
function startOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d).toISOString();
}

/** Delivered by this courier in this country before `payoutOn`, and nothing paid out for them yet. */
async function missingFrom(
  db: Db,
  country: CountryCode,
  courierName: string,
  payoutOn: string,
): Promise<RemittanceMissing[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_events as e', (join) => join.onRef('e.order_id', '=', 'o.id').on('e.kind', '=', 'shipped'))
    .select([
      'o.id',
      'o.lead_id',
      'o.total_minor',
      'o.delivered_at',
      'e.courier',
      'e.tracking_number',
      'e.id as event_id',
    ])
    .where('o.country', '=', country)
    .where('o.delivered_at', 'is not', null)
    .where('o.delivered_at', '<', startOf(payoutOn))
    .where('o.remitted_minor', '=', 0)
    .where('o.total_minor', '>', 0)
    .orderBy('o.delivered_at')
    .orderBy('e.id')
    .execute();
  // The order's last shipment decides its courier (a parcel handed over again keeps only the last).
  const last = new Map<number, (typeof rows)[number]>();
  for (const r of rows) last.set(r.id, r);
  return [...last.values()]
    .filter((r) => r.courier === courierName)
    .map((r) => ({
      OrderID: r.id,
      OrderNumber: r.lead_id,
      TrackingNumber: r.tracking_number ?? '',
      DeliveredOn: localDay(r.delivered_at!),
      ExpectedMinor: r.total_minor,
    }));
}

async function summaryOf(
  db: Db,
  row: Selectable<RemittancesTable>,
): Promise<{ summary: RemittanceSummary; lines: RemittanceLine[]; missing: RemittanceMissing[] }> {
  const country = parseCountry(row.country);
  const courierName = courierNameOf(country, row.courier);
  const lineRows = await db
    .selectFrom('remittance_lines as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.row_no',
      'l.tracking_number',
      'l.order_id',
      'o.lead_id',
      'l.expected_minor',
      'l.collected_minor',
      'l.fee_minor',
      'l.payout_on',
      'l.match',
    ])
    .where('l.remittance_id', '=', row.id)
    .orderBy('l.row_no')
    .execute();
  const lines: RemittanceLine[] = lineRows.map((l) => ({
    Row: l.row_no,
    TrackingNumber: l.tracking_number,
    OrderID: l.order_id,
    OrderNumber: l.lead_id,
    ExpectedMinor: l.expected_minor,
    CollectedMinor: l.collected_minor,
    FeeMinor: l.fee_minor,
    PayoutOn: l.payout_on,
    Match: isMatch(l.match) ? l.match : 'unknown',
  }));
  const missing = await missingFrom(db, country, courierName, row.payout_on);
  const counts = { matched: 0, short: 0, over: 0, unknown: 0, missing: missing.length };
  for (const l of lines) counts[l.Match]++;
  const summary: RemittanceSummary = {
    ID: row.id,
    Country: country,
    Courier: row.courier,
    CourierName: courierName,
    FileName: row.file_name,
    PayoutOn: row.payout_on,
    CollectedMinor: row.collected_minor,
    FeeMinor: row.fee_minor,
    ImportedAt: row.imported_at,
    ImportedBy: row.imported_by,
    Counts: counts,
  };
  return { summary, lines, missing };
}

export async function remittanceById(db: Db, id: number): Promise<Remittance | null> {
  const row = await db.selectFrom('remittances').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const { summary, lines, missing } = await summaryOf(db, row);
  return { ...summary, Lines: lines, Missing: missing };
}

/** The newest payouts first (50), each with its counts. */
export async function listRemittances(db: Db, country?: CountryCode): Promise<RemittanceSummary[]> {
  let query = db.selectFrom('remittances').selectAll();
  if (country) query = query.where('country', '=', country);
  const rows = await query.orderBy('id', 'desc').limit(50).execute();
  const out: RemittanceSummary[] = [];
  for (const row of rows) out.push((await summaryOf(db, row)).summary);
  return out;
}
