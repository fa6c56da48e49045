// The header shop menu's offers carousel (docs/product.md §2 Header): the offers of the group the shopper
// points at (all of them before that), most popular first. Loaded when the menu first opens.
import type { ShopGroup } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { catalogLoadErrors } from '@zdravo/contract/messages/errors/catalog';
import { fill, useT } from '../../lib/i18n.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { Carousel } from '../../components/ui/Carousel.tsx';
import { useOffers } from '../../lib/offers.ts';
import { OfferCard } from './OfferCard.tsx';
import { Loading } from '../../components/ui/LoadState.tsx';
import './catalog.css';

/** Four small cards fit the menu at desktop widths (the menu only shows above the phone layout). */
const menuPerPage = (width: number) => (width >= 1200 ? 4 : 3);

export default function ShopMenuOffers({ group, onPick }: { group: ShopGroup | null; onPick: () => void }) {
  const t = useT(catalogMessages);
  const loadError = useErrorText(catalogLoadErrors);
  const [offers] = useOffers('all');
  if (offers.status === 'loading') return <Loading label={t.loading} />;
  if (offers.status === 'error') return <p className="shop-menu__error">{loadError(offers.code)}</p>;
  const shown = group ? offers.data.filter((o) => o.Group === group) : offers.data;
  return (
    <div className="shop-menu__offers" onClick={(event) => (event.target as Element).closest('a') && onPick()}>
      <p className="shop-menu__hint">{t.shopMenuOffers}</p>
      <Carousel
        key={group ?? 'all'}
        label={t.shopMenuOffers}
        perPageFor={menuPerPage}
        autoplay={false}
        labels={{ prev: t.carouselPrev, next: t.carouselNext, page: (n, total) => fill(t.carouselPage, { n, total }) }}
      >
        {shown.map((offer) => (
          <OfferCard key={offer.ID} offer={offer} />
        ))}
      </Carousel>
    </div>
  );
}
