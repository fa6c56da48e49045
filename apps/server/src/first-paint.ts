// The page as it first arrives: the shell and the landing already rendered to HTML by the shop's
// own components (the web build's SSR bundle, apps/web/src/entry-server.tsx), in the country of the
// request and with what of its catalog the page shows (all of it, one offer, or none), the first-load CSS inline, and a small first script (app/boot.ts)
// that preloads the address's screen and starts its first call. Rendered once per country and
// catalog snapshot and kept. An offer's page and the shop's readable pages (the policies, about,
// the blog, the club…) are rendered the same way at their real address, so a browser without
// JavaScript can follow the links. docs/decisions/017-first-paint-html.md, 034-pages-without-javascript.md.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_COOKIE,
  COUNTRY_HEADER,
  COUNTRY_QUERY_PARAM,
  COUNTRY_PICK_TABLE,
  COUNTRY_STORAGE_KEY,
  shopCountry,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  intlLocales,
  shopTimeZone,
  type CountryCode,
  type TagManagerIds,
  textFor,
} from '@zdravo/contract';
import { footerMessages } from '@zdravo/contract/messages/footer';
import type { Offer } from '@zdravo/contract';
import type { CatalogSnapshot } from './modules/catalog/index.ts';
import type { Encoding } from './answer-cache.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the SSR bundle exports (apps/web/src/entry-server.tsx). */
interface SsrModule {
  renderPage(
    country: CountryCode,
    offers: Offer[],
    tagManagerIds: TagManagerIds,
    path: string,
  ): Promise<{ html: string; title: string; catalog: { complete: boolean; offers: Offer[] } }>;
  routeFacts(): { pattern: string; keys: string[]; screen: string }[];
  bootSource: string;
  /** The contract's pickCountry, as the first script runs it. */
  pickCountrySource: string;
  /** The id of the script element the page reads its catalog from. */
  catalogScriptId: string;
  /** The attribute that script carries when it holds the whole catalog. */
  catalogCompleteAttribute: string;
  /** The first catalog call a screen makes, started by the boot script: [store key, method, params]. */
  firstCalls: Record<string, [key: string, method: string, params: string]>;
  /** The pages besides the landing and the offers rendered at their real address (app/rendered-paths.ts). */
  renderedPaths: readonly string[];
  /** The in-app path of an offer's page, which the server renders at its real path too. */
  OFFER_PATH: RegExp;
}

const LANDING = 'landing/LandingScreen';
const OFFER = 'catalog/OfferScreen';

export interface RenderedPage {
  body: Buffer;
  etag: string;
  /**
   * The body compressed once with brotli 11 or gzip 9, or null while that is still being done (off the
   * event loop, started by the first ask): the page is the same bytes for every shopper of its country
   * until the catalog changes (docs/decisions/043-compressed-once.md).
   */
  encoded(encoding: Encoding): Buffer | null;
}

const compressOnce: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** `encoded` for a page's body: each encoding compressed at its first ask, kept with the page. */
function encodedOnce(body: Buffer): RenderedPage['encoded'] {
  // null: started, not done (a failure leaves it so: the page is compressed per request, as before).
  const copies = new Map<Encoding, Buffer | null>();
  return (encoding) => {
    const copy = copies.get(encoding);
    if (copy !== undefined) return copy;
    copies.set(encoding, null);
    compressOnce[encoding](body).then(
      (compressed) => copies.set(encoding, compressed),
      () => undefined,
    );
    return null;
  };
}

/**
 * The in-app paths the server renders at their real address: the landing, an offer's page, and the
 * pages `FirstPaint.renderedPaths` names (written as the shop's links write them, `/blog/mršavljenje`).
 */
type RenderedPath = string;

