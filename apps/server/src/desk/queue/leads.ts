// The call queue's leads (docs/desk.md): every new order becomes one (platform/call-queue.ts), due 60
// minutes of call hours after it was placed; agents take one at a time (held 10 minutes), and the database decides who holds
// it. Every change is announced on the 'desk-queue' topic (Redis between processes when set), so each
// agent's screen asks for the queue again.
import type { Kysely } from 'kysely';
import { isOrderStatus, parseCountry, type CountryCode, type OrderStatus } from '@zdravo/contract';
import { QUEUE_PAGE_SIZE, type QueueDue, type QueueLead, type RiskFlag } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { phoneForDisplay } from '../../platform/phone.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';

export type StaffActor = Actor & { staffId: number };
import { isCallable } from '../../platform/lead-sync.ts';

export const HOLD_MS = 10 * 60_000;
export const QUEUE_PAGE = QUEUE_PAGE_SIZE;
/** Another open order from the same phone within this long suggests a duplicate. */
const DUPLICATE_WINDOW_MS = 24 * 3_600_000;

interface LeadRow {
  order_id: number;
  country: string;
  due_at: string;
  next_call_at: string;
  no_answers: number;
  held_by: number | null;
  held_until: string | null;
  lead_id: string;
  created_at: string;
  first_name: string;
  last_name: string;
  phone: string;
  total_minor: number;
  status: string;
  holder_name: string | null;
}

const leadColumns = [
  'call_leads.order_id',
  'call_leads.country',
  'call_leads.due_at',
  'call_leads.next_call_at',
  'call_leads.no_answers',
  'call_leads.held_by',
  'call_leads.held_until',
  'orders.lead_id',
  'orders.created_at',
  'orders.first_name',
  'orders.last_name',
  'orders.phone',
  'orders.total_minor',
  'orders.status',
  'staff.name as holder_name',
] as const;

const baseQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('call_leads')
    .innerJoin('orders', 'orders.id', 'call_leads.order_id')
    .leftJoin('staff', 'staff.id', 'call_leads.held_by')
    .select(leadColumns);

/** The risk flags of a page of leads, in three queries whatever the page's size. */
async function flagsOf(db: Kysely<Database>, rows: LeadRow[]): Promise<Map<number, RiskFlag[]>> {
  const phones = [...new Set(rows.map((r) => r.phone))];
  const flags = new Map<number, RiskFlag[]>(rows.map((r) => [r.order_id, []]));
  if (phones.length === 0) return flags;
  // Measured between the orders (so the older and the newer both carry the flag): any open order of the
  // same phone placed within the window either side of a lead's order.
  const times = rows.map((r) => Date.parse(r.created_at));
  const since = new Date(Math.min(...times) - DUPLICATE_WINDOW_MS).toISOString();
  const until = new Date(Math.max(...times) + DUPLICATE_WINDOW_MS).toISOString();
  const [recent, refused, blocked] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['id', 'phone', 'lead_id', 'created_at'])
      .where('phone', 'in', phones)
      .where('created_at', '>=', since)
      .where('created_at', '<=', until)
      .where('status', 'in', ['received', 'confirmed'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders')
      .select(['phone', (eb) => eb.fn.countAll<number>().as('n')])
      .where('phone', 'in', phones)
      .where('status', 'in', ['refused', 'returned'])
      .groupBy('phone')
      .execute(),
    db.selectFrom('blocked_phones').select(['phone', 'note']).where('phone', 'in', phones).execute(),
  ]);
  for (const r of rows) {
    const list = flags.get(r.order_id)!;
    const placed = Date.parse(r.created_at);
    const others = recent.filter(
      (o) =>
        o.phone === r.phone &&
        o.id !== r.order_id &&
        Math.abs(Date.parse(o.created_at) - placed) <= DUPLICATE_WINDOW_MS,
    );
    if (others.length > 0)
      list.push({ Kind: 'duplicate', OrderIDs: others.map((o) => o.id), Numbers: others.map((o) => o.lead_id) });
    const refusedCount = Number(refused.find((x) => x.phone === r.phone)?.n ?? 0);
    if (refusedCount > 0) list.push({ Kind: 'refusedBefore', Count: refusedCount });
    const block = blocked.find((b) => b.phone === r.phone);
    if (block) list.push({ Kind: 'blocked', Note: block.note });
  }
  return flags;
}

