// Catalog HTTP: product images under /images/**, their thumbnails under /images/thumbs/**, and the
// photos uploaded in the desk under /media/catalog/.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { THUMBNAILS_PREFIX } from '@zdravo/contract';
import { CATALOG_PHOTO_PREFIX, IMAGES_DIR, IMAGES_PREFIX } from './images.ts';
import { thumbnail } from './thumbnails.ts';
import { photoFile } from './photos.ts';

const FOREVER = 'public, max-age=31536000, immutable';

export async function catalogRoutes(app: FastifyInstance, dataDir: string): Promise<void> {
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
      if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('Cache-Control', FOREVER);
      else reply.header('Cache-Control', 'no-store');
      reply.header('X-Content-Type-Options', 'nosniff');
      return payload;
    });
  });

  // A thumbnail's address carries its picture's version: kept for ever when it is the current one; an
  // older version's address answers the current picture, to be asked again next time.
  app.get(`${THUMBNAILS_PREFIX}*`, async (req, reply) => {
    const made = await thumbnail(THUMBNAILS_PREFIX + (req.params as { '*': string })['*']);
    if (!made) return reply.callNotFound();
    const { v } = req.query as { v?: unknown };
    return reply
      .type('image/webp')
      .header('Cache-Control', v === made.version ? FOREVER : 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(made.webp);
  });

  // An uploaded photo's name is random and its bytes never change (a new photo is a new name): kept
  // for ever. Read-only, served as the WebP we made and nothing else (nosniff, no active content).
  app.get<{ Params: { file: string } }>(`${CATALOG_PHOTO_PREFIX}:file`, async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const file = photoFile(dataDir, req.params.file);
    const bytes = file === null ? null : await fs.readFile(file).catch(() => null);
    if (!bytes) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', FOREVER)
      .header('Content-Security-Policy', "default-src 'none'")
      .type('image/webp')
      .send(bytes);
  });
}
