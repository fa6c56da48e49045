// Sessions (docs/architecture.md §5). The cookie carries a 256-bit random token; the database keeps its
// sha-256 with the user, the start, the last use and the absolute end. Nothing lives in process
// memory, so any number of server processes on one database see the same sessions.
//
// Lifetime: a session ends after 30 days without use (idle) and 90 days after login (absolute),
// whichever comes first; at logout; at a password reset (all of the account's sessions); at a
// password change (all but the one that changed it). A login always starts a NEW token and ends
// the one the browser presented (no session fixation).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './cookies.ts';
import { newSessionToken, sha256Hex } from './tokens.ts';
import { shapedQuery } from '../../db/shaped-query.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SESSION_POLICY = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 90 * DAY_MS,
  /** last_seen_at is rewritten at most this often: a login check every 60 s must not write every time. */
  touchEveryMs: 60 * 60 * 1000,
} as const;

export interface SessionUser {
  /** users.id */
  id: number;
  /** sessions.id of the session this request came with. */
  sessionId: number;
}

/** Built once (db/shaped-query.ts): every request with a session cookie runs it. */
const sessionByToken = shapedQuery(
  'sessionByToken',
  () => '',
  (db, _shape: null, v: { tokenHash: string }) =>
    db.selectFrom('sessions').select(['id', 'user_id', 'last_seen_at', 'expires_at']).where('token_hash', '=', v.tokenHash),
);

/** The user of the request's session cookie, or null (no cookie, unknown, idle or past its end). */
export async function resolveSession(db: Kysely<Database>, req: FastifyRequest): Promise<SessionUser | null> {
  const token = sessionTokenOf(req);
  if (!token) return null;
  const [row] = await sessionByToken(db, null, { tokenHash: sha256Hex(token) });
  if (!row) return null;
  const now = Date.now();
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now || lastSeen + SESSION_POLICY.idleMs <= now) {
    await db.deleteFrom('sessions').where('id', '=', row.id).execute();
    return null;
  }
  if (now - lastSeen >= SESSION_POLICY.touchEveryMs) {
    await db.updateTable('sessions').set({ last_seen_at: new Date(now).toISOString() }).where('id', '=', row.id).execute();
  }
  return { id: row.user_id, sessionId: row.id };
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
