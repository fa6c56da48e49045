// Withdrawing from an order: the shopper's own order, inside its period. In ONE transaction the
// withdrawal is recorded with its statement, the order moves to withdrawn, the CRM learns of it, and
// the acknowledgement is queued — all of it or none. A repeat (a double click, two tabs, a lost
// answer) answers the withdrawal already recorded: UNIQUE (subject_kind, subject_id) decides a race,
// so there is never a second acknowledgement.
import type { Kysely, Selectable } from 'kysely';
import {
  isOrderStatus,
  orderWithdrawability,
  parseCountry,
  WITHDRAWAL_CODES,
  type CountryCode,
} from '@zdravo/contract';
import type { Withdrawal } from '@zdravo/contract/methods';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import type { OrdersTable } from '../../db/schema/orders.ts';
import type { WithdrawalsTable } from '../../db/schema/withdrawals.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { enqueue } from '../../platform/outbox.ts';
import { recordOrderEvent } from '../orders/index.ts';
import { openCallRequest } from '../../platform/call-queue.ts';
import { notifyCrmInTransaction } from './crm.ts';
import { refundDueOn } from '@zdravo/contract/refund';
import { acknowledgement, orderStatement, type WithdrawalStatement } from './statement.ts';
import { recipientFor, type Recipient } from '../../platform/recipient.ts';

type WithdrawRefusal = 'NOT_FOUND' | (typeof WITHDRAWAL_CODES)[keyof typeof WITHDRAWAL_CODES];
export type WithdrawResult = { ok: true; withdrawal: Withdrawal } | { ok: false; code: WithdrawRefusal };

/** The order moved (an operator, another tab) between our read and our write: look again. */
class OrderChanged extends Error {}
const MAX_ATTEMPTS = 3;

const toWithdrawal = (row: Selectable<WithdrawalsTable>): Withdrawal => ({
  Subject: row.subject_kind === 'club' ? 'club' : 'order',
  SubjectID: row.subject_id,
  Reference: row.reference,
  WithdrawnAt: row.created_at,
  Channel: row.channel === 'sms' ? 'sms' : 'email',
  SentTo: row.recipient,
});

async function recorded(db: Kysely<Database>, orderId: number): Promise<Withdrawal | undefined> {
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('subject_kind', '=', 'order')
    .where('subject_id', '=', orderId)
    .executeTakeFirst();
  return row && toWithdrawal(row);
}

export interface WithdrawRequest {
  userId: number;
  orderId: number;
  /** The shopper's choice of e-mail for the acknowledgement (see recipientFor). */
  email: string | undefined;
  shopName: string;
  /** The account for the refund (electronic IBAN), when the shopper gave one. */
  iban?: string | undefined;
}

interface NewWithdrawal {
  order: Selectable<OrdersTable>;
  statement: WithdrawalStatement;
  recipient: Recipient;
  country: CountryCode;
  at: string;
}

/**
 * What is paid back (docs/desk.md, "Refunds"): a delivered parcel was paid for at the door, so the
 * order as charged — the goods and the delivery, which is the standard one — is due within 14 days
 * of the statement. Before delivery the shopper paid nothing (cash on delivery): no refund.
 */
function refundFacts(w: NewWithdrawal): {
  refund_minor: number | null;
  refund_currency: string | null;
  refund_due_on: string | null;
} {
  if (w.statement.stage !== 'delivered') return { refund_minor: null, refund_currency: null, refund_due_on: null };
  return {
    refund_minor: w.order.subtotal_minor + w.order.delivery_minor,
    refund_currency: w.order.currency,
    refund_due_on: refundDueOn(w.at),
  };
}

/** Inside the transaction: the record, the order's move, the CRM's notice and the acknowledgement. */
async function record(trx: Kysely<Database>, config: AppConfig, req: WithdrawRequest, w: NewWithdrawal): Promise<void> {
  // The withdrawal row first: a racing duplicate stops here, on the unique constraint.
  const { id } = await trx
    .insertInto('withdrawals')
    .values({
      user_id: req.userId,
      subject_kind: 'order',
      subject_id: w.order.id,
      reference: w.order.lead_id,
      country: w.country,
      statement: JSON.stringify(w.statement),
      channel: w.recipient.channel,
      recipient: w.recipient.to,
      outbox_id: null,
      created_at: w.at,
      ...refundFacts(w),
      refund_iban: req.iban ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The withdrawal's own rule (orderWithdrawability) was checked: the move is forced past ORDER_STATUS_NEXT.
  const from = isOrderStatus(w.order.status) ? w.order.status : 'received';
  const moved = await recordOrderEvent(trx, {
    orderId: w.order.id,
    kind: 'withdrawn',
    at: w.at,
    from,
    force: true,
    source: 'withdrawal',
  });
  if (!moved.ok) throw new OrderChanged();
  // A delivered parcel must be collected: "Javit ćemo vam se da dogovorimo preuzimanje" is a call in the desk's queue.
  if (from === 'delivered') {
    const o = w.order;
    await openCallRequest(trx, {
      kind: 'pickup',
      subjectId: id,
      orderId: o.id,
      country: w.country,
      phone: o.phone,
      name: `${o.first_name} ${o.last_name}`.trim(),
      about: o.lead_id,
      at: w.at,
    });
  }
  await notifyCrmInTransaction(trx, config, { LeadID: w.order.lead_id, WithdrawnAt: w.at });
  const refund = refundFacts(w);
  const notice =
    refund.refund_minor === null || refund.refund_due_on === null
      ? null
      : { amountMinor: refund.refund_minor, dueOn: refund.refund_due_on, iban: req.iban ?? null };
  const payload = acknowledgement(w.statement, w.at, w.country, req.shopName, w.recipient.channel, notice);
  const outboxId = await enqueue(trx, {
    channel: w.recipient.channel,
    to: w.recipient.to,
    payload,
    orderId: w.order.id,
  });
  await trx.updateTable('withdrawals').set({ outbox_id: outboxId }).where('id', '=', id).execute();
}

export async function withdrawOrder(
  db: Kysely<Database>,
  config: AppConfig,
  req: WithdrawRequest,
  now = new Date(),
): Promise<WithdrawResult> {
  for (let attempt = 1; ; attempt++) {
    // Another shopper's order is NOT_FOUND, exactly like one that does not exist.
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', req.orderId)
      .where('user_id', '=', req.userId)
      .executeTakeFirst();
    if (!order) return { ok: false, code: 'NOT_FOUND' };
    const done = await recorded(db, order.id);
    if (done) return { ok: true, withdrawal: done };

    const status = isOrderStatus(order.status) ? order.status : 'received';
    const state = orderWithdrawability(status, order.delivered_at, now);
    if (state.state === 'over') return { ok: false, code: WITHDRAWAL_CODES.periodOver };
    if (state.state !== 'open') return { ok: false, code: WITHDRAWAL_CODES.orderClosed };

    const country = parseCountry(order.country);
    const lines = await db
      .selectFrom('order_lines')
      .select(['name', 'quantity'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const account = await db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', req.userId)
      .executeTakeFirstOrThrow();
    const w: NewWithdrawal = {
      order,
      statement: orderStatement({ ...order, status }, lines, country),
      recipient: recipientFor(req.email, account),
      country,
      at: now.toISOString(),
    };
    try {
      await db.transaction().execute((trx) => record(trx, config, req, w));
      const withdrawal = await recorded(db, order.id);
      if (withdrawal) return { ok: true, withdrawal };
    } catch (error) {
      // A duplicate that lost the race, or an order moved meanwhile: the next round sees what won.
      if (!(error instanceof OrderChanged) && !isUniqueViolation(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
