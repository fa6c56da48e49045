// A parcel's way after the call (docs/desk.md, dispatch): handed to a courier with its number, then
// delivered (the cash collected), refused at the door or returned — one order at a time or a whole
// CSV. Every move goes through recordOrderEvent (so /track and the account follow) with an audit row,
// in one transaction: a file is applied whole or not at all, and a refused file names every bad row.
import type { Kysely } from 'kysely';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import {
  findCourier,
  isLeadId,
  isOrderStatus,
  localDay,
  localMidnight,
  normalizeLeadId,
  parseCountry,
  type CountryCode,
  type OrderStatus,
} from '@zdravo/contract';
import {
  defaultReturnReason,
  deliveryOutcomeOf,
  outcomeAllowedFrom,
  returnReasonOf,
  type BatchShipped,
  type CsvImportResult,
  type CsvRowError,
  type CsvRowProblem,
  type DeliveryOutcome,
  type DeskErrorCode,
  type ParcelMoved,
  type ReturnReason,
} from '@zdravo/contract/desk';
import { trackingNumberSchema } from '@zdravo/contract/desk/methods';
import type { Database } from '../../db/schema/index.ts';
import { recordOrderEvent } from '../../modules/orders/index.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { parseCsv, type CsvLine } from '@zdravo/contract/desk/csv';
import { returnCostMinor } from './returns.ts';

/** Rows one file may hold. */
export const CSV_ROWS_MAX = 2000;

interface OrderFacts {
  id: number;
  number: string;
  country: CountryCode;
  status: OrderStatus;
  createdAt: string;
}

type Db = Kysely<Database>;

async function orderBy(db: Db, where: { id: number } | { number: string }): Promise<OrderFacts | null> {
  const query = db.selectFrom('orders').select(['id', 'lead_id', 'country', 'status', 'created_at']);
  const row = await (
    'id' in where ? query.where('id', '=', where.id) : query.where('lead_id', '=', where.number)
  ).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    number: row.lead_id,
    country: parseCountry(row.country),
    status: isOrderStatus(row.status) ? row.status : 'received',
    createdAt: row.created_at,
  };
}

/** Thrown inside a transaction to roll it back with a refusal (a row another writer moved meanwhile). */
class Refused extends Error {
  constructor(readonly answer: RpcFailure<DeskErrorCode> | CsvImportResult) {
    super('refused');
  }
}

async function inTransaction<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
): Promise<T | RpcFailure<DeskErrorCode> | CsvImportResult> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}

// ── Shipping ─────────────────────────────────────────────────────────────────────────────────

interface Shipment {
  order: OrderFacts;
  courier: string;
  trackingNumber: string;
}

type ShipCheck = { ok: true; shipment: Shipment } | { ok: false; problem: CsvRowProblem; code: DeskErrorCode };

/** Whether the order may be marked shipped with this courier and number (a shipped one may get a corrected number). */
function checkShipment(order: OrderFacts, courierGiven: string, numberGiven: string): ShipCheck {
  if (order.status !== 'confirmed' && order.status !== 'shipped')
    return { ok: false, problem: 'status', code: 'WRONG_ORDER_STATUS' };
  const courier = findCourier(order.country, courierGiven);
  if (!courier) return { ok: false, problem: 'courier', code: 'UNKNOWN_COURIER' };
  const number = trackingNumberSchema.safeParse(numberGiven);
  if (!number.success) return { ok: false, problem: 'trackingNumber', code: 'VALIDATION_ERROR' };
  return { ok: true, shipment: { order, courier: courier.name, trackingNumber: number.data } };
}

