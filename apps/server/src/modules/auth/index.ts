// The auth area's public face: what other areas may use (docs/architecture.md §1, "Server areas").
// Anything not exported here is the area's own.

export { emailKey, toUserInfo, userByEmail, userById, userByPhone } from './accounts.ts';
export type { UserRow } from './accounts.ts';
export { SESSION_COOKIE, clearSessionCookie, sessionCookie } from './cookies.ts';
export { checkPassword } from './credentials.ts';
export { pruneNow } from './housekeeping.ts';
export { authMethods } from './methods.ts';
export { hashPassword, verifyDummy, verifyPassword } from './password.ts';
export { endUserSessions, resolveSession, sessionInForce, sessionTokenHashOf } from './session.ts';
export type { SessionUser } from './session.ts';
