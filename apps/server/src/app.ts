// buildApp(config) assembles the whole server without listening, so tests run it in-process.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { rpcPlugin } from '@zdravo/rpc/server';
import { RPC_LIMITS } from '@zdravo/rpc';
import type { AppConfig } from './config.ts';
import { openDatabase, type DbHandle } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createShopContext, type ShopContext } from './context.ts';
import { shopMethods } from './modules/methods.ts';
import { shopRoutes } from './modules/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { originGuard, securityHeaders } from './security.ts';
import { webRoutes } from './web.ts';
import { compressedAnswerCache } from './answer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shop: { config: AppConfig; database: DbHandle };
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from config; the caller closes it. */
  database?: DbHandle;
  logger?: boolean;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: RPC_LIMITS.maxJsonBytes + RPC_LIMITS.maxFileBytes * 4,
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });

  const database = options.database ?? openDatabase(config);
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  app.decorate('shop', { config, database });

  await securityHeaders(app, config);
  compressedAnswerCache(app); // before compress: its onSend must see our Content-Encoding
  await app.register(compress, { threshold: 1024 });
  originGuard(app, config);

  const deps = { db: database.db, dbKind: database.kind, config };
  await app.register(rpcPlugin, {
    methods: shopMethods(),
    createContext: (req, reply) => createShopContext(deps, req, reply),
    isAuthenticated: (ctx: ShopContext) => ctx.user !== null,
  });
  healthRoutes(app, database.db);
  await shopRoutes(app, deps);
  await webRoutes(app, config);
  return app;
}
