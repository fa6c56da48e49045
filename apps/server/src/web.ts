// Serves the built SPA: hashed assets cached for a year (immutable), index.html never cached
// without revalidation, everything compressed. Routing is hash-based, so only "/" needs the HTML
// (and an offer's real path, /offers/{slog}, the entrance from shared links, and the readable pages'
// real paths, /o-nama…, which pages without JavaScript link to: docs/decisions/034-pages-without-javascript.md).
//
// index.html carries the per-country tag-manager ids (TAG_MANAGER_IDS) in a <meta>: the SPA reads
// them synchronously at start, with no extra request, and they follow the config at the next page
// load (the page is revalidated by ETag on every load). See docs/decisions/011-privacy-and-measurement.md.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
  TAG_MANAGER_META,
  formatTagManagerIds,
  type Offer,
  type TagManagerIds,
} from '@zdravo/contract';
import type { AppConfig } from './config.ts';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema/index.ts';
import { catalogCache } from './modules/catalog/index.ts';
import { shareNotFoundPage } from './modules/share/index.ts';
import { renamedTo } from './modules/catalog/index.ts';

const queryOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');
import { pageCountry, type FirstPaint, type RenderedPage } from './first-paint.ts';
import { pickEncoding } from './answer-cache.ts';
import { searchPage, searchQueryOf } from './modules/catalog/index.ts';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page as served: the build's index.html with the shop's runtime settings in <meta> tags. */
export function renderIndexHtml(html: string, tagManagerIds: TagManagerIds): string {
  const ids = formatTagManagerIds(tagManagerIds);
  if (!ids) return html;
  const meta = `<meta name="${TAG_MANAGER_META}" content="${escapeAttribute(ids)}" />`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `    ${meta}\n  </head>`) : meta + html;
}

/** Whether a URL path has a part starting with a dot (`/.vite/…`, `/%2Egit/…`). */
function hasDotPart(pathName: string): boolean {
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    // a malformed escape is not a file either; send refuses it
  }
  return decoded.split(/[\\/]/).some((part) => part.startsWith('.'));
}

export interface WebDeps {
  config: Pick<AppConfig, 'webDist' | 'tagManagerIds' | 'shopName'>;
  db: Kysely<Database>;
  /** The prerendered page (null: the build has no SSR bundle, the plain page is served). */
  firstPaint: FirstPaint | null;
}

export async function webRoutes(app: FastifyInstance, { config, db, firstPaint }: WebDeps): Promise<void> {
  // The search's answer without JavaScript (the header's GET form): needs no build, only the catalog.
  app.get(SEARCH_PAGE_PATH, async (req, reply) => {
    const country = pageCountry(req);
    const query = searchQueryOf((req.query as Record<string, unknown> | undefined)?.[SEARCH_QUERY_PARAM]);
    // With reviews is the list's Offer shape; the rule reads only the offer's texts.
    const offers = (await catalogCache(db).get(country)).list([], true) as readonly Offer[];
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Host');
    return reply
      .type('text/html; charset=utf-8')
      .send(searchPage({ country, query, offers, shopName: config.shopName }));
  });
  const webDist = config.webDist;
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}: run "npm run build" to serve the shop.`);
    app.get('/', async (_req, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run "npm run build".'),
    );
    return;
  }
  const page = renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), config.tagManagerIds);
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  const sendRendered = (req: FastifyRequest, reply: FastifyReply, rendered: RenderedPage) => {
    // The page differs by the remembered country (cookie) and the host's country.
    reply
      .header('Cache-Control', 'no-cache')
      .header('ETag', rendered.etag)
      .header('Vary', 'Cookie, Host, Accept-Encoding');
    if (req.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    // Compressed once per page (until then, by @fastify/compress as it goes out).
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const encoded = encoding && rendered.encoded(encoding);
    if (encoding && encoded) return reply.header('Content-Encoding', encoding).send(encoded);
    return reply.send(rendered.body);
  };
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    if (firstPaint) {
      const country = pageCountry(req);
      return sendRendered(req, reply, await firstPaint.page(country, await catalogCache(db).get(country)));
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page);
  };
  // An offer at its real path (where share pages send people): the offer page already rendered, so
  // it paints before the script; the page's first script moves the address to the shop's own
  // `/#/offers/{slog}`. An offer the country does not know (never published there: docs/product.md
  // §11) answers 404 with the page that says so; without an SSR build, the shop's route does the rest.
  const sendOffer = async (req: FastifyRequest<{ Params: { slog: string } }>, reply: FastifyReply) => {
    const slog = req.params.slog;
    const country = pageCountry(req);
    const snapshot = await catalogCache(db).get(country);
    if (!snapshot.bySlog.has(slog.toLowerCase())) {
      // A former address of an offer (its slog was changed): moved for good, to the one it has now.
      const current = await renamedTo(db, slog);
      if (current !== null && snapshot.bySlog.has(current))
        return reply.redirect(`/offers/${encodeURIComponent(current)}${queryOf(req.url)}`, 301);
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shareNotFoundPage(country, config.shopName));
    }
    if (!firstPaint || !snapshot.bySlog.has(slog)) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.redirect(`/${query}#/offers/${encodeURIComponent(slog)}`, 302);
    }
    return sendRendered(req, reply, await firstPaint.page(country, snapshot, `/offers/${slog}`));
  };

  // A readable page at its real path (the links of a page read without JavaScript): rendered as an
  // offer's page is. Without an SSR build, the shop's own address.
  const sendStaticPage = (route: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (!firstPaint) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.redirect(`/${query}#${encodeURI(route)}`, 302);
    }
    const country = pageCountry(req);
    return sendRendered(req, reply, await firstPaint.page(country, await catalogCache(db).get(country), route));
  };

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // Our own Cache-Control below; send's default (max-age=0) would override it.
    cacheControl: false,
    // The build wrote .br and .gz copies beside the files (apps/web/scripts/precompress.mjs): sent as they
    // are, nothing compressed per request (docs/decisions/043-compressed-once.md). A file without a copy
    // goes through @fastify/compress as before.
    preCompressed: true,
    // The build's own files (.vite/manifest.json maps every source file to its chunk) are not the
    // shop's to publish: no path with a part starting with a dot, however it is escaped.
    allowedPath: (pathName) => !hasDotPart(pathName),
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      // index.html and build.json name the current build: a deploy must show at once.
      const isIndex = ['index.html', 'build.json'].includes(path.basename(filePath));
      reply.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=3600',
      );
      // A build copy (.br, .gz) went out for the request's Accept-Encoding: a cache must know (what
      // @fastify/compress says itself of what it compresses).
      if (/\.(br|gz)$/.test(filePath)) reply.header('Vary', 'Accept-Encoding');
    },
  });
  app.get('/', sendPage);
  app.get('/offers/:slog', sendOffer);
  for (const route of firstPaint?.renderedPaths ?? []) app.get(route, sendStaticPage(route));
  // The same page under its file name, never the raw build file without the runtime settings.
  app.get('/index.html', sendPage);
}
