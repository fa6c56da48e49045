// Supervision of the call queue (docs/desk.md, "Supervision"): the backlog's size and age by country
// and lead type (orders and every promised call), and a manager handing a held lead to another agent.
import { sql, type Kysely } from 'kysely';
import { parseCountry } from '@zdravo/contract';
import type { BacklogRow, LeadKind } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordAudit } from '../../platform/audit.ts';
import { HOLD_MS, type StaffActor } from './leads.ts';

interface Counted {
  country: string;
  kind: string;
  open: number | string | bigint;
  due_now: number | string | bigint | null;
  oldest: string | null;
}

/** A lead is callable now when it was never called (earlier is better) or its retry time came. */
const dueNow = (table: 'call_leads' | 'call_requests', now: string) =>
  sql<number>`sum(case when ${sql.ref(`${table}.first_called_at`)} is null or ${sql.ref(`${table}.next_call_at`)} <= ${now} then 1 else 0 end)`;

/**
 * Since when a callable lead has been waiting: a lead never called since it fell due, a retry or a
 * promised call since its time. A lead waiting for a later call is not waiting on anyone, so it does not count.
 */
const callableSince = (table: 'call_leads' | 'call_requests', now: string) =>
  sql<
    string | null
  >`min(case when ${sql.ref(`${table}.first_called_at`)} is null then ${sql.ref(`${table}.due_at`)} when ${sql.ref(`${table}.next_call_at`)} <= ${now} then ${sql.ref(`${table}.next_call_at`)} end)`;

/** Every open lead counted by country and kind: how many, how many callable now, since when the longest-waiting callable one waits. */
export async function backlog(db: Kysely<Database>): Promise<BacklogRow[]> {
  const now = nowIso();
  const [orders, requests] = await Promise.all([
    db
      .selectFrom('call_leads')
      .select([
        'country',
        sql<string>`'order'`.as('kind'),
        (eb) => eb.fn.countAll<number>().as('open'),
        dueNow('call_leads', now).as('due_now'),
        callableSince('call_leads', now).as('oldest'),
      ])
      .where('closed_at', 'is', null)
      .groupBy('country')
      .execute(),
    db
      .selectFrom('call_requests')
      .select([
        'country',
        'kind',
        (eb) => eb.fn.countAll<number>().as('open'),
        dueNow('call_requests', now).as('due_now'),
        callableSince('call_requests', now).as('oldest'),
      ])
      .where('closed_at', 'is', null)
      .groupBy(['country', 'kind'])
      .execute(),
  ]);
  return ([...orders, ...requests] as Counted[]).map((r) => ({
    Country: parseCountry(r.country),
    Kind: r.kind as LeadKind,
    Open: Number(r.open),
    DueNow: Number(r.due_now ?? 0),
    OldestDueAt: r.oldest,
  }));
}

export type ReassignResult = 'reassigned' | 'noLead' | 'notAnAgent';

/** Whether the person takes calls: active, an agent or a manager. */
async function takesCalls(trx: Kysely<Database>, staffId: number): Promise<boolean> {
  const agent = await trx.selectFrom('staff').select(['role', 'disabled']).where('id', '=', staffId).executeTakeFirst();
  return agent !== undefined && agent.disabled !== 1 && ['agent', 'manager'].includes(agent.role);
}

const heldNow = (row: { held_by: number | null; held_until: string | null }, now: string): number | null =>
  row.held_by !== null && row.held_until !== null && row.held_until > now ? row.held_by : null;

/**
 * A manager hands an open lead to another agent: it is held for them (10 minutes, as their own take
 * would), whoever held it, with the audit row naming both in the same transaction.
 */
export async function reassignLead(
  db: Kysely<Database>,
  orderId: number,
  staffId: number,
  actor: StaffActor,
): Promise<ReassignResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await takesCalls(trx, staffId))) return 'notAnAgent';
    const lead = await trx
      .selectFrom('call_leads')
      .select(['held_by', 'held_until'])
      .where('order_id', '=', orderId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!lead) return 'noLead';
    const now = nowIso();
    const until = new Date(Date.now() + HOLD_MS).toISOString();
    const heldBefore = heldNow(lead, now);
    await trx
      .updateTable('call_leads')
      .set({ held_by: staffId, held_until: until })
      .where('order_id', '=', orderId)
      .execute();
    await recordAudit(trx, actor, {
      action: 'lead.reassign',
      subject: 'order',
      subjectId: orderId,
      before: { heldBy: heldBefore },
      after: { heldBy: staffId, heldUntil: until },
    });
    return 'reassigned';
  });
}

/** The same hand-over for a promised call (call_requests), audited as request.reassign. */
export async function reassignRequest(
  db: Kysely<Database>,
  id: number,
  staffId: number,
  actor: StaffActor,
): Promise<ReassignResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await takesCalls(trx, staffId))) return 'notAnAgent';
    const request = await trx
      .selectFrom('call_requests')
      .select(['held_by', 'held_until'])
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!request) return 'noLead';
    const until = new Date(Date.now() + HOLD_MS).toISOString();
    await trx.updateTable('call_requests').set({ held_by: staffId, held_until: until }).where('id', '=', id).execute();
    await recordAudit(trx, actor, {
      action: 'request.reassign',
      subject: 'call_request',
      subjectId: id,
      before: { heldBy: heldNow(request, nowIso()) },
      after: { heldBy: staffId, heldUntil: until },
    });
    return 'reassigned';
  });
}
