// Each shop call's context, built from its request: the caller's session (resolved here unless the
// method reads it in its own first statement), the country, the database. The types are in context.ts,
// which every area uses; building one needs the auth area, so it lives apart from them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopMethod } from '@zdravo/contract/api';
import { countryOf, type ContextDeps, type ShopContext } from './context.ts';
import { resolveSession, sessionTokenHashOf } from './modules/auth/index.ts';

/**
 * Methods that read the caller's session in their own first statement, with what they read anyway: one
 * round trip fewer per call (docs/decisions/037-an-order-in-one-statement.md, amendment 4). Such a
 * method must check the session itself (`sessionInForce`); every other method still finds `user`
 * resolved, and `loggedInMethod` refuses a call without it.
 */
const SESSION_IN_OWN_READ: ReadonlySet<string> = new Set<ShopMethod>(['shopOrders.add']);

/** The request's session token hash when the request is one call of a SESSION_IN_OWN_READ method. */
function sessionLeftToTheMethod(req: FastifyRequest): string | null {
  const body = req.body as { method?: unknown } | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof body.method !== 'string') return null;
  return SESSION_IN_OWN_READ.has(body.method) ? sessionTokenHashOf(req) : null;
}

export async function createShopContext(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<ShopContext> {
  const unreadSession = sessionLeftToTheMethod(req);
  const ctx: ShopContext = {
    req,
    reply,
    db: deps.db,
    dbKind: deps.dbKind,
    config: deps.config,
    country: countryOf(req),
    ip: req.ip,
    user: unreadSession === null ? await resolveSession(deps.db, req) : null,
    unreadSession,
    setUser(user) {
      ctx.user = user;
      ctx.unreadSession = null;
    },
    events: deps.cluster.events,
  };
  return ctx;
}
