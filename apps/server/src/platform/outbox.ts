// The outbox: every message that leaves the shop (reset codes by e-mail or SMS, and any channel a
// module adds, e.g. CRM forwarding) is first a row, written in the same transaction as the change
// that caused it. A worker delivers it and retries with backoff until it is sent — a crash or a
// transport outage never loses a message, and nothing is sent for a change that rolled back.
import { EventEmitter } from 'node:events';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import type { OutboxTable } from '../db/schema/accounts.ts';
import { insertRows, type ShapedInsert } from '../db/shaped-query.ts';

/** JSON the transport of the channel understands. For 'email': subject + text; for 'sms': text. */
type OutboxPayload = Record<string, unknown> & {
  /** Blank the stored text once a real transport delivered it (e.g. a reset code). */
  sensitive?: boolean;
};

export interface OutboxMessage {
  /** 'email' | 'sms' | a channel a module registered with addOutboxTransport (e.g. 'crm'). */
  channel: string;
  /** E-mail address, E.164 phone, or whatever the channel's transport reads. */
  to: string;
  payload: OutboxPayload;
  /** The order it is about, if any: the desk's order view lists the order's messages by it. */
  orderId?: number;
}

/** Lets a worker in this process deliver at once instead of at its next poll. */
export const outboxSignal = new EventEmitter().setMaxListeners(0);

/**
 * Queues a message. Pass the transaction (`trx`) of the change it belongs to: the message then
 * exists if and only if that change committed. Returns the outbox id.
 */
export async function enqueue(db: Kysely<Database>, message: OutboxMessage): Promise<number> {
  const row = await db.insertInto('outbox').values(outboxRow(message)).returning('id').executeTakeFirstOrThrow();
  announceEnqueued();
  return row.id;
}

/**
 * The insert that queues `message`, not yet run: for a caller that sends it with the rest of its
 * write set (db/write-set.ts). Call announceEnqueued() once it ran.
 */
export function enqueueStatement(db: Kysely<Database>, message: OutboxMessage): ShapedInsert {
  return insertRows(db, 'outbox', outboxRow(message));
}

function outboxRow(message: OutboxMessage): Insertable<OutboxTable> {
  const now = new Date().toISOString();
  return {
    channel: message.channel,
    recipient: message.to,
    payload: JSON.stringify(message.payload),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    delivered_by: null,
    created_at: now,
    sent_at: null,
    order_id: message.orderId ?? null,
  };
}

/** Wakes this process's worker for a message just queued. */
export const announceEnqueued = (): void => {
  outboxSignal.emit('enqueued');
};

/** A row as a transport receives it. */
export interface DeliverableMessage extends OutboxMessage {
  id: number;
  attempts: number;
  createdAt: string;
}

/**
 * Delivers one message: resolve when the far side accepted it; throw to retry later; throw a
 * PermanentDeliveryError when retrying cannot help (e.g. the gateway says the number is invalid).
 */
export interface OutboxTransport {
  /** Stored with the row as delivered_by ('dev', 'smtp', 'sms-gateway', 'crm', …). */
  name: string;
  deliver(message: DeliverableMessage): Promise<void>;
}

export class PermanentDeliveryError extends Error {}
