// Review photos over plain HTTP, and the reviews' periodic jobs. A photo's bytes never change behind
// its random name, so it is cached for a year as immutable; nosniff keeps a browser from reading it
// as anything but the WebP we made.
import type { FastifyInstance } from 'fastify';
import type { ContextDeps } from '../../context.ts';
import { imageBytes, MEDIA_PREFIX } from './images.ts';
import { reviewJobs } from './jobs.ts';

export async function reviewRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  app.get<{ Params: { file: string } }>(`${MEDIA_PREFIX}:file`, async (req, reply) => {
    const bytes = await imageBytes(deps.db, req.params.file);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!bytes) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'")
      .type('image/webp')
      .send(bytes);
  });

  reviewJobs(app, deps);
}
