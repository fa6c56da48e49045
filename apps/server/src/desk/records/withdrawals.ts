// Withdrawals on the desk (docs/desk.md, "Withdrawals"): every statement with its acknowledgement
// and the team's to-do, open or done, newest first; and marking the to-do done. Marking it moves the
// order on as its lifecycle says (packages/contract/src/orders.ts: a withdrawn order ends cancelled
// when its parcel was stopped, returned when the parcel came back) and adds an audit row, in one
// transaction with the mark. A withdrawal that owes money carries its refund (docs/desk.md,
// "Refunds"): the amount, the due day, the shopper's IBAN, and its own "paid" step, managers' only.
import type { Kysely } from 'kysely';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import { localDay, localMidnight, parseCountry, type WithdrawalStage } from '@zdravo/contract';
import { refundOverdue } from '@zdravo/contract/refund';
import {
  todoForOrder,
  type DeskErrorCode,
  type WithdrawalRefund,
  type WithdrawalListState,
  type WithdrawalPage,
  type WithdrawalRecord,
  type WithdrawalTodo,
} from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordOrderEvent } from '../../modules/orders/index.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { instantOf } from '../dispatch/moves.ts';

/** Records a page holds: each is a card with the statement and the acknowledgement. */
const WITHDRAWAL_PAGE = 25;

type Db = Kysely<Database>;

/** The statement's JSON as the withdrawal modules store it (modules/withdrawal/statement.ts, club/withdraw.ts). */
interface StoredStatement {
  name?: string;
  text?: string;
  stage?: WithdrawalStage;
  items?: { name: string; quantity: number }[];
}

function statementOf(json: string): StoredStatement {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as StoredStatement) : {};
  } catch {
    return {};
  }
}

function ackText(payload: string): { subject: string | null; text: string } {
  const value = statementOf(payload) as { subject?: unknown; text?: unknown };
  return {
    subject: typeof value.subject === 'string' ? value.subject : null,
    text: typeof value.text === 'string' ? value.text : '',
  };
}

const STAGES: readonly WithdrawalStage[] = ['notSent', 'inTransit', 'delivered'];

