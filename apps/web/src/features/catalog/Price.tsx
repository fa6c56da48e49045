// New price, the old one struck through, and the discount (docs/product.md §9: 2 decimals, the offer's own currency).
import { formatMoney } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import type { Offer } from '@zdravo/contract';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
// Its styles come with it: other features show it without the rest of the catalog (the quiz result).
import './catalog.css';

export function Price({ offer, size = 'normal' }: { offer: Pick<Offer, 'NewPrice' | 'OldPrice' | 'Currency'>; size?: 'normal' | 'large' }) {
  const t = useT(catalogMessages);
  const { country } = useCountry();
  const hasOld = offer.OldPrice > offer.NewPrice;
  return (
    <p className={`price price--${size}`}>
      <span className="visually-hidden">{t.priceNow}: </span>
      <span className="price__new" data-testid="price-new">{formatMoney(offer.NewPrice, country, offer.Currency)}</span>
      {hasOld ? (
        <>
          <span className="visually-hidden">, {t.priceWas}: </span>
          <s className="price__old" data-testid="price-old">{formatMoney(offer.OldPrice, country, offer.Currency)}</s>
        </>
      ) : null}
    </p>
  );
}
