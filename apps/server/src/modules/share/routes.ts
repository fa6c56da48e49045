// Pages for the world outside the SPA: share pages of every offer and bundle (/p/{slog}) with their
// Open Graph image, the sitemap and robots.txt. Routes live after the "#" in the shop itself, which
// link previews and search engines cannot see; these give them real URLs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countryFromHost, countryQuery, DEFAULT_COUNTRY, INDEXABLE_PAGES, isCountryCode, type CountryCode } from '@zdravo/contract';
import type { ContextDeps } from '../../context.ts';
import { catalogCache } from '../catalog/cache.ts';
import { ogImage } from './og-image.ts';
import { shareNotFoundPage, shareUrl, sharePage } from './page.ts';

const PAGE_CACHE = 'public, max-age=300';
const SLOG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** The country a share link speaks for: `?country=` when valid, else the host's, else the default. */
function countryOf(req: FastifyRequest): CountryCode {
  const asked = (req.query as { country?: unknown }).country;
  if (typeof asked === 'string' && isCountryCode(asked.toUpperCase())) return asked.toUpperCase() as CountryCode;
  return countryFromHost(req.hostname) ?? DEFAULT_COUNTRY;
}

export async function shareRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  // The configured public origin wins over whatever Host a request claims.
  const originOf = (req: FastifyRequest): string => deps.config.publicOrigin ?? `${req.protocol}://${req.host}`;

  async function findOffer(req: FastifyRequest) {
    const slog = String((req.params as { slog?: string }).slog ?? '').toLowerCase();
    if (!SLOG_PATTERN.test(slog)) return null;
    const country = countryOf(req);
    const offer = (await catalogCache(deps.db).get(country)).bySlog.get(slog);
    return offer ? { offer, country } : null;
  }

  app.get('/p/:slog', async (req, reply) => {
    const found = await findOffer(req);
    const country = countryOf(req);
    // A link that names its country keeps it: to the offer in the shop, its preview image, its
    // canonical address (a link without one speaks for the host's country, as before).
    const named = typeof (req.query as { country?: unknown }).country === 'string';
    const query = named ? countryQuery(country, req.hostname) : '';
    if (!found) {
      // Said, not a silent redirect: the shopper learns the product is gone, and finds the others.
      return reply.code(404).header('Cache-Control', PAGE_CACHE).type('text/html; charset=utf-8').send(shareNotFoundPage(country, deps.config.shopName, query));
    }
    const html = sharePage({ ...found, origin: originOf(req), shopName: deps.config.shopName, query });
    return reply.header('Cache-Control', PAGE_CACHE).header('Vary', 'Host').type('text/html; charset=utf-8').send(html);
  });

  app.get('/p/:slog/og.png', async (req, reply) => {
    const found = await findOffer(req);
    const image = found?.offer.Images[0];
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const png = await ogImage(image);
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req);
    const snapshot = await catalogCache(deps.db).get(countryOf(req));
    const urls = [
      `${origin}/`,
      ...snapshot.offers.map((offer) => shareUrl(origin, offer.Slog)),
      // The shop's own pages live after the "#"; listed so a reader of the sitemap knows them all.
      ...INDEXABLE_PAGES.map((path) => `${origin}/#${path}`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((url) => `  <url><loc>${url.replace(/&/g, '&amp;')}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    return reply.header('Cache-Control', PAGE_CACHE).type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', async (req, reply) => {
    const body = `User-agent: *\nAllow: /\nDisallow: /_rpc\nDisallow: /api/\n\nSitemap: ${originOf(req)}/sitemap.xml\n`;
    return reply.header('Cache-Control', PAGE_CACHE).type('text/plain; charset=utf-8').send(body);
  });
}