async function applyShipment(trx: Db, actor: Actor, { order, courier, trackingNumber }: Shipment): Promise<boolean> {
  // The same parcel again (a courier file imported twice): nothing to add, so /track shows no second line.
  if (order.status === 'shipped') {
    const last = await trx
      .selectFrom('order_events')
      .select(['courier', 'tracking_number'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'shipped')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (last?.courier === courier && last.tracking_number === trackingNumber) return true;
  }
  const moved = await recordOrderEvent(trx, {
    orderId: order.id,
    kind: 'shipped',
    from: order.status,
    courier,
    trackingNumber,
    source: actor.label,
  });
  if (!moved.ok) return false;
  await recordAudit(trx, actor, {
    action: 'dispatch.ship',
    subject: 'order',
    subjectId: order.id,
    before: { status: order.status },
    after: { status: 'shipped', courier, trackingNumber },
  });
  return true;
}

export async function shipOne(
  db: Db,
  actor: Actor,
  input: { orderId: number; courier: string; trackingNumber?: string | undefined },
): Promise<ParcelMoved | RpcFailure<DeskErrorCode>> {
  return inTransaction(db, async (trx) => {
    const order = await orderBy(trx, { id: input.orderId });
    if (!order) throw new Refused(fail('NOT_FOUND'));
    // No number typed: the order number, the courier file's reference (as in a batch).
    const checked = checkShipment(order, input.courier, input.trackingNumber ?? order.number);
    if (!checked.ok)
      throw new Refused(
        checked.code === 'VALIDATION_ERROR'
          ? fail('VALIDATION_ERROR', [{ path: ['trackingNumber'], message: 'invalid' }])
          : fail(checked.code),
      );
    if (!(await applyShipment(trx, actor, checked.shipment))) throw new Refused(fail('WRONG_ORDER_STATUS'));
    return { Status: 'shipped' };
  }) as Promise<ParcelMoved | RpcFailure<DeskErrorCode>>;
}

/**
 * A picked batch handed to one courier: each parcel moves on its own (its own history line and audit
 * row, as if marked one by one), in one transaction — one parcel that cannot ship refuses the batch
 * and nothing moves. A parcel without a typed number is shipped under its order number, the reference
 * the courier file gave the courier.
 */
export async function shipBatch(
  db: Db,
  actor: Actor,
  input: { courier: string; parcels: { orderId: number; trackingNumber?: string | undefined }[] },
): Promise<BatchShipped | RpcFailure<DeskErrorCode>> {
  return inTransaction(db, async (trx) => {
    const ids = new Set<number>();
    for (const parcel of input.parcels) {
      if (ids.has(parcel.orderId))
        throw new Refused(fail('VALIDATION_ERROR', [{ path: ['parcels'], message: 'repeated' }]));
      ids.add(parcel.orderId);
      const order = await orderBy(trx, { id: parcel.orderId });
      if (!order) throw new Refused(fail('NOT_FOUND'));
      // A batch ships what waits to ship: a parcel already on its way is not renumbered from here.
      if (order.status !== 'confirmed') throw new Refused(fail('WRONG_ORDER_STATUS'));
      const checked = checkShipment(order, input.courier, parcel.trackingNumber ?? order.number);
      if (!checked.ok)
        throw new Refused(
          checked.code === 'VALIDATION_ERROR'
            ? fail('VALIDATION_ERROR', [{ path: ['parcels'], message: 'invalid' }])
            : fail(checked.code),
        );
      if (!(await applyShipment(trx, actor, checked.shipment))) throw new Refused(fail('WRONG_ORDER_STATUS'));
    }
    return { Shipped: ids.size };
  }) as Promise<BatchShipped | RpcFailure<DeskErrorCode>>;
}

// ── Delivery outcomes ────────────────────────────────────────────────────────────────────────

interface Outcome {
  order: OrderFacts;
  outcome: DeliveryOutcome;
  /** The day on the shop's clock. */
  day: string;
  /** Why it came back, when someone named it (a refusal or a return). */
  reason?: ReturnReason | undefined;
}

/** A day the courier reports: not after today, not before the order was placed. */
function dayAllowed(order: OrderFacts, day: string, now: Date): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = localMidnight(y, m, d);
  if (Number.isNaN(date.getTime()) || localDay(date.toISOString()) !== day) return false;
  return day <= localDay(now.toISOString()) && day >= localDay(order.createdAt);
}

/** The instant written for a day: now for today, else midday of that day on the shop's clock. */
export function instantOf(day: string, now: Date): string {
  if (day === localDay(now.toISOString())) return now.toISOString();
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(localMidnight(y, m, d).getTime() + 12 * 3_600_000).toISOString();
}

