// The offer's buying column: name, subheading, stars, prices, stock (as days), quantity, add to cart
// (which opens the cart panel), the bundle's contents and the shop's promises.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { CART_MAX_QUANTITY, formatMoney, moneySum } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import type { Offer } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { useTrustPromises } from '../../lib/trust.ts';
import { useCountry } from '../../lib/country.ts';
import { BagIcon, CashIcon, ShieldIcon, TruckIcon } from '../../components/ui/icons.tsx';
import { BoxIcon } from '../../components/ui/icons-extra.tsx';
import { QuantityStepper } from '../../components/ui/QuantityStepper.tsx';
import { addToCart, openCart } from '../cart/index.ts';
import { knownOffer, useOffers } from '../../lib/offers.ts';
import { Price } from './Price.tsx';
import { ClubPrice } from './ClubPrice.tsx';
import { RatingLine } from './RatingLine.tsx';
import { discountPercent } from './format.ts';
import { trackLater } from '../../lib/track-later.ts';

// Not needed before the first tap on it: its code comes after the page's first load (decision 036).
const ShareOffer = lazy(() => import('./ShareOffer.tsx').then((m) => ({ default: m.ShareOffer })));
// Only under a sold-out offer, and it works only with the script (it calls the server): its code comes
// with the page's script, not in every offer page's first load.
const NotifyWhenBack = lazy(() => import('./NotifyWhenBack.tsx').then((m) => ({ default: m.NotifyWhenBack })));

export function OfferBuyBox({ offer }: { offer: Offer }) {
  const t = useT(catalogMessages);
  const trust = useTrustPromises();
  const { country } = useCountry();
  const [quantity, setQuantity] = useState(1);
  const percent = discountPercent(offer.OldPrice, offer.NewPrice);
  const saved = moneySum([
    [offer.OldPrice, 1],
    [offer.NewPrice, -1],
  ]);

  const add = () => {
    addToCart(offer.ID, quantity);
    trackLater((a) => a.trackAddToCart(offer, quantity));
    openCart();
    setQuantity(1);
  };

  return (
    <div className="buy-box">
      <h1 className="buy-box__name">{offer.Name}</h1>
      <p className="buy-box__heading">{offer.Heading}</p>
      <RatingLine offer={offer} size={18} />
      <p className="buy-box__sub">{offer.SubHeading}</p>
      {offer.ChildOffers ? <BundleContents ids={offer.ChildOffers} /> : null}
      <div className="buy-box__price">
        <Price offer={offer} size="large" />
        {percent > 0 ? (
          <p className="buy-box__save">
            <span className="buy-box__pill">{fill(t.discount, { percent })}</span>
            {fill(t.youSave, { amount: formatMoney(saved, country, offer.Currency) })}
          </p>
        ) : null}
        <ClubPrice offer={offer} />
      </div>
      {offer.SoldOut ? null : (
        // Not "in stock" beside "not available" when the warehouse has none (docs/decisions/059).
        <p className="buy-box__stock">
          <BoxIcon size={20} />
          <strong>{t.stockIn}</strong> · {fill(t.stockDays, { days: offer.Stock })}
        </p>
      )}
      {offer.Unavailable ? (
        // Shown but not for sale in this country (docs/product.md §11): said plainly, no buy button.
        <>
          <p className="buy-box__unavailable">{t.notAvailable}</p>
          {/* Sold out in this country's warehouse: the shopper may be told once when it is back. */}
          {offer.SoldOut ? (
            <Suspense fallback={null}>
              <NotifyWhenBack offerId={offer.ID} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <div className="buy-box__actions">
          <QuantityStepper
            size="large"
            value={quantity}
            max={CART_MAX_QUANTITY}
            onChange={setQuantity}
            label={t.quantity}
            decreaseLabel={t.decrease}
            increaseLabel={t.increase}
          />
          <button type="button" className="btn btn--accent btn--large buy-box__add" onClick={add}>
            <BagIcon size={20} />
            {t.addToCart}
          </button>
        </div>
      )}
      <ul className="buy-box__trust">
        <li>
          <TruckIcon size={20} />
          {trust.delivery}
        </li>
        <li>
          <CashIcon size={20} />
          {trust.cod}
        </li>
        <li>
          <ShieldIcon size={20} />
          {trust.guarantee}
        </li>
      </ul>
      <Suspense fallback={null}>
        <ShareOffer slog={offer.Slog} name={offer.Name} />
      </Suspense>
    </div>
  );
}

/**
 * What a bundle is made of, as links to the single offers: the parts the page already has (an offer's
 * rendered page inlines them with the bundle, lib/offers.ts seedOffers), else from the full list.
 */
function BundleContents({ ids }: { ids: readonly number[] }) {
  const { country } = useCountry();
  const known = ids.map((id) => knownOffer(country, id));
  if (known.every((child): child is Offer => child !== undefined)) return <BundleParts parts={known} />;
  return <BundleContentsFromList ids={ids} />;
}

function BundleContentsFromList({ ids }: { ids: readonly number[] }) {
  const [offers] = useOffers('all');
  if (offers.status !== 'ok') return null;
  return <BundleParts parts={ids.flatMap((id) => offers.data.filter((o) => o.ID === id))} />;
}

function BundleParts({ parts }: { parts: readonly Offer[] }) {
  const t = useT(catalogMessages);
  if (parts.length === 0) return null;
  return (
    <div className="buy-box__bundle">
      <p className="buy-box__bundle-title">{t.bundleContains}</p>
      <ul>
        {parts.map((child) => (
          <li key={child.ID}>
            <img src={child.Images[0]} alt="" width={40} height={40} loading="lazy" />
            <Link href={`/offers/${child.Slog}`}>{child.Name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
