import { Router } from 'wouter';
import { hashHref, useHashLocation, useHashSearch } from '../lib/hash-location.ts';
import { transitionAroundNav } from '../lib/transition.ts';
import { Layout } from './layout/Layout.tsx';
import { AppRoutes } from './routes.tsx';
import { useReplayEarlyTaps } from './early-taps.ts';

/** The shop: hash routing (docs/product.md §2) with page transitions on every navigation. */
export function App() {
  useReplayEarlyTaps();
  return (
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref} aroundNav={transitionAroundNav}>
      <Layout>
        <AppRoutes />
      </Layout>
    </Router>
  );
}