async function applyOutcome(
  trx: Db,
  actor: Actor,
  { order, outcome, day, reason }: Outcome,
  now: Date,
): Promise<boolean> {
  const at = instantOf(day, now);
  const moved = await recordOrderEvent(trx, {
    orderId: order.id,
    kind: outcome,
    from: order.status,
    at,
    source: actor.label,
  });
  if (!moved.ok) return false;
  if (outcome === 'delivered') {
    await recordAudit(trx, actor, {
      action: 'delivery.delivered',
      subject: 'order',
      subjectId: order.id,
      before: { status: order.status },
      after: { status: outcome, at },
    });
    return true;
  }
  // A parcel that came back: its reason (named now, else the one it had, else the outcome's own) and
  // the courier's two trips, kept on the order for the numbers.
  const before = await trx
    .selectFrom('orders')
    .select(['return_reason', 'return_cost_minor'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const kept = reason ?? before.return_reason ?? defaultReturnReason(outcome, order.status);
  const cost = before.return_cost_minor ?? (await returnCostMinor(trx, order.id, order.country));
  await trx
    .updateTable('orders')
    .set({ return_reason: kept, return_cost_minor: cost })
    .where('id', '=', order.id)
    .execute();
  await recordAudit(trx, actor, {
    action: `delivery.${outcome}`,
    subject: 'order',
    subjectId: order.id,
    before: { status: order.status, reason: before.return_reason },
    after: { status: outcome, at, reason: kept, costMinor: cost },
  });
  return true;
}

export async function recordDelivery(
  db: Db,
  actor: Actor,
  input: { orderId: number; outcome: DeliveryOutcome; date?: string | undefined; reason?: ReturnReason | undefined },
  now = new Date(),
): Promise<ParcelMoved | RpcFailure<DeskErrorCode>> {
  return inTransaction(db, async (trx) => {
    const order = await orderBy(trx, { id: input.orderId });
    if (!order) throw new Refused(fail('NOT_FOUND'));
    if (!outcomeAllowedFrom(input.outcome, order.status)) throw new Refused(fail('WRONG_ORDER_STATUS'));
    const day = input.date ?? localDay(now.toISOString());
    if (!dayAllowed(order, day, now))
      throw new Refused(fail('VALIDATION_ERROR', [{ path: ['date'], message: 'between the order day and today' }]));
    const reason = input.outcome === 'delivered' ? undefined : input.reason;
    if (!(await applyOutcome(trx, actor, { order, outcome: input.outcome, day, reason }, now)))
      throw new Refused(fail('WRONG_ORDER_STATUS'));
    return { Status: input.outcome };
  }) as Promise<ParcelMoved | RpcFailure<DeskErrorCode>>;
}

// ── CSV imports ──────────────────────────────────────────────────────────────────────────────

const cut = (value: string): string => value.slice(0, 80);

/** "2026-11-25", "25.11.2026." or "25.11.2026" → "2026-11-25"; anything else null. */
export function csvDay(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return value;
  const local = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?$/.exec(value);
  return local ? `${local[3]}-${local[2]!.padStart(2, '0')}-${local[1]!.padStart(2, '0')}` : null;
}

/** A header's first cell ("Broj narudžbe", "Porudžbina", "Order number"…), never taken for a mistyped order number. */
const HEADER_WORD = /^(broj|br\.|naru[dč]|poru[dč]|order|number|nr\b|#)/i;

/** The data rows: a first row whose first cell names the column (and is no order number) is a header. */
function dataRows(text: string): { rows: CsvLine[]; error: CsvRowError | null } {
  const lines = parseCsv(text);
  const firstCell = lines[0]?.cells[0] ?? '';
  const rows = !isLeadId(normalizeLeadId(firstCell)) && HEADER_WORD.test(firstCell) ? lines.slice(1) : lines;
  if (rows.length === 0) return { rows, error: { Row: 0, Problem: 'empty', Value: '' } };
  if (rows.length > CSV_ROWS_MAX) return { rows, error: { Row: 0, Problem: 'tooMany', Value: String(rows.length) } };
  return { rows, error: null };
}

/**
 * Reads every row (order number first, then `columns - 1` more cells), finds its order and lets
 * `check` decide; answers the rows' plans, or every row's problem.
 */
async function planRows<P>(
  trx: Db,
  text: string,
  columns: readonly number[],
  check: (order: OrderFacts, cells: string[]) => { plan: P } | { problem: CsvRowProblem; value: string },
): Promise<{ plans: P[] } | { errors: CsvRowError[] }> {
  const { rows, error } = dataRows(text);
  if (error) return { errors: [error] };
  const errors: CsvRowError[] = [];
  const plans: P[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of rows) {
    const refuse = (problem: CsvRowProblem, value: string) =>
      errors.push({ Row: line, Problem: problem, Value: cut(value) });
    if (!columns.includes(cells.length)) {
      refuse('columns', cells.join(' | '));
      continue;
    }
    const number = normalizeLeadId(cells[0]!);
    if (!isLeadId(number)) {
      refuse('orderNumber', cells[0]!);
      continue;
    }
    if (seen.has(number)) {
      refuse('repeated', cells[0]!);
      continue;
    }
    seen.add(number);
    const order = await orderBy(trx, { number });
    if (!order) {
      refuse('unknownOrder', cells[0]!);
      continue;
    }
    const checked = check(order, cells);
    if ('problem' in checked) refuse(checked.problem, checked.value);
    else plans.push(checked.plan);
  }
  return errors.length > 0 ? { errors } : { plans };
}

async function importRows<P>(
  db: Db,
  text: string,
  columns: readonly number[],
  check: (order: OrderFacts, cells: string[]) => { plan: P } | { problem: CsvRowProblem; value: string },
  apply: (trx: Db, plan: P) => Promise<boolean>,
  numberOf: (plan: P) => string,
): Promise<CsvImportResult> {
  return inTransaction(db, async (trx) => {
    const planned = await planRows(trx, text, columns, check);
    if ('errors' in planned) return { Applied: 0, Errors: planned.errors };
    for (const plan of planned.plans) {
      // Another writer moved the order between the check and now: the whole file rolls back.
      if (!(await apply(trx, plan)))
        throw new Refused({ Applied: 0, Errors: [{ Row: 0, Problem: 'status', Value: numberOf(plan) }] });
    }
    return { Applied: planned.plans.length, Errors: [] };
  }) as Promise<CsvImportResult>;
}

/** A courier's file of parcels handed over: order number; courier (id or name); tracking number. */
export function importShipped(db: Db, actor: Actor, text: string): Promise<CsvImportResult> {
  return importRows<Shipment>(
    db,
    text,
    [3],
    (order, [, courier = '', number = '']) => {
      const checked = checkShipment(order, courier, number);
      if (checked.ok) return { plan: checked.shipment };
      return {
        problem: checked.problem,
        value: checked.problem === 'courier' ? courier : checked.problem === 'trackingNumber' ? number : order.status,
      };
    },
    (trx, plan) => applyShipment(trx, actor, plan),
    (plan) => plan.order.number,
  );
}

/**
 * A courier's report of outcomes: order number; the outcome (in English or the courier's own words,
 * DELIVERY_OUTCOME_RULES); the day; optionally why a refused or returned parcel came back.
 */
export function importOutcomes(db: Db, actor: Actor, text: string, now = new Date()): Promise<CsvImportResult> {
  return importRows<Outcome>(
    db,
    text,
    [3, 4],
    (order, [, outcomeGiven = '', dayGiven = '', reasonGiven = '']) => {
      const outcome = deliveryOutcomeOf(outcomeGiven);
      if (!outcome) return { problem: 'outcome', value: outcomeGiven };
      if (!outcomeAllowedFrom(outcome, order.status)) return { problem: 'status', value: order.status };
      const day = csvDay(dayGiven);
      if (!day || !dayAllowed(order, day, now)) return { problem: 'date', value: dayGiven };
      // A reason on a delivery is noise from the courier's sheet: only a parcel that came back keeps one.
      const reason = reasonGiven.trim() === '' || outcome === 'delivered' ? undefined : returnReasonOf(reasonGiven);
      if (reason === null) return { problem: 'reason', value: reasonGiven };
      return { plan: { order, outcome, day, reason } };
    },
    (trx, plan) => applyOutcome(trx, actor, plan, now),
    (plan) => plan.order.number,
  );
}