async function toLeads(db: Kysely<Database>, rows: LeadRow[]): Promise<QueueLead[]> {
  const ids = rows.map((r) => r.order_id);
  const [lines, flags] = await Promise.all([
    ids.length
      ? db
          .selectFrom('order_lines')
          .select(['order_id', 'name', 'quantity'])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
    flagsOf(db, rows),
  ]);
  const now = Date.now();
  return rows.map((r) => {
    const status: OrderStatus = isOrderStatus(r.status) ? r.status : 'received';
    const held = r.held_by !== null && r.held_until !== null && Date.parse(r.held_until) > now;
    return {
      OrderID: r.order_id,
      Number: r.lead_id,
      Country: parseCountry(r.country),
      CreatedAt: r.created_at,
      DueAt: r.due_at,
      NextCallAt: r.next_call_at,
      NoAnswers: Number(r.no_answers),
      Name: `${r.first_name} ${r.last_name}`.trim(),
      FirstName: r.first_name,
      LastName: r.last_name,
      Phone: r.phone,
      PhoneDisplay: phoneForDisplay(r.phone),
      TotalMinor: r.total_minor,
      Lines: lines.filter((l) => l.order_id === r.order_id).map((l) => ({ Name: l.name, Quantity: l.quantity })),
      HeldBy: held ? { ID: r.held_by!, Name: r.holder_name ?? '' } : null,
      HeldUntil: held ? r.held_until : null,
      Flags: flags.get(r.order_id) ?? [],
      Status: status,
      Callable: isCallable(status),
    };
  });
}

/** The queue's filters, the holder resolved to an id ('mine' is the caller's). */
export interface QueueFilter {
  country?: CountryCode;
  due?: QueueDue;
  heldBy?: 'free' | number;
  /** 0 is the first page. */
  page?: number;
}

/** The open leads, soonest first: those to call now and the ones coming back later, filtered, a page at a time. */
export async function queuePage(db: Kysely<Database>, filter: QueueFilter = {}): Promise<QueueLead[]> {
  const now = nowIso();
  let query = baseQuery(db).where('call_leads.closed_at', 'is', null);
  if (filter.country) query = query.where('call_leads.country', '=', filter.country);
  if (filter.due === 'now')
    query = query.where((eb) =>
      eb.or([eb('call_leads.first_called_at', 'is', null), eb('call_leads.next_call_at', '<=', now)]),
    );
  if (filter.due === 'later')
    query = query.where('call_leads.first_called_at', 'is not', null).where('call_leads.next_call_at', '>', now);
  const { heldBy } = filter;
  if (heldBy === 'free')
    query = query.where((eb) => eb.or([eb('call_leads.held_by', 'is', null), eb('call_leads.held_until', '<=', now)]));
  else if (heldBy !== undefined)
    query = query.where('call_leads.held_by', '=', heldBy).where('call_leads.held_until', '>', now);
  const rows = (await query
    .orderBy('call_leads.next_call_at')
    .orderBy('call_leads.order_id')
    .limit(QUEUE_PAGE)
    .offset((filter.page ?? 0) * QUEUE_PAGE)
    .execute()) as LeadRow[];
  return toLeads(db, rows);
}

export async function leadOf(db: Kysely<Database>, orderId: number): Promise<QueueLead | null> {
  const row = (await baseQuery(db).where('call_leads.order_id', '=', orderId).executeTakeFirst()) as
    LeadRow | undefined;
  return row ? ((await toLeads(db, [row]))[0] ?? null) : null;
}

export type TakeResult = 'taken' | 'held' | 'closed';

/**
 * Takes (or renews) the hold on an open lead for 10 minutes — conditional updates, so two agents can
 * never both hold it: free, its hold run out, or already the caller's. A take writes its audit row in
 * the same transaction (docs/desk.md "The audit log": who held which lead when is part of the record,
 * as their calls are); a renewal of the caller's running hold (the call screen opening a lead just
 * taken, its renewal every four minutes) only moves the hold's end, and writes none.
 */
