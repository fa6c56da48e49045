// What an agent records after a call (docs/desk.md), in one transaction with its audit row: the
// outcome, the order's new status (through recordOrderEvent, so /track and the account follow), the
// lead's place in the queue, and the message the shopper is sent.
import type { Kysely } from 'kysely';
import { fail, RpcFailure } from '@zdravo/rpc/server';
import {
  afterNoAnswer,
  COUNTRIES,
  COUNTRY_TERMS,
  fillText,
  normalizeLeadId,
  formatMoney,
  fromMinor,
  isOrderStatus,
  nextCallableAt,
  openMsBetween,
  parseCountry,
  textFor,
  type CountryCode,
  type OrderStatus,
  type Text,
} from '@zdravo/contract';
import type {
  AuditFields,
  CallOutcome,
  CallResult,
  CancelReason,
  DeliveryAddress,
  DeskErrorCode,
} from '@zdravo/contract/desk';
import { callMessages, retryWhenText } from '@zdravo/contract/messages/call-messages';
import type { Database } from '../../db/schema/index.ts';
import type { AppConfig } from '../../config.ts';
import { enqueue } from '../../platform/outbox.ts';
import { recordOrderEvent } from '../../modules/orders/index.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { checkAddress } from '../../platform/address.ts';
import { holds } from './leads.ts';
import { applyChange, type CallChange } from './amend.ts';
import { isCallable } from '../../platform/lead-sync.ts';

/** A call back may be asked for at most this far ahead. */
const CALL_BACK_MAX_MS = 30 * 24 * 3_600_000;

export interface CallInput {
  orderId: number;
  outcome: CallOutcome;
  note?: string | undefined;
  address?: DeliveryAddress | undefined;
  callBackAt?: string | undefined;
  reason?: CancelReason | undefined;
  duplicateOf?: number | undefined;
  /** Changes made on the call, saved with a confirmation or a call back (ignored with the others). */
  change?: CallChange | undefined;
  duplicateOfNumber?: string | undefined;
}

/** The outcomes that keep the order: what was changed on the call is saved with them. */
const KEEPS_ORDER: readonly CallOutcome[] = ['confirmed', 'callBack'];

interface OrderFacts {
  id: number;
  status: OrderStatus;
  country: CountryCode;
  phone: string;
  email: string | null;
  number: string;
  totalMinor: number;
}

type Plan =
  | { kind: 'close'; status: OrderStatus; message: 'confirmed' | 'unreachable' | null; data: AuditFields }
  | { kind: 'requeue'; nextCallAt: string; noAnswers: number; message: 'missed' | null; data: AuditFields };

/** The order a duplicate repeats: by its order number as the agent reads it, or by its id. */
function duplicateTarget(trx: Kysely<Database>, input: CallInput) {
  const query = trx.selectFrom('orders').select(['id', 'lead_id']);
  if (input.duplicateOfNumber !== undefined)
    return query.where('lead_id', '=', normalizeLeadId(input.duplicateOfNumber)).executeTakeFirst();
  return input.duplicateOf === undefined
    ? Promise.resolve(undefined)
    : query.where('id', '=', input.duplicateOf).executeTakeFirst();
}

