// Serves the built SPA: hashed assets cached for a year (immutable), index.html never cached,
// everything compressed. Routing is hash-based, so only "/" needs the HTML.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function webRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}: run "npm run build" to serve the shop.`);
    app.get('/', async (_req, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run "npm run build".'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // Our own Cache-Control below; send's default (max-age=0) would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      // index.html and build.json name the current build: a deploy must show at once.
      const isIndex = ['index.html', 'build.json'].includes(path.basename(filePath));
      res.setHeader(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  app.get('/', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
