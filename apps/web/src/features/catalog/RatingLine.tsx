// The star row (docs/product.md §2 Bundles): shown only when RatingCount > 0; the rating as stars filled
// to its tenth (docs/decisions/052), the rating to one decimal, and the count with the right plural word.
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import type { Offer } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { Stars } from '../../components/ui/Stars.tsx';
import { formatCount } from '@zdravo/contract';
import { formatRating, ratingWord, starsFor } from './format.ts';
// Its styles come with it: other features show it without the rest of the catalog (the quiz result).
import './catalog.css';

export function RatingLine({
  offer,
  size = 16,
  showValue = true,
}: {
  offer: Pick<Offer, 'Rating' | 'RatingCount'>;
  size?: number;
  showValue?: boolean;
}) {
  const t = useT(catalogMessages);
  const { country } = useCountry();
  const count = offer.RatingCount ?? 0;
  if (count <= 0) return null;
  const rating = offer.Rating ?? 0;
  const word = ratingWord(count, country, [t.ratingOne, t.ratingFew, t.ratingMany]);
  const label = fill(t.ratingLabel, {
    rating: formatRating(rating, country),
    count: formatCount(count, country),
    word,
  });
  return (
    <p className="rating-line" role="img" aria-label={label} data-testid="rating-line">
      <Stars filled={starsFor(rating)} size={size} />
      {showValue ? (
        <span className="rating-line__value" aria-hidden="true">
          {formatRating(rating, country)}
        </span>
      ) : null}
      <span className="rating-line__count" aria-hidden="true">
        ({formatCount(count, country)} {word})
      </span>
    </p>
  );
}