export interface FirstPaint {
  /** The CSP source for the inline boot script ('sha256-…'). */
  scriptHash: string;
  /**
   * The page at `path` for a country, rendered with that country's catalog snapshot (kept per
   * snapshot); an offer's path must name an offer of the snapshot.
   */
  page(country: CountryCode, snapshot: CatalogSnapshot, path?: RenderedPath): Promise<RenderedPage>;
  /** Every route screen the manifest lacks (empty when the build and the route table agree). */
  missingScreens: string[];
  /** The pages besides the landing and the offers that `page` renders. */
  renderedPaths: readonly string[];
  /**
   * An offer's page for a country rendered with the offers given (the offer and its bundle's products)
   * instead of the catalog's, with no script at all: the desk's preview of an unsaved product, shown in
   * a sandboxed frame (docs/desk.md "The catalog"). Never kept.
   */
  preview(country: CountryCode, offers: Offer[], slog: string): Promise<string>;
}

/**
 * What the preview's page looks like without scripts: the no-script styles go (they hide the buttons a
 * shopper with JavaScript sees), and every tab's panel shows, so the ingredients and the use read at once.
 */
const PREVIEW_STYLE = '<style>.tabs__panel[hidden], .tabs__section-title { display: block !important; }</style>';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script> must not close the element or open a comment.
const jsonForScript = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028|\u2029/g, ' ');

/** The country the page is rendered in, by the one rule (pickCountry): the remembered choice is its cookie here. */
export function pageCountry(req: FastifyRequest): CountryCode {
  const asked = (req.query as Record<string, unknown> | undefined)?.[COUNTRY_QUERY_PARAM];
  return shopCountry({
    named: typeof asked === 'string' ? asked : null,
    remembered: req.cookies[COUNTRY_COOKIE] || null,
    host: req.hostname,
  });
}

/**
 * Links to offers and to the rendered pages as real addresses in the rendered HTML
 * (`/offers/{slog}?country=XX`, `/o-nama?country=XX`, which this server renders too), not the shop's
 * `#/…`: without JavaScript a hash link opens nothing. With JavaScript the router's own click
 * handling still navigates inside the shop (React keeps the server's attribute when it hydrates),
 * and a link opened in a new tab arrives rendered. Other hash links (the cart, the quiz) stay.
 */
function realLinks(html: string, country: CountryCode, real: RealAddresses): string {
  const patterns = real.realPaths.map((source) => new RegExp(source));
  const pages = new Set(real.realPages);
  return html.replace(/href="#(\/[^"?#]*)"/g, (link, path: string) =>
    path === '/' || pages.has(path) || patterns.some((pattern) => pattern.test(path))
      ? `href="${encodeURI(path)}?${COUNTRY_QUERY_PARAM}=${country}"`
      : link,
  );
}

/**
 * The in-app paths this server renders at their real address besides the landing: an offer's (by
 * pattern, as written: the routes are case-sensitive) and the readable pages and listings (exact). One
 * list for the rendered pages' links (above) and the page's first script, whose `#/` form hops there
 * (app/boot.ts, decision 036).
 */
interface RealAddresses {
  realPaths: string[];
  realPages: string[];
}

/** The files a chunk needs beyond those the entry already loaded. */
function closure(
  manifest: Manifest,
  key: string,
  skip: Set<string>,
  withDynamic: boolean,
): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string, dynamic: boolean) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || skip.has(k)) return;
    seen.add(k);
    js.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.push(`/${file}`);
    for (const next of chunk.imports ?? []) visit(next, false);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next, false);
  };
  visit(key, withDynamic);
  return { js, css: [...new Set(css)] };
}

/** Loads the SSR bundle and the build manifest; null when the build has none (the plain page is served). */
export interface FirstPaintOptions {
  webDist: string;
  /** The shop's containers: the page carries their ids (and so the consent banner) when any. */
  tagManagerIds: TagManagerIds;
  /** Adds the runtime settings to the build's index.html (web.ts). */
  decorate: (html: string) => string;
}

