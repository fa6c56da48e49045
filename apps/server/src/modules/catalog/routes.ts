// Catalog HTTP: product images under /images/**, and the seed of an empty catalog at start.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ContextDeps } from '../../context.ts';
import { seedCatalogIfEmpty } from '../../db/seed/index.ts';
import { IMAGES_DIR, IMAGES_PREFIX } from './images.ts';
import { invalidateCatalog } from './cache.ts';
import { announceCatalogChange } from './version.ts';

export async function catalogRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  // First start on an empty database: load the seed catalog so the shop has something to sell.
  const seeded = await seedCatalogIfEmpty(deps.db);
  if (seeded) app.log.info(`Seeded the catalog: ${seeded.offers} offers, ${seeded.reviews} sample reviews`);

  // A change announced by the CLI or another process drops this process's cache at once.
  const unsubscribe = await deps.cluster.events.subscribe('catalog', () => invalidateCatalog(deps.db));
  app.addHook('preClose', async () => {
    unsubscribe();
  });
  if (seeded) await announceCatalogChange(deps.cluster.events);

  // Image URLs carry a content version (?v=<hash>, set by the seed), so a changed file gets a new URL
  // and the bytes behind one URL never change: a year and immutable is safe.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: IMAGES_DIR,
      prefix: IMAGES_PREFIX,
      decorateReply: false, // the SPA's static plugin owns reply.sendFile
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false, // set below, for found files only
    });
    // A hook rather than the plugin's setHeaders, whose argument differs between @fastify/static majors.
    scope.addHook('onSend', async (_req, reply, payload) => {
      if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'no-store');
      reply.header('X-Content-Type-Options', 'nosniff');
      return payload;
    });
  });
}
