// /offers/{slog} (docs/product.md §2 Offer page): gallery, buying column, tabs and accordions, reviews; a clear
// not-found state for an unknown slug (the server answers NOT_FOUND).
// What the page needs before its first interaction (gallery, buying column) is in its chunk; the
// details and reviews below them and the failure state load after it (decision 036: the 100 kB first
// load). The server renders details and reviews too; the page hydrates them once their chunks are in.
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCountry } from '../../lib/country.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { useOffer } from '../../lib/offers.ts';
import { useHydratedPart } from '../../lib/hydration-parts.ts';
import { OfferGallery } from './OfferGallery.tsx';
import { OfferBuyBox } from './OfferBuyBox.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import './catalog.css';
import './offer.css';
// The styles of the lazy parts come with the page: the server renders those parts, which must not
// restyle when their chunks arrive.
import '../../components/ui/tabs.css';
import '../../components/ui/accordion.css';
import './reviews/reviews.css';
import { trackLater } from '../../lib/track-later.ts';

const OfferDetails = lazy(() => import('./OfferDetails.tsx').then((m) => ({ default: m.OfferDetails })));
const OfferReviews = lazy(() => import('./OfferReviews.tsx').then((m) => ({ default: m.OfferReviews })));
const CatalogLoadFailed = lazy(() => import('./CatalogLoadFailed.tsx'));

const MORE_PART = 'offer-more';
/** Rendered with the lazy parts: its effect says they are hydrated. */
function PartHydrated({ name }: { name: string }) {
  useHydratedPart(name);
  return null;
}

export default function OfferScreen() {
  const t = useT(catalogMessages);
  const { slog = '' } = useParams<{ slog?: string }>();
  const [offer, retry] = useOffer(slog);
  const notFound = offer.status === 'error' && offer.code === 'NOT_FOUND';
  const { country } = useCountry();
  useTrackOnce(offer.status === 'ok' ? `${country}|${offer.data.Slog}` : null, () => {
    if (offer.status === 'ok') trackLater((a) => a.trackViewItem(offer.data));
  });
  usePageTitle(offer.status === 'ok' ? offer.data.Name : notFound ? t.notFoundHeading : '');

  if (offer.status === 'loading') return <Loading label={t.loading} />;
  if (notFound) {
    return (
      <section className="container offer-missing">
        <h1 className="listing__title">{t.notFoundHeading}</h1>
        <p>{t.notFoundText}</p>
        <Link href="/most-popular" className="btn btn--primary">
          {t.notFoundCta}
          <ArrowRightIcon size={18} />
        </Link>
      </section>
    );
  }
  if (offer.status === 'error') {
    // The failure state's code comes only when a load has failed (as CatalogFailure.tsx does for the lists).
    return (
      <Suspense fallback={<Loading label={t.loading} />}>
        <CatalogLoadFailed code={offer.code} retryLabel={t.retry} onRetry={retry} />
      </Suspense>
    );
  }

  const o = offer.data;
  return (
    <article className="container offer" data-testid="offer-page">
      <div className="offer__top">
        <OfferGallery name={o.Name} images={o.Images} alts={o.ImageAlts} />
        <OfferBuyBox offer={o} />
      </div>
      {/* A part that hydrates after the screen: early taps on it wait for it (app/early-taps.ts). */}
      <div className="offer__more" data-hydration-part={MORE_PART}>
        <Suspense fallback={null}>
          <OfferDetails offer={o} />
          <OfferReviews offer={o} />
          <PartHydrated name={MORE_PART} />
        </Suspense>
      </div>
    </article>
  );
}
