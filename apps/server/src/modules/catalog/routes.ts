// Catalog HTTP: product images under /images/**, and their thumbnails under /images/thumbs/**.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { THUMBNAILS_PREFIX } from '@zdravo/contract';
import { IMAGES_DIR, IMAGES_PREFIX } from './images.ts';
import { thumbnail } from './thumbnails.ts';

const FOREVER = 'public, max-age=31536000, immutable';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
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
}
