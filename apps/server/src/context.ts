// The per-request context every RPC handler receives: who is calling, from which country,
// and the database. Created once per HTTP request (shared by the calls of a batch).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RPC_PATH } from '@zdravo/rpc';
import { COUNTRY_HEADER, countryFromHeader, DEFAULT_COUNTRY, SHOP_CODES, type CountryCode } from '@zdravo/contract';
import type { AppConfig } from './config.ts';
import type { Database } from './db/schema/index.ts';
import type { DbKind } from './db/dialect.ts';
import type { SessionUser } from './platform/session-user.ts';
import type { Cluster, ShopEvents } from './cluster/index.ts';
import { routedPath } from './routed-path.ts';

export interface ShopContext {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Kysely<Database>;
  dbKind: DbKind;
  config: AppConfig;
  country: CountryCode;
  ip: string;
  /**
   * The logged-in user, or null. Resolved once per request from the session cookie — except for a
   * request that is one call of a method in SESSION_IN_OWN_READ, which reads it itself (then null here
   * and `unreadSession` set, until the method has read it).
   */
  user: SessionUser | null;
  /** The session cookie's token hash, not yet looked up (see `user`); null otherwise. */
  unreadSession: string | null;
  /** Replaces `user` after login / logout within the same request (a batch may log in then check). */
  setUser(user: SessionUser | null): void;
  /** News for every server process (a new order for the desk's call queue). */
  events: ShopEvents;
}

export interface ContextDeps {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: AppConfig;
  /** Events and job leases shared with the other server processes. */
  cluster: Cluster;
}

/** The request's country; countryGuard has refused every RPC request that names an unknown one. */
export function countryOf(req: FastifyRequest): CountryCode {
  return countryFromHeader(req.headers[COUNTRY_HEADER]) ?? DEFAULT_COUNTRY;
}

/**
 * Prices, currency and texts all follow the country, so an RPC request naming a country the shop does
 * not serve is answered UNKNOWN_COUNTRY (400) before any call runs, never with another country's.
 */
export function countryGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (!routedPath(req).startsWith(RPC_PATH) || countryFromHeader(req.headers[COUNTRY_HEADER]) !== null) return done();
    void reply.code(400).send({ status: 'error', data: SHOP_CODES.UNKNOWN_COUNTRY });
  });
}
