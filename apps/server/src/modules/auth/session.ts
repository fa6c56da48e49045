// Sessions (docs/architecture.md §5). The cookie carries a 256-bit random token; the database keeps its
// sha-256 with the user, the start, the last use and the absolute end. Nothing lives in process
// memory, so any number of server processes on one database see the same sessions.
//
// Lifetime: a session ends after 30 days without use (idle) and 90 days after login (absolute),
// whichever comes first; at logout; at a password reset (all of the account's sessions); at a
// password change (all but the one that changed it). A login always starts a NEW token and ends
// the one the browser presented (no session fixation).
import type { SessionUser } from '../../platform/session-user.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './cookies.ts';
import { newSessionToken, sha256Hex } from '../../platform/tokens.ts';
import { shapedQuery } from '../../db/shaped-query.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SESSION_POLICY = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 90 * DAY_MS,
  /** last_seen_at is rewritten at most this often: a login check every 60 s must not write every time. */
  touchEveryMs: 60 * 60 * 1000,
} as const;

export type { SessionUser };

/** Built once (db/shaped-query.ts): every request with a session cookie runs it. */
const sessionByToken = shapedQuery(
  'sessionByToken',
  () => '',
  (db, _shape: null, v: { tokenHash: string }) =>
    db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'last_seen_at', 'expires_at'])
      .where('token_hash', '=', v.tokenHash),
);

/** The columns of a session row that say whether it still counts. */
export interface SessionRow {
  id: number;
  user_id: number;
  last_seen_at: string;
  expires_at: string;
}

/**
 * The rules of a session row read at `now`: null when it has ended (past its absolute end, or idle
 * too long: its row is deleted), else its user — its last use rewritten when it is old enough. The
 * one place these rules live: a request's session lookup and the order's own read (which reads the
 * session with the account, docs/decisions/037-an-order-in-one-statement.md) both end here.
 */
export async function sessionInForce(
  db: Kysely<Database>,
  row: SessionRow,
  now = Date.now(),
): Promise<SessionUser | null> {
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now || lastSeen + SESSION_POLICY.idleMs <= now) {
    await db.deleteFrom('sessions').where('id', '=', row.id).execute();
    return null;
  }
  if (now - lastSeen >= SESSION_POLICY.touchEveryMs) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return { id: row.user_id, sessionId: row.id };
}

/** The sha-256 of the request's session token, as the sessions table keeps it, or null without a cookie. */
export function sessionTokenHashOf(req: FastifyRequest): string | null {
  const token = sessionTokenOf(req);
  return token ? sha256Hex(token) : null;
}

/** The user of the request's session cookie, or null (no cookie, unknown, idle or past its end). */
export async function resolveSession(db: Kysely<Database>, req: FastifyRequest): Promise<SessionUser | null> {
  const tokenHash = sessionTokenHashOf(req);
  if (!tokenHash) return null;
  const [row] = await sessionByToken(db, null, { tokenHash });
  return row ? sessionInForce(db, row) : null;
}

interface SessionScope {
  db: Kysely<Database>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Starts a session for the user with a fresh token, ends the one presented (rotation), sets the cookie. */
export async function startSession(scope: SessionScope, userId: number): Promise<SessionUser> {
  await endPresentedSession(scope.db, scope.req);
  const token = newSessionToken();
  const now = Date.now();
  const row = await scope.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: sha256Hex(token),
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_POLICY.absoluteMs).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  setSessionCookie(scope.req, scope.reply, token, SESSION_POLICY.absoluteMs / 1000);
  return { id: userId, sessionId: row.id };
}

/** Logout: the presented session is deleted server-side and the cookie cleared. */
export async function endSession(scope: SessionScope): Promise<void> {
  await endPresentedSession(scope.db, scope.req);
  clearSessionCookie(scope.req, scope.reply);
}

async function endPresentedSession(db: Kysely<Database>, req: FastifyRequest): Promise<void> {
  const token = sessionTokenOf(req);
  if (token) await db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
}

/** Ends every session of a user, except one when given (the one that changed the password). */
export async function endUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: number): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
