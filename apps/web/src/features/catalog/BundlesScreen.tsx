// /bundles (docs/product.md §2): 'Paketi', the offers that have child offers, each with image, name, prices,
// the star row (only when RatingCount > 0) and an order button to /offers/{slog}. A spinner while
// loading, 'Došlo je do greške!' on failure.
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCountry } from '../../lib/country.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { useOffers } from '../../lib/offers.ts';
import { ListingSection } from './ListingSection.tsx';
import { OfferGrid } from './OfferGrid.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { CatalogFailure } from './CatalogFailure.tsx';
import './catalog.css';
import { trackLater } from '../../lib/track-later.ts';

export default function BundlesScreen() {
  const t = useT(catalogMessages);
  const [bundles, retry] = useOffers('bundles');
  usePageTitle(t.bundlesHeading);
  const { country } = useCountry();
  useTrackOnce(bundles.status === 'ok' ? `${country}|bundles` : null, () => {
    if (bundles.status === 'ok')
      trackLater((a) => a.trackViewItemList({ id: 'bundles', name: t.bundlesHeading }, bundles.data));
  });
  return (
    <ListingSection className="container bundles" titleId="bundles-title" title={t.bundlesHeading} lead={t.bundlesLead}>
      {bundles.status === 'loading' ? (
        <Loading label={t.loading} />
      ) : bundles.status === 'error' ? (
        <CatalogFailure code={bundles.code} retryLabel={t.retry} onRetry={retry} loadingLabel={t.loading} />
      ) : (
        <OfferGrid offers={bundles.data} orderLabel={t.bundleOrder} />
      )}
    </ListingSection>
  );
}
