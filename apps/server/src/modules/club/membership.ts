// Club memberships: a row per paid year, linked to the account, counting from starts_at (inclusive)
// to expires_at (exclusive) unless cancelled. Join requests from the club page are rows without a
// user and without dates: leads the team calls, never a membership by themselves.
import type { Expression, Kysely, Selectable } from 'kysely';
import type { ClubMembership } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import type { ClubMembersTable } from '../../db/schema/orders.ts';
import { nowIso } from '../../db/dialect.ts';
import { clubWithdrawal, clubWithdrawUntil } from './withdraw.ts';

type MemberRow = Selectable<ClubMembersTable>;

/**
 * The account's membership that counts at `now`, if any (a query, to run or to ask inside another;
 * `userId` a value, or a column of the query around it).
 */
export const activeMembership = (db: Kysely<Database>, userId: number | Expression<number>, now: string) =>
  db
    .selectFrom('club_members')
    .select('id')
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('expires_at', '>', now)
    .limit(1);

export async function isActiveClubMember(db: Kysely<Database>, userId: number, now = nowIso()): Promise<boolean> {
  return (await activeMembership(db, userId, now).executeTakeFirst()) !== undefined;
}

/** The memberships of an account (not cancelled), latest end first. */
async function membershipsOf(db: Kysely<Database>, userId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('club_members')
    .selectAll()
    .where('user_id', '=', userId)
    .where('starts_at', 'is not', null)
    .where('expires_at', 'is not', null)
    .orderBy('expires_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

const counts = (m: MemberRow, now: string): boolean =>
  m.cancelled_at === null && m.starts_at! <= now && m.expires_at! > now;

/**
 * What the account shows: the membership that counts now, else the next one to start, else the one
 * that ended (or was cancelled) last. Back-to-back renewals read as one span from its first day.
 */
export async function membershipView(
  db: Kysely<Database>,
  userId: number,
  now = nowIso(),
): Promise<ClubMembership | null> {
  const rows = await membershipsOf(db, userId);
  const live = rows.filter((m) => m.cancelled_at === null);
  const current = live.find((m) => counts(m, now)) ?? [...live].reverse().find((m) => m.starts_at! > now);
  const shown = current ?? rows[0];
  if (!shown) return null;
  // A renewal starts where the previous year ends: show the whole run up to the last paid day.
  let from = shown.starts_at!;
  let until = shown.expires_at!;
  if (shown.cancelled_at === null) {
    for (const m of [...live].sort((a, b) => a.starts_at!.localeCompare(b.starts_at!))) {
      if (m.starts_at! <= until && m.expires_at! > until) until = m.expires_at!;
    }
    for (const m of [...live].sort((a, b) => b.expires_at!.localeCompare(a.expires_at!))) {
      if (m.expires_at! >= from && m.starts_at! < from) from = m.starts_at!;
    }
  }
  const withdrawn = await clubWithdrawal(db, shown.id);
  const withdrawUntil = clubWithdrawUntil(shown.created_at);
  const canWithdraw = shown.cancelled_at === null && now < withdrawUntil;
  return {
    ID: shown.id,
    From: from,
    Until: until,
    Active: shown.cancelled_at === null && counts(shown, now),
    CancelledAt: shown.cancelled_at,
    CanWithdraw: canWithdraw,
    WithdrawUntil: canWithdraw ? withdrawUntil : null,
    WithdrawnAt: withdrawn?.WithdrawnAt ?? null,
  };
}
