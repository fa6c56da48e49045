// The server's way into the shop's own components (built with `vite build --ssr`, loaded by
// apps/server/src/web/first-paint.ts): the shell and the landing rendered to HTML for one country
// and catalog, which the page then hydrates (main.tsx), plus the facts the page's first inline
// script needs (app/boot.ts). docs/decisions/017-first-paint-html.md.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { parse } from 'regexparam';
import type { CountryCode, TagManagerIds } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';
import { landingMessages } from '@zdravo/contract/messages/landing';
import { App } from './app/App.tsx';
import { NOT_FOUND, ROUTES } from './app/routes.tsx';
import { boot } from './app/boot.ts';
import { setRenderedCountry } from './lib/country.ts';
import { setRenderedTagManagerIds } from './lib/consent.ts';
import { resolveTexts } from './lib/i18n.ts';
import { SHOP_NAME } from './lib/shop.ts';
import { seedOffers } from './lib/offers.ts';

export interface RenderedLanding {
  /** The markup inside #root. */
  html: string;
  /** The document title the landing sets. */
  title: string;
}

let queue: Promise<unknown> = Promise.resolve();
let lazyReady: Promise<void> | null = null;

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The landing's screens are lazy chunks. A first full prerender waits for them all; once resolved,
 * every later render is complete in one pass (renderToString), with no fallbacks and none of the
 * inline scripts React adds to fill a late boundary (the CSP allows no inline script but ours).
 */
async function resolveLazyScreens(): Promise<void> {
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _chunk of prelude) {
    // drained only: this render resolves the lazy components
  }
}

/**
 * The shell and the landing as HTML, in the country's spelling and with its catalog (the best
 * sellers' prices). Renders run one at a time: the country is a page-wide store in the browser.
 */
export function renderLanding(country: CountryCode, offers: Offer[], tagManagerIds: TagManagerIds): Promise<RenderedLanding> {
  const run = queue.then(async () => {
    setRenderedCountry(country);
    setRenderedTagManagerIds(tagManagerIds);
    seedOffers(country, offers);
    lazyReady ??= resolveLazyScreens();
    await lazyReady;
    const html = renderToString(app);
    // A boundary still waiting would leave a fallback for the browser to fill: never sent.
    if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) throw new Error('The landing did not render completely');
    const title = `${resolveTexts(landingMessages, country).title} | ${SHOP_NAME}`;
    return { html, title };
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

/** The source of the page's first inline script; call it with a BootConfig. */
export const bootSource: string = boot.toString();
