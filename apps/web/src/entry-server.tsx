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
import { allParams, loadingOfferKeys, offerKeys, seedOffers, slogParams } from './lib/offers.ts';
import { FIRST_PAINT_CATALOG_ID, FIRST_PAINT_COMPLETE_ATTRIBUTE } from './app/first-paint.ts';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The document title the screen sets (usePageTitle). */
  title: string;
  /** What of the catalog the page was rendered with, and inlines for its hydration (lib/offers.ts seedOffers). */
  catalog: PageCatalog;
}

/** The whole catalog, or only the offers given. */
export interface PageCatalog {
  complete: boolean;
  offers: Offer[];
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
/** The HTML still holds a Suspense boundary's fallback (pending or failed). */
const waiting = (html: string): boolean => html.includes('<!--$?-->') || html.includes('<!--$!-->');

async function resolveLazyScreen(): Promise<void> {
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _chunk of prelude) {
    // drained only: this render resolves the lazy components
  }
}

/** The screens that show the whole catalog (best sellers, the listings): their pages inline all of it. */
const WHOLE_CATALOG_SCREENS: ReadonlySet<string> = new Set(['landing/LandingScreen', 'catalog/ListingScreen']);

/**
 * What of the catalog a page needs to render and hydrate: the whole list for a screen that shows
 * it; for an offer's page that offer and, for a bundle, its parts; nothing for the other pages. The
 * rest is asked for when a screen needs it, so an offer's page does not carry (and make the browser
 * parse) every other offer (decision 036). An offer's path must name an offer of the catalog;
 * another path must be the landing or a rendered page.
 */
function pageCatalog(path: string, offers: Offer[]): PageCatalog {
  const slog = OFFER_PATH.exec(path)?.[1];
  if (slog !== undefined) {
    const offer = offers.find((o) => o.Slog === slog);
    if (!offer) throw new Error(`No page ${path} to render`);
    const parts = (offer.ChildOffers ?? []).flatMap((id) => offers.filter((o) => o.ID === id));
    return { complete: false, offers: [offer, ...parts] };
  }
  if (path !== '/' && !renderedPaths.includes(path)) throw new Error(`No page ${path} to render`);
  const screen = routeFacts().find(({ pattern }) => new RegExp(pattern, 'i').test(path))?.screen;
  return screen !== undefined && WHOLE_CATALOG_SCREENS.has(screen)
    ? { complete: true, offers }
    : { complete: false, offers: [] };
}

/**
 * The shell and the screen at `path` ("/", "/offers/{slog}" or a rendered page) as HTML, in the country's spelling
 * and with its catalog (prices, the offer), and what of the catalog the page inlines. Renders run one at a time: the country and the path are
 * page-wide stores in the browser.
 */
export function renderPage(
  country: CountryCode,
  offers: Offer[],
  tagManagerIds: TagManagerIds,
  path: string,
): Promise<RenderedPage> {
  const run = queue.then(async () => {
    const catalog = pageCatalog(path, offers);
    setRenderedCountry(country);
    setRenderedTagManagerIds(tagManagerIds);
    setRenderedPath(path);
    seedOffers(country, catalog.offers, catalog.complete);
    const screen = path.replace(OFFER_PATH, '/offers/:slog');
    let ready = screensReady.get(screen);
    if (!ready) {
      ready = resolveLazyScreen();
      screensReady.set(screen, ready);
    }
    await ready;
    let html = renderToString(app);
    // A lazy part this screen shows only for some data (a sold-out offer's notify-me form) is met for
    // the first time: resolve this page's lazy parts too, then render again.
    if (waiting(html)) {
      await resolveLazyScreen();
      html = renderToString(app);
    }
    // A boundary still waiting would leave a fallback for the browser to fill: never sent.
    if (waiting(html)) throw new Error(`${path} did not render completely`);
    // Nor a part that waits for catalog data the page does not inline: the browser would ask for it.
    const loading = loadingOfferKeys(country);
    if (loading.length) throw new Error(`${path} reads catalog data its page does not carry: ${loading.join(', ')}`);
    // The title the screen set while it rendered (usePageTitle).
    return { html, title: lastRenderedTitle(), catalog };
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

/** The attribute that script carries when it holds the whole catalog. */
export const catalogCompleteAttribute: string = FIRST_PAINT_COMPLETE_ATTRIBUTE;

/**
 * The first catalog call a screen makes, for the page's first script to start before the entry
 * arrives: [store key, method, params JSON], `{country}` and the route's keys as placeholders. The
 * same keys and params the screens use (lib/offers.ts), so the answer is found and used.
 */
export const firstCalls: Record<string, [key: string, method: string, params: string]> = {
  'catalog/OfferScreen': [
    offerKeys.slog('{country}', '{slog}'),
    'offers.f.getSlog',
    JSON.stringify(slogParams('{slog}')),
  ],
  'catalog/ListingScreen': [offerKeys.all('{country}'), 'offers.f.getAll', JSON.stringify(allParams)],
};
