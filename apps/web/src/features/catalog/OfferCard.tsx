// One offer in a grid or carousel: packshot, group, name, stars, prices, order button.
import { Link } from 'wouter';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { groupMessages } from '@zdravo/contract/messages/shell';
import type { Offer } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { Price } from './Price.tsx';
import { ClubPrice } from './ClubPrice.tsx';
import { RatingLine } from './RatingLine.tsx';
import { discountPercent } from './format.ts';
import './catalog.css';

interface OfferCardProps {
  offer: Offer;
  /** Above the fold: load the image at once. */
  eager?: boolean;
  heading?: 'h2' | 'h3';
  orderLabel?: string;
}

export function OfferCard({ offer, eager = false, heading: Heading = 'h3', orderLabel }: OfferCardProps) {
  const t = useT(catalogMessages);
  const groups = useT(groupMessages);
  const href = `/offers/${offer.Slog}`;
  const percent = discountPercent(offer.OldPrice, offer.NewPrice);
  return (
    <article className="offer-card" data-testid={`offer-card-${offer.Slog}`}>
      <Link href={href} className="offer-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={offer.Images[0]}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {percent > 0 ? <span className="offer-card__badge">{fill(t.discount, { percent })}</span> : null}
        {offer.ChildOffers ? (
          <span className="offer-card__badge offer-card__badge--bundle">{t.bundleBadge}</span>
        ) : null}
      </Link>
      <div className="offer-card__body">
        <p className="offer-card__group">{groups[offer.Group]}</p>
        <Heading className="offer-card__name">
          <Link href={href}>{offer.Name}</Link>
        </Heading>
        <RatingLine offer={offer} size={14} />
        <Price offer={offer} />
        <ClubPrice offer={offer} />
        <Link
          href={href}
          className="btn btn--primary offer-card__cta"
          aria-label={`${orderLabel ?? t.order}: ${offer.Name}`}
        >
          {orderLabel ?? t.order}
        </Link>
      </div>
    </article>
  );
}
