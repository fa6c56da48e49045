// The per-request context of a desk call: the database, the configuration, the caller's address and
// staff session. Created once per HTTP request (shared by the calls of a batch). It has no shopper:
// a desk call never acts as a shopper, and the shop's /_rpc never reads the desk's cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema/index.ts';
import type { DbKind } from '../db/dialect.ts';
import { resolveDeskSession, type DeskSession } from './session.ts';
import { actorLabel, type StaffRow } from './staff-store.ts';
import type { Actor } from '../platform/audit.ts';
import type { ShopEvents } from '../cluster/index.ts';
import type { QueuePageCache } from './queue/page-cache.ts';
import type { BoundedNumbers } from './numbers/bounded.ts';
import type { FirstPaint } from '../first-paint.ts';

/** The shop's offer page rendered with given offers (FirstPaint.preview); null without the web build. */
type OfferPagePreview = FirstPaint['preview'] | null;

export interface DeskContext {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Kysely<Database>;
  dbKind: DbKind;
  config: AppConfig;
  ip: string;
  /** The presented session, or null; replaced within the request at sign-in and sign-out. */
  session: DeskSession | null;
  /** News for every server process (the queue's changes). */
  events: ShopEvents;
  /** The queue's first page, shared by this process's agents. */
  queuePages: QueuePageCache;
  /** The numbers reports, bounded and (on SQLite) off the main thread. */
  numbers: BoundedNumbers;
  /** The catalog editor's preview of an offer's page. */
  offerPreview: OfferPagePreview;
}

/** The context of a method open to signed-in staff only: the session is there and complete. */
export interface StaffContext extends DeskContext {
  session: DeskSession & { stage: 'full' };
  staff: StaffRow;
}

export interface DeskDeps {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: AppConfig;
  cluster: { events: ShopEvents };
  queuePages: QueuePageCache;
  numbers: BoundedNumbers;
  offerPreview: OfferPagePreview;
}

export async function createDeskContext(
  deps: DeskDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<DeskContext> {
  return {
    req,
    reply,
    db: deps.db,
    dbKind: deps.dbKind,
    config: deps.config,
    ip: req.ip,
    session: await resolveDeskSession(deps.db, req, deps.config.deskIdleMinutes),
    events: deps.cluster.events,
    queuePages: deps.queuePages,
    numbers: deps.numbers,
    offerPreview: deps.offerPreview,
  };
}

export const actorOf = (ctx: StaffContext): Actor => ({
  staffId: ctx.staff.id,
  label: actorLabel(ctx.staff),
  ip: ctx.ip,
});

/** The origin links are made for: PUBLIC_ORIGIN, else the one this request came to. */
export const originOf = (ctx: DeskContext): string =>
  ctx.config.publicOrigin ?? `${ctx.req.protocol}://${ctx.req.host}`;
