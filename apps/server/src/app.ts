// buildApp(config) assembles the whole server without listening, so tests run it in-process.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { parseJson, rpcPlugin } from '@zdravo/rpc/server';
import { RPC_LIMITS } from '@zdravo/rpc';
import type { AppConfig } from './config.ts';
import { openDatabase, type DbHandle } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { countryGuard, type ShopContext } from './context.ts';
import { createShopContext } from './shop-context.ts';
import { seedCatalogIfEmpty } from './db/seed/index.ts';
import { announceCatalogChange } from './platform/catalog-version.ts';
import { startWorkers } from './workers.ts';
import { shopMethods } from './modules/methods.ts';
import { shopRoutes } from './modules/routes.ts';
import { healthRoutes } from './modules/health/index.ts';
import { corsForListedOrigins, isAllowedOrigin, originGuard, securityHeaders } from './security.ts';
import { renderIndexHtml, webRoutes } from './web.ts';
import { loadFirstPaint } from './first-paint.ts';
import { compressedAnswerCache } from './answer-cache.ts';
import { closeSilentConnections, limitConnections } from './connections.ts';
import { openCluster, type Cluster } from './cluster/index.ts';
import { deskRoutes } from './desk/index.ts';
import { installLibraryHolidays } from './holidays.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shop: { config: AppConfig; database: DbHandle; cluster: Cluster };
  }
}

/**
 * Fastify reads a bare number as "trust nothing" for X-Forwarded-Proto/-Host (it cannot check the
 * peer), so a hop count is passed as the function proxy-addr understands: the nearest `n` hops are
 * our own proxies. Addresses are passed as they are.
 */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface BuildOptions {
  /** Use this database instead of opening one from config; the caller closes it. */
  database?: DbHandle;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: NodeJS.WritableStream;
  /**
   * The periodic jobs (housekeeping, the reviews' and the club's, workers.ts): on unless false. A test
   * app has them off unless its test asks (testing.ts), so nothing runs by the wall clock behind a test.
   */
  periodicJobs?: boolean;
  /** The time the periodic jobs take as now (the wall clock unless a test gives its own). */
  clock?: () => Date;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: RPC_LIMITS.maxJsonBytes + RPC_LIMITS.maxFileBytes * 4,
    // Slow clients are dropped: the whole request within REQUEST_TIMEOUT_MS, headers within 15 s,
    // an idle kept-alive socket after 10 s. Event streams ping every 15 s, so idle sockets are dead ones.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 120_000,
    keepAliveTimeout: 10_000,
    // Node checks the timeouts above on this interval (30 s by default, which would let a slow body
    // live half a minute past its timeout).
    http: {
      headersTimeout: Math.min(15_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 2)),
    },
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });

  // A socket that sends nothing is closed as a slow head would be (15 s, or the request timeout).
  closeSilentConnections(app.server, Math.min(15_000, config.requestTimeoutMs));
  limitConnections(app.server, {
    perAddress: config.maxConnectionsPerAddress,
    exempt: Array.isArray(config.trustProxy) ? config.trustProxy : [],
  });

  // Public holidays from the maintained calendar (every year), for the call hours' every rule.
  installLibraryHolidays();
  const database = options.database ?? openDatabase(config);
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  // Events and job leases shared with the other processes (Redis), or kept in this one.
  const cluster = await openCluster(config, database.db, app.log);
  app.addHook('onClose', () => cluster.close());
  app.decorate('shop', { config, database, cluster });

  // Every JSON body the server reads (the CRM routes; /_rpc has its own) passes the same nesting
  // limit and prototype guard, and a bad one is a 400, never a stack overflow.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const parsed = parseJson(body as string);
    if (parsed.ok) done(null, parsed.value);
    else done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
  });
  // The prerendered first page (its inline first script is allowed by its hash in the CSP).
  const firstPaint = await loadFirstPaint({
    webDist: config.webDist,
    tagManagerIds: config.tagManagerIds,
    decorate: (html) => renderIndexHtml(html, config.tagManagerIds),
  });
  if (firstPaint?.missingScreens.length)
    app.log.warn(`Route screens missing from the build: ${firstPaint.missingScreens.join(', ')}`);
  // The cookies of every request parsed once (req.cookies), and set through reply.setCookie: the
  // shopper's and the desk's sessions, the page's country (modules/auth/cookies.ts, desk/cookie.ts).
  await app.register(cookie);
  await securityHeaders(app, config, firstPaint ? [firstPaint.scriptHash] : []);
  compressedAnswerCache(app); // before compress: its onSend must see our Content-Encoding
  await app.register(compress, { threshold: 1024 });
  corsForListedOrigins(app, config);
  originGuard(app, config);
  countryGuard(app);

  const deps = { db: database.db, dbKind: database.kind, config, cluster };
  await app.register(rpcPlugin, {
    methods: shopMethods(),
    createContext: (req, reply) => createShopContext(deps, req, reply),
    // A session left to the method (SESSION_IN_OWN_READ) counts here; the method checks it in its read.
    isAuthenticated: (ctx: ShopContext) => ctx.user !== null || ctx.unreadSession !== null,
    allowedOrigins: (origin, req) => isAllowedOrigin(config, req, origin),
    progress: cluster.progress,
  });
  // First start on an empty database: load the seed catalog so the shop has something to sell (the
  // invented sample reviews only when SAMPLE_REVIEWS asks for them).
  const seeded = await seedCatalogIfEmpty(database.db, { sampleReviews: config.sampleReviews });
  if (seeded) app.log.info(`Seeded the catalog: ${seeded.offers} offers, ${seeded.reviews} sample reviews`);
  healthRoutes(app, database.db, cluster);
  await shopRoutes(app, deps);
  await deskRoutes(app, { ...deps, offerPreview: firstPaint?.preview ?? null });
  await startWorkers(app, deps, {
    periodicJobs: options.periodicJobs ?? true,
    clock: options.clock ?? (() => new Date()),
  });
  if (seeded) await announceCatalogChange(cluster.events);
  await webRoutes(app, { config, db: database.db, firstPaint });
  return app;
}
