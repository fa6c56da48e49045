// Review photos over plain HTTP (the reviews' periodic jobs start in workers.ts). A published review's
// photo is cached for a few minutes only and then revalidated (its name is its ETag, the bytes behind a
// name never change): a photo taken down — a face, an address — stops being served by any cache within
// PUBLISHED_PHOTO_MAX_AGE (decision 049). A photo not yet published is its author's alone, never stored
// by a cache. nosniff keeps a browser from reading it as anything but the WebP we made.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import { resolveSession } from '../auth/index.ts';
import { imageBytes, MEDIA_PREFIX } from './images.ts';

/** Seconds a shared cache may serve a published photo before asking again (decision 049). */
export const PUBLISHED_PHOTO_MAX_AGE = 300;
export const PUBLISHED_PHOTO_CACHE = `public, max-age=${PUBLISHED_PHOTO_MAX_AGE}, must-revalidate`;

export async function reviewRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  app.get<{ Params: { file: string } }>(`${MEDIA_PREFIX}:file`, async (req, reply) => {
    const image = await imageBytes(
      deps.db,
      req.params.file,
      async () => (await resolveSession(deps.db, req))?.id ?? null,
    );
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!image) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    if (!image.published)
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'")
        .type('image/webp')
        .send(image.bytes);
    // The name is random and its bytes never change, so it is the ETag: a revalidation of a photo
    // still published costs a 304 and no bytes.
    const etag = `"${req.params.file}"`;
    reply.header('Cache-Control', PUBLISHED_PHOTO_CACHE).header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('Content-Security-Policy', "default-src 'none'").type('image/webp').send(image.bytes);
  });
}
