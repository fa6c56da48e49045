// The route table: every route of docs/product.md §2, and the ONLY place that wires screens to paths.
// Each screen is React.lazy in its own chunk, loaded from its feature's index.ts.
//
// To add a screen: export a loader from features/<f>/index.ts (`screens.x = () => import('./XScreen.tsx')`,
// the module default-exports the component), then add one line to ROUTES below naming that module
// (`'f/XScreen'`; the server checks every name against the build at start).
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, matchRoute, useRouter, type Parser } from 'wouter';
import { CHUNK_LOAD_TIMEOUT_MS } from '@zdravo/contract';
import { useScreenHydrated } from './early-taps.ts';
import { screens as account } from '../features/account/index.ts';
import { screens as catalog } from '../features/catalog/index.ts';
import { screens as checkout } from '../features/checkout/index.ts';
import { screens as club } from '../features/club/index.ts';
import { screens as community } from '../features/community/index.ts';
import { screens as content } from '../features/content/index.ts';
import { screens as landing } from '../features/landing/index.ts';
import { screens as quiz } from '../features/quiz/index.ts';
import { screens as tracking } from '../features/tracking/index.ts';
import { recoverFromChunkError } from './new-build.ts';
import { setRoutePreloader } from '../lib/transition.ts';

type ScreenModule = { default: ComponentType };
type Loader = () => Promise<ScreenModule>;

export interface AppRoute {
  /** wouter patterns (regexparam); paths are percent-decoded before matching. */
  paths: readonly string[];
  load: Loader;
  Screen: LazyExoticComponent<ComponentType>;
  /**
   * The screen's module under src/features (`catalog/OfferScreen`): the server looks its chunk up in
   * the build manifest, so the page's first script preloads it beside the entry (app/boot.ts).
   */
  screen: string;
}

/**
 * A chunk that has not arrived after 120 s (docs/product.md §9) fails, and the error boundary offers a reload.
 * A chunk missing because a new build was deployed reloads the page into it instead (new-build.ts).
 */
function withTimeout(load: Loader): Loader {
  return () =>
    new Promise<ScreenModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          recoverFromChunkError(error).catch(reject);
        },
      );
    });
}

function route(paths: string | readonly string[], load: Loader, screen: string): AppRoute {
  const timed = withTimeout(load);
  return { paths: typeof paths === 'string' ? [paths] : paths, load: timed, Screen: lazy(timed), screen };
}

export const ROUTES: readonly AppRoute[] = [
  route('/', landing.landing, 'landing/LandingScreen'),
  route('/login', account.login, 'account/LoginScreen'),
  route('/forgotPassword', account.forgotPassword, 'account/ForgotPasswordScreen'),
  route('/account', account.account, 'account/AccountScreen'),
  route('/offers/:slog', catalog.offer, 'catalog/OfferScreen'),
  route(['/most-popular', '/most-popular/:group', '/shop/:group'], catalog.listing, 'catalog/ListingScreen'),
  route('/bundles', catalog.bundles, 'catalog/BundlesScreen'),
  route('/club', club.club, 'club/ClubScreen'),
  route('/community', community.community, 'community/CommunityScreen'),
  route('/quiz', quiz.quiz, 'quiz/QuizScreen'),
  route('/checkout', checkout.checkout, 'checkout/CheckoutScreen'),
  route('/checkout/:id', checkout.thankYou, 'checkout/ThankYouScreen'),
  route('/track', tracking.track, 'tracking/TrackScreen'),
  route('/nasa-prica', content.ourStory, 'content/OurStoryScreen'),
  route('/o-nama', content.about, 'content/AboutScreen'),
  // The spec's path, plus the correctly spelled one people will type.
  route(['/kontaktiraje-nas', '/kontaktirajte-nas'], content.contact, 'content/ContactScreen'),
  route('/politika-dostave', content.shippingPolicy, 'content/ShippingPolicyScreen'),
  route('/politika-povrata', content.refundPolicy, 'content/RefundPolicyScreen'),
  route('/terms-of-use', content.terms, 'content/TermsScreen'),
  route('/privacy-policy', content.privacy, 'content/PrivacyScreen'),
  // Raw and percent-encoded "š" (wouter decodes, the encoded form is a safety net), and plain "s".
  route(
    ['/blog/mršavljenje', '/blog/mr%C5%A1avljenje', '/blog/mrsavljenje'],
    content.blogWeightLoss,
    'content/BlogWeightLossScreen',
  ),
  route('/blog/kosa', content.blogHair, 'content/BlogHairScreen'),
  route('/blog/libido', content.blogLibido, 'content/BlogLibidoScreen'),
  route('/blog/generalno', content.blogGeneral, 'content/BlogGeneralScreen'),
];

export const NOT_FOUND = route([], content.notFound, 'content/NotFoundScreen');

/** The route a path opens (the not-found route when none matches). */
export function findRoute(parser: Parser, path: string): AppRoute {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // keep the raw path
  }
  for (const candidate of ROUTES) {
    if (candidate.paths.some((pattern) => matchRoute(parser, pattern, decoded)[0])) return candidate;
  }
  return NOT_FOUND;
}

export function AppRoutes() {
  const { parser } = useRouter();
  useScreenHydrated();
  // During the 300 ms fade-out the next screen's chunk is already loading.
  useEffect(
    () =>
      setRoutePreloader(
        (path) =>
          void findRoute(parser, path)
            .load()
            .catch(() => {}),
      ),
    [parser],
  );
  return (
    <Switch>
      {ROUTES.flatMap(({ paths, Screen }) => paths.map((path) => <Route key={path} path={path} component={Screen} />))}
      <Route component={NOT_FOUND.Screen} />
    </Switch>
  );
}
