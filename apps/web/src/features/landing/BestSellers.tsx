// Best sellers (docs/product.md §2, §9): the most popular offers in a carousel, with a group filter
// (all products, or one group). Only groups that have offers are offered as filters.
import { useState } from 'react';
import { Link } from 'wouter';
import type { ShopGroup } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { catalogLoadErrors } from '@zdravo/contract/messages/errors/catalog';
import { landingMessages } from '@zdravo/contract/messages/landing';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { fill, useT } from '../../lib/i18n.ts';
import { Carousel } from '../../components/ui/Carousel.tsx';
import { TitledSection } from '../../components/ui/TitledSection.tsx';
import { LoadFailed, Loading } from '../../components/ui/LoadState.tsx';
import { ArrowRightIcon } from '../../components/ui/icons.tsx';
import { useOffers } from '../../lib/offers.ts';
import { useHydratedPart } from '../../lib/hydration-parts.ts';
import { OfferCard } from '../catalog/index.ts';

export default function BestSellers() {
  const t = useT(landingMessages);
  const c = useT(catalogMessages);
  const groups = useT(groupMessages);
  const [offers, retry] = useOffers('all');
  const [group, setGroup] = useState<ShopGroup | null>(null);
  // A lazy section of the landing: a tap on its chips or arrows before it works is replayed after this.
  useHydratedPart('best-sellers');
  const list = offers.status === 'ok' ? offers.data : [];
  const present = [...new Set(list.map((o) => o.Group))];
  const shown = group ? list.filter((o) => o.Group === group) : list;

  const more = (
    <Link href="/most-popular" className="section-head__more">
      {t.bestSellersMore}
      <ArrowRightIcon size={18} />
    </Link>
  );

  return (
    <TitledSection
      className="container landing-block best-sellers"
      titleId="best-sellers-title"
      title={t.bestSellersHeading}
      headClassName="section-head"
      head={more}
      hydrationPart="best-sellers"
    >
      <div className="chips" role="group" aria-label={t.bestSellersFilter}>
        <button type="button" className="chip" aria-pressed={group === null} onClick={() => setGroup(null)}>
          {t.bestSellersAll}
        </button>
        {present.map((g) => (
          <button key={g} type="button" className="chip" aria-pressed={group === g} onClick={() => setGroup(g)}>
            {groups[g]}
          </button>
        ))}
      </div>
      {offers.status === 'loading' ? (
        <Loading label={c.loading} />
      ) : offers.status === 'error' ? (
        <LoadFailed errors={catalogLoadErrors} code={offers.code} retryLabel={c.retry} onRetry={retry} />
      ) : (
        <Carousel
          key={group ?? 'all'}
          label={t.bestSellersHeading}
          labels={{
            prev: c.carouselPrev,
            next: c.carouselNext,
            page: (n, total) => fill(c.carouselPage, { n, total }),
          }}
        >
          {shown.map((offer) => (
            <OfferCard key={offer.ID} offer={offer} />
          ))}
        </Carousel>
      )}
    </TitledSection>
  );
}
