// Who a shop request comes from once its session cookie is checked (modules/auth/session.ts resolves it):
// a type every area's methods read, so it sits below them.
export interface SessionUser {
  /** users.id */
  id: number;
  /** sessions.id of the session this request came with. */
  sessionId: number;
}
