// The three lists of the shop's paths agree: the screens' routes (ROUTES), the pages the server also
// renders at their real address (RENDERED_PAGE_PATHS, decision 034) and the pages the sitemap offers
// search engines (INDEXABLE_PAGES). A page added to one and forgotten in another fails here.
import { describe, expect, it } from 'vitest';
import { parse } from 'regexparam';
import type { Parser } from 'wouter';
import { INDEXABLE_PAGES, SHOP_GROUPS } from '@zdravo/contract';
import { NOT_FOUND, ROUTES, findRoute } from './routes.tsx';
import { RENDERED_PAGE_PATHS } from './rendered-paths.ts';
import { groupHref } from './layout/nav.ts';

// wouter's own parser (regexparam), as the router uses it.
const parser: Parser = (route, loose) => parse(route, loose);

/** The screens that only work with a script: their addresses stay behind the "#" (decision 034). */
const SCRIPT_ONLY = new Set([
  'landing/LandingScreen',
  'account/LoginScreen',
  'account/ForgotPasswordScreen',
  'account/AccountScreen',
  'catalog/OfferScreen',
  'catalog/BundlesScreen',
  'quiz/QuizScreen',
  'checkout/CheckoutScreen',
  'checkout/ThankYouScreen',
  'tracking/TrackScreen',
]);

const groupListings = new Set(SHOP_GROUPS.map(groupHref));
const fixedPaths = (route: (typeof ROUTES)[number]) =>
  route.paths.filter((path) => !path.includes(':') && !path.includes('%'));

describe('the route lists', () => {
  it('every rendered path opens a screen, and every screen that reads without a script is rendered at each of its fixed addresses', () => {
    for (const path of RENDERED_PAGE_PATHS) expect(findRoute(parser, path), path).not.toBe(NOT_FOUND);
    const readable = ROUTES.filter((route) => !SCRIPT_ONLY.has(route.screen)).flatMap(fixedPaths);
    expect(new Set(RENDERED_PAGE_PATHS.filter((path) => !groupListings.has(path)))).toEqual(new Set(readable));
    for (const path of groupListings) expect(findRoute(parser, path).screen).toBe('catalog/ListingScreen');
  });

  it('the sitemap offers each rendered page under exactly one of its addresses, and nothing that is not rendered', () => {
    for (const path of INDEXABLE_PAGES) expect(RENDERED_PAGE_PATHS, path).toContain(path);
    const rendered = ROUTES.filter((route) => fixedPaths(route).some((path) => RENDERED_PAGE_PATHS.includes(path)));
    for (const route of rendered) {
      const listed = fixedPaths(route).filter((path) => (INDEXABLE_PAGES as readonly string[]).includes(path));
      expect(listed, route.screen).toHaveLength(1);
    }
  });
});