export async function loadFirstPaint({
  webDist,
  tagManagerIds,
  decorate,
}: FirstPaintOptions): Promise<FirstPaint | null> {
  const ssrEntry = path.resolve(webDist, '../dist-server/entry-server.js');
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  const indexFile = path.join(webDist, 'index.html');
  if (![ssrEntry, manifestFile, indexFile].every((f) => fs.existsSync(f))) return null;
  const ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrModule;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  if (!entry) return null;

  // The entry and what it imports are loaded by the page itself.
  const loaded = new Set<string>(['index.html']);
  const markLoaded = (k: string) => {
    if (loaded.has(k) && k !== 'index.html') return;
    loaded.add(k);
    for (const next of manifest[k]?.imports ?? []) markLoaded(next);
  };
  markLoaded('index.html');

  const missingScreens: string[] = [];
  const routes = ssr.routeFacts().map(({ pattern, keys, screen }) => {
    const key = `src/features/${screen}.tsx`;
    if (!manifest[key]) missingScreens.push(screen);
    const files = closure(manifest, key, loaded, screen === LANDING);
    const call = ssr.firstCalls[screen];
    return { pattern, keys, screen, ...files, ...(call ? { call, image: screen === OFFER } : {}) };
  });
  // What web.ts renders at the real path besides the landing.
  const realAddresses: RealAddresses = { realPaths: [ssr.OFFER_PATH.source], realPages: [...ssr.renderedPaths] };
  const bootConfig = {
    pick: COUNTRY_PICK_TABLE,
    queryParam: COUNTRY_QUERY_PARAM,
    storageKey: COUNTRY_STORAGE_KEY,
    cookie: COUNTRY_COOKIE,
    rpcUrl: '/_rpc',
    countryHeader: COUNTRY_HEADER,
    routes: routes.map(({ screen: _screen, ...route }) => route),
    entry: `/${entry.file}`,
    entryImports: closure(manifest, 'index.html', new Set(), false).js.filter((file) => file !== `/${entry.file}`),
    consent: [CONSENT_STORAGE_KEY, CONSENT_POLICY_VERSION, CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000],
    ...realAddresses,
    hopKey: 'zdravo-hop',
    intlWarmup: '/intl-warmup.js',
    intlLocales: Object.fromEntries(COUNTRY_CODES.map((country) => [country, intlLocales(country)])),
    timeZone: shopTimeZone(),
  };
  const bootScript = `(${ssr.bootSource})(${jsonForScript(JSON.stringify(bootConfig))}, ${ssr.pickCountrySource})`;
  const scriptHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;

  // First-load CSS inline: the entry's and the screen's the HTML shows.
  const inlinedCss = (screen: string): string[] => {
    const screenCss = closure(manifest, `src/features/${screen}.tsx`, loaded, screen === LANDING).css;
    return [...(entry.css ?? []).map((f) => `/${f}`), ...screenCss];
  };
  // A stylesheet cannot end the <style> element it is inlined into.
  const inlineCss = (files: string[]): string =>
    files
      .map((href) => fs.readFileSync(path.join(webDist, href), 'utf8'))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style');
  // Each inlined file named by a disabled (never fetched) link: the build's loader of lazy chunks
  // adds a stylesheet link for a chunk's CSS unless the page already has one with its address, and
  // the same styles loaded again would restyle the whole page while it hydrates (decision 036).
  const inlinedLinks = (files: string[]): string =>
    files.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled />`).join('');

  let base = decorate(fs.readFileSync(indexFile, 'utf8'));
  base = base.replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, '');
  // The first script fetches the entry and its imports and starts it once the HTML has painted
  // (app/boot.ts): no module is asked for before then.
  base = base.replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+\.js"[^>]*><\/script>/, '');
  base = base.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  base = base.replace(/<meta charset="utf-8" \/>/i, (m) => `${m}\n    <script>${bootScript}</script>`);
  const withCss = (screen: string): string => {
    const files = inlinedCss(screen);
    return base.replace(/<\/head>/i, `  <style>${inlineCss(files)}</style>${inlinedLinks(files)}\n  </head>`);
  };
  // One page template per screen, with that screen's CSS inline.
  const templates = new Map<string, string>();
  const templateFor = (route: RenderedPath): string => {
    const screen =
      route === '/' ? LANDING : (routes.find(({ pattern }) => new RegExp(pattern, 'i').test(route))?.screen ?? OFFER);
    let template = templates.get(screen);
    if (template === undefined) {
      template = withCss(screen);
      templates.set(screen, template);
    }
    return template;
  };

  const pages = new WeakMap<CatalogSnapshot, Map<string, Promise<RenderedPage>>>();
  /**
   * An offer's page carries the offer as its own answer (offers.f.getSlog) gives it — with its
   * ingredients, which lists leave out — and a hidden offer, which no list has (docs/product.md §11).
   */
  const withOwnOffer = (listed: Offer[], snapshot: CatalogSnapshot, slog: string | undefined): Offer[] => {
    const own = slog === undefined ? undefined : snapshot.bySlog.get(slog);
    if (!own) return listed;
    const full = snapshot.shape(own, true) as Offer;
    return listed.some((o) => o.ID === own.ID) ? listed.map((o) => (o.ID === own.ID ? full : o)) : [...listed, full];
  };
  const render = async (
    country: CountryCode,
    snapshot: CatalogSnapshot,
    route: RenderedPath,
  ): Promise<RenderedPage> => {
    // Exactly what offers.f.getAll answers the page (every offer, with reviews), already serialized;
    // the page inlines all of it, or only the offers it shows (an offer's page: decision 036).
    const all = snapshot.listJson([], true).json;
    const { html, title, catalog } = await ssr.renderPage(
      country,
      withOwnOffer(JSON.parse(all) as Offer[], snapshot, ssr.OFFER_PATH.exec(route)?.[1]),
      tagManagerIds,
      route,
    );
    const inlined = catalog.complete ? all : JSON.stringify(catalog.offers);
    const completeAttribute = catalog.complete ? ` ${ssr.catalogCompleteAttribute}` : '';
    const page = templateFor(route)
      .replace(
        /<p class="noscript-note"([^>]*)>[^<]*<\/p>/,
        (_m, attrs: string) =>
          `<p class="noscript-note"${attrs}>${escapeAttribute(textFor(footerMessages.noScript, country))}</p>`,
      )
      .replace(
        /<html lang="[^"]*"/i,
        `<html lang="${COUNTRIES[country].locale}" data-country="${country}" data-route="${escapeAttribute(route)}"`,
      )
      .replace(/<title>[^<]*<\/title>/i, `<title>${escapeAttribute(title)}</title>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${realLinks(html, country, realAddresses)}</div>\n    <script type="application/json" id="${ssr.catalogScriptId}"${completeAttribute}>${jsonForScript(inlined)}</script>`,
      );
    const body = Buffer.from(page);
    return {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      encoded: encodedOnce(body),
    };
  };

  const preview = async (country: CountryCode, offers: Offer[], slog: string): Promise<string> => {
    const route = `/offers/${slog}`;
    const { html, title } = await ssr.renderPage(country, offers, {}, route);
    return templateFor(route)
      .replace(/<script\b[^>]*>[^]*?<\/script>/gi, '')
      .replace(/<noscript>[^]*?<\/noscript>/gi, '')
      .replace(/<html lang="[^"]*"/i, `<html lang="${COUNTRIES[country].locale}" data-country="${country}"`)
      .replace(/<title>[^<]*<\/title>/i, `<title>${escapeAttribute(title)}</title>`)
      .replace(/<\/head>/i, `${PREVIEW_STYLE}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  };

  return {
    scriptHash,
    missingScreens,
    renderedPaths: ssr.renderedPaths,
    preview,
    page(country, snapshot, route = '/') {
      let rendered = pages.get(snapshot);
      if (!rendered) {
        rendered = new Map();
        pages.set(snapshot, rendered);
      }
      const key = `${country}${route}`;
      let page = rendered.get(key);
      if (!page) {
        page = render(country, snapshot, route);
        rendered.set(key, page);
        page.catch(() => rendered.delete(key));
      }
      return page;
    },
  };
}
