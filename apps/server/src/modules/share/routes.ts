// Pages for the world outside the SPA: share pages of every offer and bundle (/p/{slog}) with their
// Open Graph image, the sitemap and robots.txt. Routes live after the "#" in the shop itself, which
// link previews and search engines cannot see; these give them real URLs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_QUERY_PARAM,
  countryQuery,
  DEFAULT_COUNTRY,
  INDEXABLE_PAGES,
  SHOP_GROUPS,
  shopCountry,
  type CountryCode,
} from '@zdravo/contract';
import type { ContextDeps } from '../../context.ts';
import { renamedTo } from '../catalog/index.ts';
import { catalogCache } from '../catalog/index.ts';
import { ogImage } from './og-image.ts';
import { shareNotFoundPage, sharePage } from './page.ts';

const PAGE_CACHE = 'public, max-age=300';
const SLOG_PATTERN = /^[a-z0-9-]{1,80}$/;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The request's own origin (its Host, or X-Forwarded-Host/-Proto from a trusted proxy), when it is one. */
function requestOrigin(req: FastifyRequest): string | null {
  try {
    const url = new URL(`${req.protocol}://${req.host}`);
    return url.host === req.host.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The country a share link speaks for, by the one rule (pickCountry) without a remembered choice:
 * the link is the same for whoever opens it.
 */
function countryOf(req: FastifyRequest): CountryCode {
  const asked = (req.query as Record<string, unknown>)[COUNTRY_QUERY_PARAM];
  return shopCountry({ named: typeof asked === 'string' ? asked : null, host: req.hostname });
}

export async function shareRoutes(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  // The configured public origin wins over whatever Host a request claims. Without one (development,
  // or a shop reached under several hosts) the request's own origin is used, and then the answer must
  // not be kept for anyone else: a shared cache would hand a forged X-Forwarded-Host's links to all.
  const originOf = (req: FastifyRequest): string =>
    deps.config.publicOrigin ?? requestOrigin(req) ?? 'http://localhost';
  const cached = (reply: FastifyReply): FastifyReply =>
    deps.config.publicOrigin
      ? reply.header('Cache-Control', PAGE_CACHE).header('Vary', 'Host, X-Forwarded-Host')
      : reply.header('Cache-Control', 'no-store').header('Vary', 'Host, X-Forwarded-Host, X-Forwarded-Proto');

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
      // A former address of an offer (its slog was changed): moved for good, to the one it has now.
      const slog = String((req.params as { slog?: string }).slog ?? '');
      const current = SLOG_PATTERN.test(slog.toLowerCase()) ? await renamedTo(deps.db, slog) : null;
      if (current !== null && (await catalogCache(deps.db).get(country)).bySlog.has(current)) {
        return reply.redirect(
          `/p/${encodeURIComponent(current)}${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`,
          301,
        );
      }
      // Said, not a silent redirect: the shopper learns the product is gone, and finds the others.
      return cached(reply)
        .code(404)
        .type('text/html; charset=utf-8')
        .send(shareNotFoundPage(country, deps.config.shopName, query));
    }
    const html = sharePage({ ...found, origin: originOf(req), shopName: deps.config.shopName, query });
    return cached(reply).type('text/html; charset=utf-8').send(html);
  });

  app.get('/p/:slog/og.png', async (req, reply) => {
    const found = await findOffer(req);
    const image = found?.offer.Images[0];
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const png = await ogImage(deps.config.dataDir, image);
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
  });

  // The addresses the server renders (the landing, every offer at /offers/{slog}, the readable pages and
  // the listings), once per country with `?country=`, each with its other countries as hreflang
  // alternates (and the default country's address as x-default). No `#` (a crawler reads a hash address
  // as the home page) and no /p/ share page (a preview's address, not the page).
  app.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req);
    const sold = new Map<CountryCode, Set<string>>();
    for (const country of COUNTRY_CODES)
      sold.set(country, new Set((await catalogCache(deps.db).get(country)).offers.map((o) => o.Slog)));
    const pages: { path: string; countries: CountryCode[] }[] = [
      { path: '/', countries: [...COUNTRY_CODES] },
      ...[...INDEXABLE_PAGES, ...SHOP_GROUPS.map((group) => `/shop/${group}`)].map((path) => ({
        path,
        countries: [...COUNTRY_CODES],
      })),
      ...[...new Set(COUNTRY_CODES.flatMap((c) => [...sold.get(c)!]))].map((slog) => ({
        path: `/offers/${slog}`,
        countries: COUNTRY_CODES.filter((c) => sold.get(c)!.has(slog)),
      })),
    ];
    const address = (path: string, country: CountryCode) => `${origin}${path}?${COUNTRY_QUERY_PARAM}=${country}`;
    const entries = pages.flatMap(({ path, countries }) => {
      const alternates = [
        ...countries.map(
          (c) =>
            `    <xhtml:link rel="alternate" hreflang="${COUNTRIES[c].locale}" href="${escapeXml(address(path, c))}"/>`,
        ),
        ...(countries.includes(DEFAULT_COUNTRY)
          ? [
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(address(path, DEFAULT_COUNTRY))}"/>`,
            ]
          : []),
      ].join('\n');
      return countries.map((c) => `  <url>\n    <loc>${escapeXml(address(path, c))}</loc>\n${alternates}\n  </url>`);
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    return cached(reply).type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', async (req, reply) => {
    const body = `User-agent: *\nAllow: /\nDisallow: /_rpc\nDisallow: /api/\n\nSitemap: ${originOf(req)}/sitemap.xml\n`;
    return cached(reply).type('text/plain; charset=utf-8').send(body);
  });
}
