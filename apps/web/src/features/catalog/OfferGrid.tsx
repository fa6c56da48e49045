import type { Offer } from '@zdravo/contract';
import { OfferCard } from './OfferCard.tsx';

/** A responsive grid of offer cards; the first row's images load at once (above the fold). */
export function OfferGrid({ offers, orderLabel }: { offers: readonly Offer[]; orderLabel?: string }) {
  return (
    <ul className="offer-grid">
      {offers.map((offer, i) => (
        <li key={offer.ID}>
          <OfferCard offer={offer} eager={i < 3} heading="h2" orderLabel={orderLabel} />
        </li>
      ))}
    </ul>
  );
}
