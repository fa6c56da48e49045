// The server's way into the shop's own components (built with `vite build --ssr`, loaded by
// apps/server/src/first-paint.ts): the shell and a screen (the landing, an offer, a page of
// app/rendered-paths.ts) rendered to HTML for one country and catalog, which the page then hydrates
// (main.tsx), plus the facts the page's first inline script needs (app/boot.ts).
// docs/decisions/017-first-paint-html.md, 034-pages-without-javascript.md.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { parse } from 'regexparam';
import { pickCountry, type CountryCode, type TagManagerIds } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';
import { App } from './app/App.tsx';
import { NOT_FOUND, ROUTES } from './app/routes.tsx';
import { boot } from './app/boot.ts';
import { setRenderedCountry } from './lib/country.ts';
import { setRenderedPath } from './lib/hash-location.ts';
import { setRenderedTagManagerIds } from './lib/consent.ts';
import { lastRenderedTitle } from './lib/page-title.ts';
import { RENDERED_PAGE_PATHS } from './app/rendered-paths.ts';
import { allParams, offerKeys, seedOffers, slogParams } from './lib/offers.ts';
import { FIRST_PAINT_CATALOG_ID } from './app/first-paint.ts';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title the screen sets (usePageTitle). */
  title: string;
}

/** The routes the server renders: the landing, an offer's page and the pages of app/rendered-paths.ts at their real paths. */
export const OFFER_PATH = /^\/offers\/([a-z0-9-]+)$/;

/** The pages besides the landing and the offers that the server renders at their real address. */
export const renderedPaths: readonly string[] = RENDERED_PAGE_PATHS;

let queue: Promise<unknown> = Promise.resolve();
const screensReady = new Map<string, Promise<void>>();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The screens are lazy chunks. A first full prerender of a path waits for its screen; once
 * resolved, every later render is complete in one pass (renderToString), with no fallbacks and
 * none of the inline scripts React adds to fill a late boundary (the CSP allows no inline script but
 * ours).
 */
async function resolveLazyScreen(): Promise<void> {
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _chunk of prelude) {
    // drained only: this render resolves the lazy components
  }
}

/** An offer's path must name an offer of the catalog; another path must be the landing or a rendered page. */
function checkPath(path: string, offers: Offer[]): void {
  const slog = OFFER_PATH.exec(path)?.[1];
  if (slog !== undefined ? !offers.some((o) => o.Slog === slog) : path !== '/' && !renderedPaths.includes(path)) {
    throw new Error(`No page ${path} to render`);
  }
}

/**
 * The shell and the screen at `path` ("/", "/offers/{slog}" or a rendered page) as HTML, in the country's spelling
 * and with its catalog (prices, the offer). Renders run one at a time: the country and the path are
 * page-wide stores in the browser.
 */
export function renderPage(country: CountryCode, offers: Offer[], tagManagerIds: TagManagerIds, path: string): Promise<RenderedPage> {
  const run = queue.then(async () => {
    checkPath(path, offers);
    setRenderedCountry(country);
    setRenderedTagManagerIds(tagManagerIds);
    setRenderedPath(path);
    seedOffers(country, offers);
    const screen = path.replace(OFFER_PATH, '/offers/:slog');
    let ready = screensReady.get(screen);
    if (!ready) {
      ready = resolveLazyScreen();
      screensReady.set(screen, ready);
    }
    await ready;
    const html = renderToString(app);
    // A boundary still waiting would leave a fallback for the browser to fill: never sent.
    if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) throw new Error(`${path} did not render completely`);
    // The title the screen set while it rendered (usePageTitle).
    return { html, title: lastRenderedTitle() };
  });
  queue = run.catch(() => {});
  return run;
}

export interface RouteFacts {
  pattern: string;
  keys: string[];
  /** The screen's module under src/features, as named in the route table. */
  screen: string;
}

/** Every route's pattern (as the router matches it) and screen module; the not-found screen has none. */
export function routeFacts(): RouteFacts[] {
  return [...ROUTES, NOT_FOUND].flatMap((route) =>
    route.paths.map((path) => {
      const { pattern, keys } = parse(path);
      return { pattern: pattern.source, keys: keys as string[], screen: route.screen };
    }),
  );
}

/** The source of the page's first inline script; call it with a BootConfig and pickCountrySource. */
export const bootSource: string = boot.toString();

/** The one country rule's source (packages/contract/src/countries.ts), which the first script runs too. */
export const pickCountrySource: string = pickCountry.toString();

/** The id of the script element holding the catalog the page was rendered with (main.tsx reads it). */
export const catalogScriptId: string = FIRST_PAINT_CATALOG_ID;

/**
 * The first catalog call a screen makes, for the page's first script to start before the entry
 * arrives: [store key, method, params JSON], `{country}` and the route's keys as placeholders. The
 * same keys and params the screens use (lib/offers.ts), so the answer is found and used.
 */
export const firstCalls: Record<string, [key: string, method: string, params: string]> = {
  'catalog/OfferScreen': [offerKeys.slog('{country}', '{slog}'), 'offers.f.getSlog', JSON.stringify(slogParams('{slog}'))],
  'catalog/ListingScreen': [offerKeys.all('{country}'), 'offers.f.getAll', JSON.stringify(allParams)],
};