/** Decides what the call does, before anything is written; a refusal names what is wrong. */
async function plan(
  trx: Kysely<Database>,
  order: OrderFacts,
  input: CallInput,
  noAnswers: number,
  now: number,
  openedAt: number,
): Promise<Plan | RpcFailure<DeskErrorCode>> {
  switch (input.outcome) {
    case 'confirmed': {
      if (!input.address) return fail('INVALID_ADDRESS', { fields: ['street', 'postalCode', 'place'] });
      const { bad, address } = checkAddress(order.country, input.address);
      if (bad.length > 0) return fail('INVALID_ADDRESS', { fields: bad });
      return { kind: 'close', status: 'confirmed', message: 'confirmed', data: { address } };
    }
    case 'noAnswer': {
      // The country's retry plan (retry-plan.ts): a different time of day each time, then give up.
      const count = noAnswers + 1;
      const next = afterNoAnswer(order.country, count, now, openedAt);
      if (next.kind === 'giveUp')
        return {
          kind: 'close',
          status: 'cancelled',
          message: 'unreachable',
          data: { noAnswers: count, unreachable: true },
        };
      // After the first miss only, the shopper is told the team tried and when it will try again.
      return {
        kind: 'requeue',
        nextCallAt: new Date(next.at).toISOString(),
        noAnswers: count,
        message: count === 1 ? 'missed' : null,
        data: { noAnswers: count },
      };
    }
    case 'callBack': {
      const at = input.callBackAt ? Date.parse(input.callBackAt) : NaN;
      if (!(at > now && at < now + CALL_BACK_MAX_MS))
        return fail('VALIDATION_ERROR', [{ path: ['callBackAt'], message: 'a time in the next 30 days' }]);
      return {
        kind: 'requeue',
        nextCallAt: new Date(nextCallableAt(order.country, at)).toISOString(),
        noAnswers,
        message: null,
        data: { callBackAt: new Date(at).toISOString() },
      };
    }
    case 'wrongNumber':
      return { kind: 'close', status: 'cancelled', message: null, data: { wrongNumber: true } };
    case 'cancelled':
      if (!input.reason) return fail('VALIDATION_ERROR', [{ path: ['reason'], message: 'required' }]);
      return { kind: 'close', status: 'cancelled', message: null, data: { reason: input.reason } };
    case 'duplicate': {
      const other = await duplicateTarget(trx, input);
      if (!other || other.id === order.id)
        return fail('VALIDATION_ERROR', [
          {
            path: [input.duplicateOfNumber !== undefined ? 'duplicateOfNumber' : 'duplicateOf'],
            message: 'another order',
          },
        ]);
      return {
        kind: 'close',
        status: 'cancelled',
        message: null,
        data: { duplicateOf: other.id, duplicateOfNumber: other.lead_id },
      };
    }
  }
}

const MESSAGES = {
  confirmed: [callMessages.confirmedSms, callMessages.confirmedSubject],
  unreachable: [callMessages.unreachableSms, callMessages.unreachableSubject],
  missed: [callMessages.missedSms, callMessages.missedSubject],
} as const;

/** What the shopper is sent; `facts`: the calls made (unreachable), the next call's time (missed). */
function shopperMessage(
  kind: keyof typeof MESSAGES,
  order: OrderFacts,
  shopName: string,
  facts: { calls?: number; nextCallAt?: number; now: number },
) {
  const t = (text: Text) => textFor(text, order.country);
  const days = COUNTRY_TERMS[order.country].deliveryDays;
  const when = facts.nextCallAt === undefined ? '' : retryWhenText(order.country, facts.now, facts.nextCallAt);
  const vars = {
    shop: shopName,
    number: order.number,
    total: formatMoney(fromMinor(order.totalMinor), order.country),
    min: days.min,
    max: days.max,
    phone: COUNTRIES[order.country].contact.phone,
    calls: facts.calls ?? 0,
    when,
  };
  const [sms, subjectText] = MESSAGES[kind];
  const text = fillText(t(sms), vars);
  const subject = fillText(t(subjectText), vars);
  // Every order has a phone (checkout asks for it); an e-mail is the fallback a future order without one would use.
  return order.phone
    ? { channel: 'sms', to: order.phone, payload: { text }, orderId: order.id }
    : { channel: 'email', to: order.email ?? '', payload: { subject, text }, orderId: order.id };
}

/** Records one call. The caller must hold the lead; nothing is written when anything is refused. */
export async function recordCall(
  db: Kysely<Database>,
  config: AppConfig,
  actor: Actor & { staffId: number },
  input: CallInput,
): Promise<CallResult | RpcFailure<DeskErrorCode>> {
  // A refusal after the call's changes were written rolls them back: thrown out of the transaction, answered here.
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await recordIn(trx, config, actor, input);
      if (result instanceof RpcFailure) throw result;
      return result;
    });
  } catch (error) {
    if (error instanceof RpcFailure) return error as RpcFailure<DeskErrorCode>;
    throw error;
  }
}

