// Promised calls that are not an order's confirmation (docs/desk.md, "Every promised call"): opened in
// the transaction that made the promise (the quiz's phone step with its consent, a club join request, a
// withdrawal of a delivered order), due at the same 60 minutes of call hours as an order, and worked
// like an order's lead: held 10 minutes by one agent, retried by the country's plan after no answer,
// called back at the time asked for, closed with the kind's own outcome — each call an audit row.
import type { Kysely } from 'kysely';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import { afterNoAnswer, nextCallableAt, parseCountry, type CountryCode } from '@zdravo/contract';
import {
  CALL_REQUEST_OUTCOMES,
  type CallRequest,
  type CallRequestKind,
  type CallRequestOutcome,
  type CallRequestResult,
  type DeskErrorCode,
} from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { phoneForDisplay } from '../../platform/phone.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { HOLD_MS, QUEUE_PAGE } from '../queue/leads.ts';

const CALL_BACK_MAX_MS = 30 * 24 * 3_600_000;

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('call_requests')
    .leftJoin('staff', 'staff.id', 'call_requests.held_by')
    .selectAll('call_requests')
    .select('staff.name as holder_name');

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

function toRequest(r: Row): CallRequest {
  const held = r.held_by !== null && r.held_until !== null && Date.parse(r.held_until) > Date.now();
  return {
    ID: r.id,
    Kind: r.kind as CallRequestKind,
    Country: parseCountry(r.country),
    Name: r.name,
    Phone: r.phone,
    PhoneDisplay: phoneForDisplay(r.phone),
    About: r.about,
    OrderID: r.order_id,
    CreatedAt: r.created_at,
    DueAt: r.due_at,
    NextCallAt: r.next_call_at,
    NoAnswers: Number(r.no_answers),
    HeldBy: held ? { ID: r.held_by!, Name: r.holder_name ?? '' } : null,
    HeldUntil: held ? r.held_until : null,
  };
}

/** The open requests, soonest first, of one kind and country when asked. */
export async function listRequests(
  db: Kysely<Database>,
  filter: { kind?: CallRequestKind | undefined; country?: CountryCode | undefined } = {},
): Promise<CallRequest[]> {
  let query = base(db).where('call_requests.closed_at', 'is', null);
  if (filter.kind) query = query.where('call_requests.kind', '=', filter.kind);
  if (filter.country) query = query.where('call_requests.country', '=', filter.country);
  return (
    await query.orderBy('call_requests.next_call_at').orderBy('call_requests.id').limit(QUEUE_PAGE).execute()
  ).map(toRequest);
}

/** Takes (or renews) the hold for 10 minutes: one conditional update, as for an order's lead. */
export async function takeRequest(
  db: Kysely<Database>,
  id: number,
  staffId: number,
): Promise<CallRequest | RpcFailure<DeskErrorCode>> {
  const now = nowIso();
  const taken = await db
    .updateTable('call_requests')
    .set({ held_by: staffId, held_until: new Date(Date.now() + HOLD_MS).toISOString() })
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .where((eb) => eb.or([eb('held_by', 'is', null), eb('held_until', '<=', now), eb('held_by', '=', staffId)]))
    .executeTakeFirst();
  const row = await base(db).where('call_requests.id', '=', id).executeTakeFirst();
  if (!row) return fail('NOT_FOUND');
  if (Number(taken.numUpdatedRows) === 1) return toRequest(row);
  return row.closed_at !== null ? fail('NOT_FOUND') : fail('LEAD_HELD');
}

export async function releaseRequest(db: Kysely<Database>, id: number, staffId: number): Promise<void> {
  await db
    .updateTable('call_requests')
    .set({ held_by: null, held_until: null })
    .where('id', '=', id)
    .where('held_by', '=', staffId)
    .execute();
}

export interface RequestCallInput {
  id: number;
  outcome: string;
  note?: string | undefined;
  callBackAt?: string | undefined;
}

/** Records one call on a request the caller holds; an outcome of another kind is refused. */
export async function recordRequestCall(
  db: Kysely<Database>,
  actor: Actor & { staffId: number },
  input: RequestCallInput,
): Promise<CallRequestResult | RpcFailure<DeskErrorCode>> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const at = new Date(now).toISOString();
    const row = await trx.selectFrom('call_requests').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!row) return fail('NOT_FOUND');
    if (row.closed_at !== null || row.held_by !== actor.staffId || row.held_until === null || row.held_until <= at)
      return fail('LEAD_NOT_HELD');
    const kind = row.kind as CallRequestKind;
    const allowed: readonly string[] = CALL_REQUEST_OUTCOMES[kind];
    if (!allowed.includes(input.outcome))
      return fail('VALIDATION_ERROR', [{ path: ['outcome'], message: `one of ${allowed.join(', ')}` }]);
    const outcome = input.outcome as CallRequestOutcome;
    const country = parseCountry(row.country);
    let next: string | null = null;
    let noAnswers = Number(row.no_answers);
    if (outcome === 'noAnswer') {
      noAnswers++;
      const decided = afterNoAnswer(country, noAnswers, now, Date.parse(row.created_at));
      if (decided.kind === 'retry') next = new Date(decided.at).toISOString();
    } else if (outcome === 'callBack') {
      const wanted = input.callBackAt ? Date.parse(input.callBackAt) : NaN;
      if (!(wanted > now && wanted < now + CALL_BACK_MAX_MS))
        return fail('VALIDATION_ERROR', [{ path: ['callBackAt'], message: 'a time in the next 30 days' }]);
      next = new Date(nextCallableAt(country, wanted)).toISOString();
    }
    const firstCall = row.first_called_at ? {} : { first_called_at: at };
    await trx
      .updateTable('call_requests')
      .set(
        next === null
          ? { closed_at: at, outcome, no_answers: noAnswers, held_by: null, held_until: null, ...firstCall }
          : { next_call_at: next, no_answers: noAnswers, held_by: null, held_until: null, ...firstCall },
      )
      .where('id', '=', row.id)
      .execute();
    const note = input.note?.trim() || null;
    await recordAudit(trx, actor, {
      action: `request.${outcome}`,
      subject: 'call_request',
      subjectId: row.id,
      before: { kind, noAnswers: Number(row.no_answers) },
      after: { kind, outcome, closed: next === null, ...(next ? { nextCallAt: next } : {}), ...(note ? { note } : {}) },
    });
    return { Closed: next === null, NextCallAt: next };
  });
}
