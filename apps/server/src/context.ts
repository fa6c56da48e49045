// The per-request context every RPC handler receives: who is calling, from which country,
// and the database. Created once per HTTP request (shared by the calls of a batch).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { COUNTRY_HEADER } from '@zdravo/rpc';
import { parseCountry, type CountryCode } from '@zdravo/contract';
import type { AppConfig } from './config.ts';
import type { Database } from './db/schema/index.ts';
import type { DbKind } from './db/dialect.ts';
import { resolveSession, type SessionUser } from './modules/auth/session.ts';
import type { Cluster } from './cluster/index.ts';

export interface ShopContext {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Kysely<Database>;
  dbKind: DbKind;
  config: AppConfig;
  country: CountryCode;
  ip: string;
  /** The logged-in user, or null. Resolved once per request from the session cookie. */
  user: SessionUser | null;
  /** Replaces `user` after login / logout within the same request (a batch may log in then check). */
  setUser(user: SessionUser | null): void;
}

export interface ContextDeps {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: AppConfig;
  /** Events and job leases shared with the other server processes. */
  cluster: Cluster;
}

export function countryOf(req: FastifyRequest): CountryCode {
  return parseCountry(req.headers[COUNTRY_HEADER]);
}

export async function createShopContext(deps: ContextDeps, req: FastifyRequest, reply: FastifyReply): Promise<ShopContext> {
  const ctx: ShopContext = {
    req,
    reply,
    db: deps.db,
    dbKind: deps.dbKind,
    config: deps.config,
    country: countryOf(req),
    ip: req.ip,
    user: await resolveSession(deps.db, req),
    setUser(user) {
      ctx.user = user;
    },
  };
  return ctx;
}
