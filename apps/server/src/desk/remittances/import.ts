// Importing a courier's payout statement (docs/desk.md, "The courier's money"): each line matched to
// the parcel the courier shipped under that tracking number in that country, compared with what the
// parcel should have collected, and added to the order's money paid out — an order is "paid out" only
// once all of it arrived. The statement, its lines, the orders' money and the audit row are written
// in one transaction: all of it, or nothing with every bad row named.
import type { Kysely } from 'kysely';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import { findCourier, type CountryCode } from '@zdravo/contract';
import { remittanceColumnsOf } from '@zdravo/contract/courier-remittance';
import type { DeskErrorCode, RemittanceImport, RemittanceMatch, RemittanceRowError } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { lockCourierPayouts } from '../../db/locks.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { readStatement, type StatementRow } from './statement.ts';
import { remittanceById } from './view.ts';

type Db = Kysely<Database>;

export interface RemittanceImportInput {
  country: CountryCode;
  courier: string;
  fileName: string;
  csv: string;
}

interface Parcel {
  orderId: number;
  totalMinor: number;
  remittedMinor: number;
  paidOut: boolean;
}

/** Our parcels in the country under these tracking numbers with this courier (the last shipment of each order). */
async function parcelsOf(
  db: Db,
  country: CountryCode,
  courierName: string,
  numbers: string[],
): Promise<Map<string, Parcel>> {
  const found = new Map<string, Parcel>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select(['e.tracking_number', 'o.id', 'o.total_minor', 'o.remitted_minor', 'o.paid_out_at'])
      .where('e.kind', '=', 'shipped')
      .where('e.courier', '=', courierName)
      .where('o.country', '=', country)
      .where('e.tracking_number', 'in', numbers.slice(i, i + 500))
      .orderBy('e.id')
      .execute();
    for (const r of rows) {
      found.set(r.tracking_number!, {
        orderId: r.id,
        totalMinor: r.total_minor,
        remittedMinor: r.remitted_minor,
        paidOut: r.paid_out_at !== null,
      });
    }
  }
  return found;
}

const lineKey = (tracking: string, payoutOn: string, collected: number): string =>
  `${tracking}|${payoutOn}|${collected}`;

/** The lines of this courier's earlier statements for these tracking numbers. */
async function linesSeen(db: Db, country: CountryCode, courierId: string, numbers: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .selectFrom('remittance_lines as l')
      .innerJoin('remittances as r', 'r.id', 'l.remittance_id')
      .select(['l.tracking_number', 'l.payout_on', 'l.collected_minor'])
      .where('r.country', '=', country)
      .where('r.courier', '=', courierId)
      .where('l.tracking_number', 'in', numbers.slice(i, i + 500))
      .execute();
    for (const r of rows) seen.add(lineKey(r.tracking_number, r.payout_on, r.collected_minor));
  }
  return seen;
}

const matchOf = (paid: number, expected: number): RemittanceMatch =>
  paid === expected ? 'matched' : paid < expected ? 'short' : 'over';

/** Thrown inside the transaction to roll it back with the rows' problems. */
class Refused extends Error {
  constructor(readonly errors: RemittanceRowError[]) {
    super('refused');
  }
}

export async function importRemittance(
  db: Db,
  actor: Actor,
  input: RemittanceImportInput,
): Promise<RemittanceImport | RpcFailure<DeskErrorCode>> {
  const courier = findCourier(input.country, input.courier);
  const columns = courier && remittanceColumnsOf(courier.id);
  if (!courier || !columns) return fail('UNKNOWN_COURIER');
  const read = readStatement(input.csv, columns);
  if ('errors' in read) return { Remittance: null, Errors: read.errors };
  try {
    const id = await db
      .transaction()
      .execute((trx) =>
        record(trx, actor, input.country, { id: courier.id, name: courier.name }, input.fileName, read.rows),
      );
    return { Remittance: await remittanceById(db, id), Errors: [] };
  } catch (error) {
    if (error instanceof Refused) return { Remittance: null, Errors: error.errors };
    throw error;
  }
}

async function record(
  trx: Db,
  actor: Actor,
  country: CountryCode,
  courier: { id: string; name: string },
  fileName: string,
  rows: StatementRow[],
): Promise<number> {
  await lockCourierPayouts(trx, country, courier.id);
  const parcels = await parcelsOf(
    trx,
    country,
    courier.name,
    rows.map((r) => r.trackingNumber),
  );
  const seen = await linesSeen(
    trx,
    country,
    courier.id,
    rows.map((r) => r.trackingNumber),
  );
  // A parcel already paid out in full cannot be paid again, nor can a line already imported (the same
  // statement twice): either would count the courier's money twice.
  const twice = rows.filter(
    (r) => parcels.get(r.trackingNumber)?.paidOut || seen.has(lineKey(r.trackingNumber, r.payoutOn, r.collectedMinor)),
  );
  if (twice.length > 0)
    throw new Refused(twice.map((r) => ({ Row: r.row, Problem: 'alreadyPaid', Value: r.trackingNumber })));

  const payoutOn = rows.reduce((latest, r) => (r.payoutOn > latest ? r.payoutOn : latest), rows[0]!.payoutOn);
  const collected = rows.reduce((sum, r) => sum + r.collectedMinor, 0);
  const fees = rows.reduce((sum, r) => sum + r.feeMinor, 0);
  const at = nowIso();
  const { id } = await trx
    .insertInto('remittances')
    .values({
      country,
      courier: courier.id,
      file_name: fileName,
      payout_on: payoutOn,
      collected_minor: collected,
      fee_minor: fees,
      imported_at: at,
      imported_by: actor.label.slice(0, 440),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const counts: Record<RemittanceMatch, number> = { matched: 0, short: 0, over: 0, unknown: 0 };
  for (const r of rows) {
    const parcel = parcels.get(r.trackingNumber);
    const paid = parcel ? parcel.remittedMinor + r.collectedMinor : 0;
    const match: RemittanceMatch = parcel ? matchOf(paid, parcel.totalMinor) : 'unknown';
    counts[match]++;
    await trx
      .insertInto('remittance_lines')
      .values({
        remittance_id: id,
        row_no: r.row,
        tracking_number: r.trackingNumber,
        order_id: parcel?.orderId ?? null,
        expected_minor: parcel?.totalMinor ?? null,
        collected_minor: r.collectedMinor,
        fee_minor: r.feeMinor,
        payout_on: r.payoutOn,
        match,
      })
      .execute();
    if (parcel) {
      await trx
        .updateTable('orders')
        .set({ remitted_minor: paid, ...(paid >= parcel.totalMinor ? { paid_out_at: at } : {}) })
        .where('id', '=', parcel.orderId)
        .execute();
    }
  }
  await recordAudit(trx, actor, {
    action: 'remittance.import',
    subject: 'remittance',
    subjectId: id,
    before: {},
    after: {
      country,
      courier: courier.id,
      file: fileName,
      payoutOn,
      lines: rows.length,
      collectedMinor: collected,
      feeMinor: fees,
      ...counts,
    },
  });
  return id;
}