async function recordIn(
  trx: Kysely<Database>,
  config: AppConfig,
  actor: Actor & { staffId: number },
  input: CallInput,
): Promise<CallResult | RpcFailure<DeskErrorCode>> {
  // An order another path closed (withdrawn, cancelled, shipped…) cannot be confirmed: say so first,
  // with its status, rather than that the (now closed) lead is not held.
  const current = await trx.selectFrom('orders').select('status').where('id', '=', input.orderId).executeTakeFirst();
  if (!current) return fail('NOT_FOUND');
  if (isOrderStatus(current.status) && !isCallable(current.status))
    return fail('ORDER_CLOSED', { status: current.status });
  if (!(await holds(trx, input.orderId, actor.staffId))) return fail('LEAD_NOT_HELD');
  // The lines and total on screen are what the shopper agreed to: priced and saved first, so the
  // confirmation's SMS says the new total — or nothing is written.
  if (input.change && KEEPS_ORDER.includes(input.outcome)) {
    const changed = await applyChange(trx, actor, input.orderId, input.change);
    if (!('lines' in changed)) return changed;
  }
  const row = await trx
    .selectFrom('orders')
    .innerJoin('call_leads', 'call_leads.order_id', 'orders.id')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.country',
      'orders.phone',
      'orders.lead_id',
      'orders.total_minor',
      'users.email',
      'call_leads.no_answers',
      'call_leads.first_called_at',
      'call_leads.created_at as lead_created_at',
      'call_leads.added_minor',
      'call_leads.removed_minor',
      'call_leads.dialed_at',
    ])
    .where('orders.id', '=', input.orderId)
    .executeTakeFirstOrThrow();
  const order: OrderFacts = {
    id: row.id,
    status: isOrderStatus(row.status) ? row.status : 'received',
    country: parseCountry(row.country),
    phone: row.phone,
    email: row.email ?? null,
    number: row.lead_id,
    totalMinor: row.total_minor,
  };
  const now = Date.now();
  const decided = await plan(trx, order, input, Number(row.no_answers), now, Date.parse(row.lead_created_at));
  if (!('kind' in decided)) return decided;
  const at = new Date(now).toISOString();
  // The first call stamps when and how long after the order it came (the numbers' call promise), in
  // open call hours: a night or a Sunday the team could not call is no wait of theirs.
  const firstCall = row.first_called_at
    ? {}
    : {
        first_called_at: at,
        first_wait_seconds: Math.round(openMsBetween(order.country, Date.parse(row.lead_created_at), now) / 1000),
      };

  let status: OrderStatus = order.status;
  if (decided.kind === 'close') {
    const moved = await recordOrderEvent(trx, {
      orderId: order.id,
      kind: decided.status,
      from: order.status,
      source: actor.label,
    });
    if (!moved.ok) return fail('ORDER_CLOSED', { status: 'status' in moved ? moved.status : order.status });
    status = decided.status;
    await trx
      .updateTable('call_leads')
      .set({ closed_at: at, held_by: null, held_until: null, dialed_at: null, ...firstCall })
      .where('order_id', '=', order.id)
      .execute();
    if (decided.status === 'confirmed') {
      const address = decided.data.address as DeliveryAddress;
      const values = { street: address.street, postal_code: address.postalCode, place: address.place, updated_at: at };
      await trx
        .insertInto('order_addresses')
        .values({ order_id: order.id, ...values })
        .onConflict((oc) => oc.column('order_id').doUpdateSet(values))
        .execute();
    }
    if (decided.message)
      await enqueue(
        trx,
        shopperMessage(decided.message, order, config.shopName, { calls: Number(decided.data.noAnswers ?? 0), now }),
      );
  } else {
    await trx
      .updateTable('call_leads')
      .set({
        next_call_at: decided.nextCallAt,
        no_answers: decided.noAnswers,
        held_by: null,
        held_until: null,
        dialed_at: null,
        ...firstCall,
      })
      .where('order_id', '=', order.id)
      .execute();
    if (decided.message)
      await enqueue(
        trx,
        shopperMessage(decided.message, order, config.shopName, { nextCallAt: Date.parse(decided.nextCallAt), now }),
      );
  }
  const note = input.note?.trim() || null;
  // The call carries its order's country and, when it confirms, what the calls added (the numbers' agents).
  const addedMinor = input.outcome === 'confirmed' ? row.added_minor : 0;
  const removedMinor = input.outcome === 'confirmed' ? row.removed_minor : 0;
  await trx
    .insertInto('call_outcomes')
    .values({
      order_id: order.id,
      staff_id: actor.staffId,
      outcome: input.outcome,
      note,
      data_json: JSON.stringify(decided.data),
      at,
      country: order.country,
      added_minor: addedMinor,
      removed_minor: removedMinor,
      dialed_at: row.dialed_at,
    })
    .execute();
  await recordAudit(trx, actor, {
    action: `call.${input.outcome}`,
    subject: 'order',
    subjectId: order.id,
    before: { status: order.status },
    after: { status, ...decided.data, ...(note ? { note } : {}) },
  });
  return { Status: status, NextCallAt: decided.kind === 'requeue' ? decided.nextCallAt : null };
}