export async function takeLead(db: Kysely<Database>, orderId: number, actor: StaffActor): Promise<TakeResult> {
  const now = nowIso();
  const until = new Date(Date.now() + HOLD_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const renewed = await trx
      .updateTable('call_leads')
      .set({ held_until: until })
      .where('order_id', '=', orderId)
      .where('closed_at', 'is', null)
      .where('held_by', '=', actor.staffId)
      .where('held_until', '>', now)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 1) return 'taken';
    const taken = await trx
      .updateTable('call_leads')
      .set({ held_by: actor.staffId, held_until: until })
      .where('order_id', '=', orderId)
      .where('closed_at', 'is', null)
      .where((eb) => eb.or([eb('held_by', 'is', null), eb('held_until', '<=', now), eb('held_by', '=', actor.staffId)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) {
      await recordAudit(trx, actor, {
        action: 'lead.take',
        subject: 'order',
        subjectId: orderId,
        after: { heldUntil: until },
      });
      return 'taken';
    }
    const row = await trx
      .selectFrom('call_leads')
      .select('closed_at')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return !row || row.closed_at !== null ? 'closed' : 'held';
  });
}

/** Lets the lead go (only the holder can), with its audit row; a release of a lead not held changes nothing and writes none. */
export async function releaseLead(db: Kysely<Database>, orderId: number, actor: StaffActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('call_leads')
      .set({ held_by: null, held_until: null })
      .where('order_id', '=', orderId)
      .where('held_by', '=', actor.staffId)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) === 1)
      await recordAudit(trx, actor, { action: 'lead.release', subject: 'order', subjectId: orderId });
  });
}

/** Whether the caller holds the lead now (inside the transaction that records a call). */
export async function holds(trx: Kysely<Database>, orderId: number, staffId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('call_leads')
    .select('order_id')
    .where('order_id', '=', orderId)
    .where('closed_at', 'is', null)
    .where('held_by', '=', staffId)
    .where('held_until', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/** How many candidates N looks at per round (others may take some of them at the same moment). */
const NEXT_CANDIDATES = 5;

/**
 * N: takes the next lead to call for this agent and answers its order, or null when none is callable.
 * Callable: the lead is open, its order still waits for its call (received), nobody else holds it, and
 * it is due — a lead never called yet is always due (earlier is better), a retry or a call back only
 * from its time on. The soonest first; the take is the same conditional update as a click's, so two
 * agents pressing N at once get two different leads.
 */
export async function takeNextLead(
  db: Kysely<Database>,
  actor: StaffActor,
  country?: CountryCode,
): Promise<number | null> {
  const { staffId } = actor;
  const skipped: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    const now = nowIso();
    let query = db
      .selectFrom('call_leads')
      .innerJoin('orders', 'orders.id', 'call_leads.order_id')
      .select('call_leads.order_id')
      .where('call_leads.closed_at', 'is', null)
      .where('orders.status', '=', 'received')
      .where((eb) => eb.or([eb('call_leads.first_called_at', 'is', null), eb('call_leads.next_call_at', '<=', now)]))
      .where((eb) =>
        eb.or([
          eb('call_leads.held_by', 'is', null),
          eb('call_leads.held_until', '<=', now),
          eb('call_leads.held_by', '=', staffId),
        ]),
      );
    if (country) query = query.where('call_leads.country', '=', country);
    if (skipped.length > 0) query = query.where('call_leads.order_id', 'not in', skipped);
    const candidates = await query
      .orderBy('call_leads.next_call_at')
      .orderBy('call_leads.order_id')
      .limit(NEXT_CANDIDATES)
      .execute();
    if (candidates.length === 0) return null;
    for (const { order_id } of candidates) {
      if ((await takeLead(db, order_id, actor)) === 'taken') return order_id;
      skipped.push(order_id);
    }
  }
  return null;
}

/** The agent pressed the phone link: the call starts now (its length runs to the outcome). */
export async function markDialed(db: Kysely<Database>, orderId: number, staffId: number): Promise<boolean> {
  const marked = await db
    .updateTable('call_leads')
    .set({ dialed_at: nowIso() })
    .where('order_id', '=', orderId)
    .where('closed_at', 'is', null)
    .where('held_by', '=', staffId)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** A manager frees a lead whoever holds it; answers who held it (null: nobody did, nothing written). */
export async function freeLead(
  db: Kysely<Database>,
  orderId: number,
  onFree: (trx: Kysely<Database>, heldBy: number) => Promise<void>,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('call_leads')
      .select(['held_by', 'held_until'])
      .where('order_id', '=', orderId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (!row || row.held_by === null || row.held_until === null || row.held_until <= nowIso()) return null;
    await trx
      .updateTable('call_leads')
      .set({ held_by: null, held_until: null })
      .where('order_id', '=', orderId)
      .execute();
    await onFree(trx, row.held_by);
    return row.held_by;
  });
}
