// The catalog screens' failure state (an offer, the shop list, the bundles) as they render it: its
// code and the error table it reads (CatalogLoadFailed.tsx) come only when a load has failed, so they
// stay out of the pages' first load (decisions 036, 040). The loading state shows while they come.
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';

const CatalogLoadFailed = lazy(() => import('./CatalogLoadFailed.tsx'));

interface CatalogFailureProps {
  code: string;
  retryLabel: string;
  onRetry: () => void;
  loadingLabel: string;
}

export function CatalogFailure({ loadingLabel, ...failure }: CatalogFailureProps) {
  return (
    <Suspense fallback={<Loading label={loadingLabel} />}>
      <CatalogLoadFailed {...failure} />
    </Suspense>
  );
}
