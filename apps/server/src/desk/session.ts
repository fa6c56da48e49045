// Staff sessions (docs/desk.md). The cookie carries 256 random bits; the database keeps their sha-256
// with the stage ('password': the code is still to come, 5 minutes; 'full': signed in), the last use
// and the absolute end. A full session ends after DESK_IDLE_MINUTES without a call, 12 hours after
// sign-in, at sign-out, and at once when the person is disabled or their two-factor reset. Each
// stage change starts a new token (rotation): the token seen before the code is never the session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { newSessionToken, sha256Hex } from '../platform/tokens.ts';
import { clearDeskCookie, deskTokenOf, setDeskCookie } from './cookie.ts';
import type { StaffRow } from './staff-store.ts';

const MINUTE = 60_000;

const DESK_SESSION_POLICY = {
  absoluteMs: 12 * 60 * MINUTE,
  /** Between the password and the code. */
  pendingMs: 5 * MINUTE,
  /** last_seen_at is rewritten at most this often. */
  touchEveryMs: MINUTE,
} as const;

export type SessionStage = 'password' | 'full';

export interface DeskSession {
  id: number;
  stage: SessionStage;
  staff: StaffRow;
}

interface Scope {
  db: Kysely<Database>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The request's session (with its staff row), or null: no cookie, unknown, idle, past its end, or the person disabled. */
export async function resolveDeskSession(
  db: Kysely<Database>,
  req: FastifyRequest,
  idleMinutes: number,
): Promise<DeskSession | null> {
  const token = deskTokenOf(req);
  if (!token) return null;
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .selectAll('staff')
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.stage',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
    ])
    .where('staff_sessions.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = Date.parse(row.last_seen_at);
  const idle = row.stage === 'full' && lastSeen + idleMinutes * MINUTE <= now;
  if (row.disabled === 1 || idle || Date.parse(row.expires_at) <= now) {
    await db.deleteFrom('staff_sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (now - lastSeen >= DESK_SESSION_POLICY.touchEveryMs) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  const { session_id, stage, last_seen_at: _seen, expires_at: _expires, ...staff } = row;
  return { id: session_id, stage, staff };
}

/** A new session of the given stage for the person, ending the one presented (rotation). */
export async function startDeskSession(scope: Scope, staff: StaffRow, stage: SessionStage): Promise<DeskSession> {
  await endPresented(scope);
  const token = newSessionToken();
  const now = Date.now();
  const lifetime = stage === 'full' ? DESK_SESSION_POLICY.absoluteMs : DESK_SESSION_POLICY.pendingMs;
  const row = await scope.db
    .insertInto('staff_sessions')
    .values({
      staff_id: staff.id,
      token_hash: sha256Hex(token),
      stage,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + lifetime).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  setDeskCookie(scope.req, scope.reply, token, lifetime / 1000);
  return { id: row.id, stage, staff };
}

export async function endDeskSession(scope: Scope): Promise<void> {
  await endPresented(scope);
  clearDeskCookie(scope.req, scope.reply);
}

async function endPresented({ db, req }: Scope): Promise<void> {
  const token = deskTokenOf(req);
  if (token) await db.deleteFrom('staff_sessions').where('token_hash', '=', sha256Hex(token)).execute();
}

/** Every session of a person ends (disabled, two-factor reset). */
export async function endStaffSessions(db: Kysely<Database>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}
