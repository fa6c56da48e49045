// The call queue's write statements, shared by every area that makes a promise to call (docs/desk.md,
// "The call queue"): a new order's lead, a promised call opened or closed in the transaction that made or
// settled the promise, an erased account's calls emptied, and the queue-changed signal. The desk reads and
// works the queue; the shop's areas only write these rows.
import type { Kysely } from 'kysely';
import { callDueAt, type CountryCode } from '@zdravo/contract';
import type { CallRequestKind } from '@zdravo/contract/desk';
import type { Database } from '../db/schema/index.ts';
import { nowIso } from '../db/dialect.ts';
import { insertRows } from '../db/shaped-query.ts';
import type { ShopEvents } from '../cluster/index.ts';

/** In the order's write set: the new order joins the queue. */
export function openLeadStatement(trx: Kysely<Database>, orderId: number, country: CountryCode, placedAt: string) {
  const due = new Date(callDueAt(country, Date.parse(placedAt))).toISOString();
  return insertRows(trx, 'call_leads', {
    order_id: orderId,
    country,
    due_at: due,
    next_call_at: due,
    held_by: null,
    held_until: null,
    first_called_at: null,
    closed_at: null,
    created_at: placedAt,
  });
}

/** Tells every agent's screen that the queue changed. Never throws (events are best-effort; screens also poll). */
export async function announceQueueChange(events: ShopEvents | undefined): Promise<void> {
  await events?.publish('desk-queue', nowIso());
}

export interface NewCallRequest {
  kind: CallRequestKind;
  subjectId: number;
  orderId?: number | null;
  country: CountryCode;
  phone: string;
  name: string;
  about: string;
  /** When the promise was made (ISO-8601). */
  at: string;
}

/** In the promise's own transaction: the call joins the queue (once per promise). */
export async function openCallRequest(trx: Kysely<Database>, r: NewCallRequest): Promise<void> {
  const due = new Date(callDueAt(r.country, Date.parse(r.at))).toISOString();
  const row = {
    kind: r.kind,
    subject_id: r.subjectId,
    order_id: r.orderId ?? null,
    country: r.country,
    phone: r.phone.slice(0, 20),
    name: r.name.slice(0, 200),
    about: r.about.slice(0, 200),
    due_at: due,
    next_call_at: due,
    held_by: null,
    held_until: null,
    first_called_at: null,
    closed_at: null,
    outcome: null,
    created_at: r.at,
  };
  // The same promise again (a repeated request): the one in the queue stands.
  await trx
    .insertInto('call_requests')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'subject_id']).doNothing())
    .execute();
}

/**
 * Another path settled what the call was promised for (the club fee taken, the request cancelled):
 * the open request leaves the queue, with no call outcome. Answers whether one closed.
 */
export async function closeCallRequest(
  trx: Kysely<Database>,
  kind: CallRequestKind,
  subjectId: number,
): Promise<boolean> {
  const closed = await trx
    .updateTable('call_requests')
    .set({ closed_at: nowIso(), held_by: null, held_until: null })
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

/** An account erased (modules/privacy/erase.ts): its promised calls keep no phone or name; a quiz one goes with its sign-up. */
export async function eraseCallRequests(trx: Kysely<Database>, userId: number, subscriberIds: number[]): Promise<void> {
  if (subscriberIds.length > 0)
    await trx.deleteFrom('call_requests').where('kind', '=', 'quiz').where('subject_id', 'in', subscriberIds).execute();
  const now = nowIso();
  await trx
    .updateTable('call_requests')
    .set((eb) => ({
      phone: '',
      name: '',
      held_by: null,
      held_until: null,
      closed_at: eb.fn.coalesce('closed_at', eb.val(now)),
    }))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('kind', '=', 'club'),
          eb('subject_id', 'in', eb.selectFrom('club_members').select('id').where('user_id', '=', userId)),
        ]),
        eb.and([
          eb('kind', '=', 'pickup'),
          eb('order_id', 'in', eb.selectFrom('orders').select('id').where('user_id', '=', userId)),
        ]),
      ]),
    )
    .execute();
}
