// The page frame: skip link, header, the routed screen (fading per docs/product.md §2) and footer.
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../lib/i18n.ts';
import { PageLoading } from '../../components/ui/PageLoading.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { usePagePhase } from '../../lib/transition.ts';
import { Header } from './Header.tsx';
import { ConsentBanner } from '../../features/consent/index.ts';
import { SCREEN_PART } from '../../lib/hydration-parts.ts';

// Below every screen and needed for no first interaction: its code comes after the first load
// (decision 036). The server renders it; the page hydrates it once its chunk is in.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const [path] = useLocation();
  const phase = usePagePhase();
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t.skipToContent}
      </a>
      <ConsentBanner />
      <Header />
      <main id="main" className="page" tabIndex={-1} data-phase={phase} data-hydration-part={SCREEN_PART}>
        <ErrorBoundary key={path}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
