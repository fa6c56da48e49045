// /offers/{slog} (docs/product.md §2 Offer page): gallery, buying column, tabs and accordions, reviews; a clear
// not-found state for an unknown slug (the server answers NOT_FOUND).
import { Link, useParams } from 'wouter';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { catalogLoadErrors } from '@zdravo/contract/messages/errors';
import { useT } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCountry } from '../../lib/country.ts';
import { trackViewItem } from '../../lib/analytics.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { useOffer } from '../../lib/offers.ts';
import { OfferGallery } from './OfferGallery.tsx';
import { OfferBuyBox } from './OfferBuyBox.tsx';
import { OfferDetails } from './OfferDetails.tsx';
import { OfferReviews } from './OfferReviews.tsx';
import { LoadFailed, Loading } from '../../components/ui/LoadState.tsx';
import './catalog.css';
import './offer.css';

export default function OfferScreen() {
  const t = useT(catalogMessages);
  const { slog = '' } = useParams<{ slog?: string }>();
  const [offer, retry] = useOffer(slog);
  const notFound = offer.status === 'error' && offer.code === 'NOT_FOUND';
  const { country } = useCountry();
  useTrackOnce(offer.status === 'ok' ? `${country}|${offer.data.Slog}` : null, () => {
    if (offer.status === 'ok') trackViewItem(offer.data);
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
  if (offer.status === 'error') return <LoadFailed errors={catalogLoadErrors} code={offer.code} retryLabel={t.retry} onRetry={retry} />;

  const o = offer.data;
  return (
    <article className="container offer" data-testid="offer-page">
      <div className="offer__top">
        <OfferGallery name={o.Name} images={o.Images} />
        <OfferBuyBox offer={o} />
      </div>
      <OfferDetails offer={o} />
      <OfferReviews offer={o} />
    </article>
  );
}
