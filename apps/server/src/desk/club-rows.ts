// The Klub screen's rows (docs/desk.md, Klub): a page of join requests, memberships, or memberships
// ending soon, each with its account — the one it is linked to, or for a request not linked yet the
// account its phone or e-mail matches now (an account made after the join is found here too).
import type { Kysely, Selectable } from 'kysely';
import {
  CLUB_PAGE_SIZE,
  type ClubAccount,
  type ClubRow,
  type ClubRowState,
  type ClubView,
} from '@zdravo/contract/desk';
import { localDay, localMidnight } from '@zdravo/contract';
import type { Database } from '../db/schema/index.ts';
import type { ClubMembersTable } from '../db/schema/orders.ts';
import { joinPhone } from '../modules/club/index.ts';
import { phoneForDisplay } from '../platform/phone.ts';

type MemberRow = Selectable<ClubMembersTable>;

function stateOf(row: MemberRow, now: string): ClubRowState {
  if (row.cancelled_at !== null) return 'cancelled';
  if (row.starts_at === null || row.expires_at === null) return 'request';
  if (row.starts_at > now) return 'upcoming';
  return row.expires_at > now ? 'active' : 'ended';
}

/** The end of the day `days` days from now on the shop's clock: a membership whose last day is then ends before it. */
function endOfDayIn(days: number, now: Date): string {
  const [y, m, d] = localDay(now.toISOString()).split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d + days + 1).toISOString();
}

async function accountsFor(db: Kysely<Database>, rows: MemberRow[]): Promise<Map<number, ClubAccount>> {
  const ids = [...new Set(rows.flatMap((r) => (r.user_id !== null ? [r.user_id] : [])))];
  const loose = rows.filter((r) => r.user_id === null && r.starts_at === null);
  // Requests kept before migration 0039 hold the phone as typed: read it as at join time.
  const phoneOf = (r: MemberRow): string => joinPhone(r.phone, r.country);
  const phones = [...new Set(loose.map(phoneOf).filter((p) => p.startsWith('+')))];
  const emails = [...new Set(loose.flatMap((r) => (r.email ? [r.email] : [])))];
  if (ids.length + phones.length + emails.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_key', 'phone', 'first_name', 'last_name'])
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('orders.user_id', '=', 'users.id')
        .as('orders'),
    )
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ...(phones.length > 0 ? [eb('phone', 'in', phones)] : []),
        ...(emails.length > 0 ? [eb('email_key', 'in', emails)] : []),
      ]),
    )
    .execute();
  const byKey = new Map<string, ClubAccount>();
  for (const u of users) {
    const account: ClubAccount = {
      ID: u.id,
      Name: `${u.first_name} ${u.last_name}`.trim(),
      Email: u.email,
      Phone: u.phone,
      PhoneDisplay: phoneForDisplay(u.phone),
      Orders: Number(u.orders ?? 0),
      MatchedNow: false,
    };
    byKey.set(`id:${u.id}`, account);
    byKey.set(`phone:${u.phone}`, account);
    byKey.set(`email:${u.email_key}`, account);
  }
  const out = new Map<number, ClubAccount>();
  for (const r of rows) {
    const linked = r.user_id !== null ? byKey.get(`id:${r.user_id}`) : undefined;
    const matched =
      r.user_id === null && r.starts_at === null
        ? (byKey.get(`phone:${phoneOf(r)}`) ?? (r.email ? byKey.get(`email:${r.email}`) : undefined))
        : undefined;
    if (linked) out.set(r.id, linked);
    else if (matched) out.set(r.id, { ...matched, MatchedNow: true });
  }
  return out;
}

export async function clubRows(db: Kysely<Database>, rows: MemberRow[], now = new Date()): Promise<ClubRow[]> {
  const accounts = await accountsFor(db, rows);
  const at = now.toISOString();
  return rows.map((r) => ({
    ID: r.id,
    Name: r.first_last_name,
    Phone: r.phone,
    PhoneDisplay: r.phone.startsWith('+') ? phoneForDisplay(r.phone) : r.phone,
    Email: r.email,
    Country: r.country,
    CreatedAt: r.created_at,
    StartsAt: r.starts_at,
    ExpiresAt: r.expires_at,
    CancelledAt: r.cancelled_at,
    State: stateOf(r, at),
    Account: accounts.get(r.id) ?? null,
  }));
}

/** One page of a view, newest first (ending soonest first for 'expiring'), CLUB_PAGE_SIZE rows. */
export async function clubPage(
  db: Kysely<Database>,
  view: ClubView,
  days: number,
  beforeId: number | undefined,
  now = new Date(),
): Promise<{ rows: MemberRow[]; next: number | null }> {
  const at = now.toISOString();
  let query = db.selectFrom('club_members').selectAll();
  if (view === 'requests') query = query.where('starts_at', 'is', null).where('cancelled_at', 'is', null);
  else query = query.where('starts_at', 'is not', null);
  if (view === 'expiring') {
    query = query
      .where('cancelled_at', 'is', null)
      .where('starts_at', '<=', at)
      .where('expires_at', '>', at)
      .where('expires_at', '<=', endOfDayIn(days, now));
    // Few rows by nature (a window of days); ordered by when they end, paged by a cap.
    const rows = await query
      .orderBy('expires_at')
      .orderBy('id')
      .limit(CLUB_PAGE_SIZE * 10)
      .execute();
    return { rows, next: null };
  }
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(CLUB_PAGE_SIZE + 1)
    .execute();
  const more = rows.length > CLUB_PAGE_SIZE;
  const page = more ? rows.slice(0, CLUB_PAGE_SIZE) : rows;
  return { rows: page, next: more ? page[page.length - 1]!.id : null };
}