function baseQuery(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .leftJoin('outbox', 'outbox.id', 'w.outbox_id')
    .leftJoin('orders', (join) => join.onRef('orders.id', '=', 'w.subject_id').on('w.subject_kind', '=', 'order'))
    .selectAll('w')
    .select([
      'outbox.payload',
      'outbox.status as ack_status',
      'outbox.created_at as ack_queued_at',
      'outbox.sent_at as ack_sent_at',
      'orders.status as order_status',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function refundOf(row: Row, now: Date): WithdrawalRefund | null {
  if (row.refund_minor === null || row.refund_due_on === null) return null;
  const paid =
    row.refund_paid_at === null
      ? null
      : {
          On: row.refund_paid_on ?? '',
          Reference: row.refund_paid_reference ?? '',
          At: row.refund_paid_at,
          By: row.refund_paid_by ?? '',
        };
  return {
    AmountMinor: row.refund_minor,
    Currency: row.refund_currency ?? '',
    DueOn: row.refund_due_on,
    Iban: row.refund_iban,
    Paid: paid,
    Overdue: refundOverdue(row.refund_due_on, paid?.On ?? null, now),
  };
}

function toRecord(row: Row, now = new Date()): WithdrawalRecord {
  const statement = statementOf(row.statement);
  const isOrder = row.subject_kind === 'order';
  const stage = isOrder ? (STAGES.find((s) => s === statement.stage) ?? 'notSent') : null;
  const ack = row.payload === null ? null : ackText(row.payload);
  return {
    ID: row.id,
    Subject: isOrder ? 'order' : 'club',
    SubjectID: row.subject_id,
    Reference: row.reference,
    Country: parseCountry(row.country),
    ReceivedAt: row.created_at,
    Name: statement.name ?? '',
    Statement: statement.text ?? '',
    Items: (statement.items ?? []).map((i) => ({ Name: i.name, Quantity: i.quantity })),
    Stage: stage,
    OrderStatus: isOrder ? row.order_status : null,
    Acknowledgement: ack && {
      Channel: row.channel === 'sms' ? 'sms' : 'email',
      To: row.recipient,
      Subject: ack.subject,
      Text: ack.text,
      Status: row.ack_status ?? 'pending',
      QueuedAt: row.ack_queued_at ?? row.created_at,
      SentAt: row.ack_sent_at,
    },
    Todo: stage === null ? 'refundFee' : todoForOrder(stage),
    Done:
      row.done_at === null
        ? null
        : { On: row.done_on ?? '', At: row.done_at, By: row.done_by ?? '', Note: row.done_note },
    Refund: refundOf(row, now),
  };
}

export async function listWithdrawals(
  db: Db,
  state: WithdrawalListState,
  beforeId?: number,
  now = new Date(),
): Promise<WithdrawalPage> {
  let query = baseQuery(db).where('w.done_at', state === 'open' ? 'is' : 'is not', null);
  if (beforeId !== undefined) query = query.where('w.id', '<', beforeId);
  const rows = await query
    .orderBy('w.id', 'desc')
    .limit(WITHDRAWAL_PAGE + 1)
    .execute();
  const page = rows.slice(0, WITHDRAWAL_PAGE);
  return {
    Records: page.map((row) => toRecord(row, now)),
    NextBeforeID: rows.length > WITHDRAWAL_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A real calendar day (not 31 February), as the shop's clock writes it. */
function realDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = localMidnight(y, m, d);
  return !Number.isNaN(midnight.getTime()) && localDay(midnight.toISOString()) === day;
}

const withdrawalById = (db: Db, id: number) => baseQuery(db).where('w.id', '=', id).executeTakeFirst();

/** Where the order goes when the to-do is done: the parcel stopped ends it, a parcel back is returned. */
const ORDER_AFTER: Record<Exclude<WithdrawalTodo, 'refundFee'>, 'cancelled' | 'returned'> = {
  stopParcel: 'cancelled',
  awaitReturn: 'returned',
  returnAndRefund: 'returned',
};

export interface DoneInput {
  id: number;
  on: string;
  note?: string | undefined;
}

/**
 * Marks the to-do done. The first mark stays: a second one (a double click, a colleague at the same
 * time) answers the record as it is, with who marked it, and writes nothing. The day may not be in
 * the future nor before the statement came.
 */
export async function markWithdrawalDone(
  db: Db,
  actor: Actor,
  input: DoneInput,
  now = new Date(),
): Promise<WithdrawalRecord | RpcFailure<DeskErrorCode>> {
  return db.transaction().execute(async (trx) => {
    const row = await withdrawalById(trx, input.id);
    if (!row) return fail('NOT_FOUND');
    if (row.done_at !== null) return toRecord(row);
    if (!realDay(input.on) || input.on > localDay(now.toISOString()) || input.on < localDay(row.created_at)) {
      return fail('VALIDATION_ERROR', [{ path: ['on'], message: 'between the statement day and today' }]);
    }
    const record = toRecord(row);
    const note = input.note === undefined || input.note === '' ? null : input.note;
    const marked = await trx
      .updateTable('withdrawals')
      .set({ done_on: input.on, done_at: nowIso(), done_by: actor.label.slice(0, 440), done_note: note })
      .where('id', '=', row.id)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return toRecord((await withdrawalById(trx, input.id))!);
    let orderStatus: string | null = null;
    if (record.Subject === 'order' && record.Todo !== 'refundFee') {
      // Only an order still withdrawn moves: dispatch may have recorded the return already.
      const kind = ORDER_AFTER[record.Todo];
      const moved = await recordOrderEvent(trx, {
        orderId: record.SubjectID,
        kind,
        from: 'withdrawn',
        at: instantOf(input.on, now),
        source: actor.label,
      });
      if (moved.ok) orderStatus = kind;
    }
    await recordAudit(trx, actor, {
      action: 'withdrawal.done',
      subject: 'withdrawal',
      subjectId: row.id,
      before: { done: null },
      after: { done: record.Todo, on: input.on, ...(note ? { note } : {}), ...(orderStatus ? { orderStatus } : {}) },
    });
    return toRecord((await withdrawalById(trx, input.id))!);
  });
}

export interface RefundPaidInput {
  id: number;
  on: string;
  reference: string;
}

/**
 * The refund's "paid" step: the day the money left and the bank's reference, with an audit row, in one
 * transaction. Like the to-do, the first mark stays. A club fee's refund is the to-do itself, so it is
 * marked done with it.
 */
export async function markRefundPaid(
  db: Db,
  actor: Actor,
  input: RefundPaidInput,
  now = new Date(),
): Promise<WithdrawalRecord | RpcFailure<DeskErrorCode>> {
  return db.transaction().execute(async (trx) => {
    const row = await withdrawalById(trx, input.id);
    if (!row || row.refund_minor === null) return fail('NOT_FOUND');
    if (row.refund_paid_at !== null) return toRecord(row, now);
    if (!realDay(input.on) || input.on > localDay(now.toISOString()) || input.on < localDay(row.created_at)) {
      return fail('VALIDATION_ERROR', [{ path: ['on'], message: 'between the statement day and today' }]);
    }
    const at = nowIso();
    const by = actor.label.slice(0, 440);
    const clubDone =
      row.subject_kind === 'club' && row.done_at === null ? { done_on: input.on, done_at: at, done_by: by } : {};
    const marked = await trx
      .updateTable('withdrawals')
      .set({
        refund_paid_on: input.on,
        refund_paid_reference: input.reference,
        refund_paid_at: at,
        refund_paid_by: by,
        ...clubDone,
      })
      .where('id', '=', row.id)
      .where('refund_paid_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return toRecord((await withdrawalById(trx, input.id))!, now);
    await recordAudit(trx, actor, {
      action: 'withdrawal.refundPaid',
      subject: 'withdrawal',
      subjectId: row.id,
      before: { paid: null },
      after: {
        amountMinor: row.refund_minor,
        currency: row.refund_currency,
        on: input.on,
        reference: input.reference,
        iban: row.refund_iban,
      },
    });
    return toRecord((await withdrawalById(trx, input.id))!, now);
  });
}
