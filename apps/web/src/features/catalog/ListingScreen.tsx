// /most-popular, /most-popular/{group} and /shop/{group} (docs/product.md §2): the category sidebar and the
// grid of offers. "Najpopularniji" means all offers, most popular first (the server's order).
import { useParams } from 'wouter';
import { LISTING_POPULAR, isShopGroup, plural } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useTrackOnce } from '../../lib/use-track.ts';
import { useOffers } from '../../lib/offers.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { ListingSection } from './ListingSection.tsx';
import { OfferGrid } from './OfferGrid.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { CatalogFailure } from './CatalogFailure.tsx';
import './catalog.css';
import { trackLater } from '../../lib/track-later.ts';

export default function ListingScreen() {
  const t = useT(catalogMessages);
  const groups = useT(groupMessages);
  const { country } = useCountry();
  const { group } = useParams<{ group?: string }>();
  const [offers, retry] = useOffers('all');
  const known = isShopGroup(group) ? group : null;
  const unknown = group !== undefined && !known;
  const title = known ? groups[known] : t.listingHeading;
  usePageTitle(title);

  const shown = offers.status === 'ok' ? (known ? offers.data.filter((o) => o.Group === known) : offers.data) : [];
  const listId = known ?? LISTING_POPULAR;
  useTrackOnce(offers.status === 'ok' ? `${country}|${listId}` : null, () =>
    trackLater((a) => a.trackViewItemList({ id: listId, name: title }, shown)),
  );
  const lead = unknown ? t.groupUnknown : known ? fill(t.groupLead, { group: title }) : t.listingLead;
  const count = fill('{count} {word}', {
    count: shown.length,
    word: plural(shown.length, country, [t.productOne, t.productFew, t.productMany]),
  });

  return (
    <div className="container listing">
      <CategoryNav current={known ?? LISTING_POPULAR} />
      <ListingSection
        className="listing__main"
        titleId="listing-title"
        title={title}
        lead={lead}
        count={offers.status === 'ok' ? count : null}
      >
        {offers.status === 'loading' ? (
          <Loading label={t.loading} />
        ) : offers.status === 'error' ? (
          <CatalogFailure code={offers.code} retryLabel={t.retry} onRetry={retry} loadingLabel={t.loading} />
        ) : shown.length === 0 ? (
          <p className="listing__empty">{t.groupEmpty}</p>
        ) : (
          <OfferGrid offers={shown} />
        )}
      </ListingSection>
    </div>
  );
}
