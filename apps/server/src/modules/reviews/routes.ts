// Review photos over plain HTTP (the reviews' periodic jobs start in workers.ts). A published
// review's photo never changes behind its random name, so it is cached for a year as immutable; a
// photo not yet published is its author's alone, never stored by a cache. nosniff keeps a browser
// from reading it as anything but the WebP we made.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import { resolveSession } from '../auth/session.ts';
import { imageBytes, MEDIA_PREFIX } from './images.ts';

export async function reviewRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  app.get<{ Params: { file: string } }>(`${MEDIA_PREFIX}:file`, async (req, reply) => {
    const image = await imageBytes(deps.db, req.params.file, async () => (await resolveSession(deps.db, req))?.id ?? null);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!image) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', image.published ? 'public, max-age=31536000, immutable' : 'private, no-store')
      .header('Content-Security-Policy', "default-src 'none'")
      .type('image/webp')
      .send(image.bytes);
  });
}
