// The offer page's reviews area (spec §2): the rating summary, the sort control (spec §9: with
// files, newest, oldest, best, worst) and the list — or its empty state. The list comes from
// shopReviews.getAll (approved reviews only); with none, the empty state shows. Leaving a review comes
// with the reviews issue. Review texts are rendered as text, never as HTML (DESIGN.md §5).
import { useEffect, useId, useState } from 'react';
import { formatDate, REVIEW_SORTS, type ReviewSort } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import type { Offer, ReviewOrders, ShopReview } from '@zdravo/contract';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { rpc } from '../../lib/rpc.ts';
import { Stars } from '../../components/ui/Stars.tsx';
import { RatingLine } from './RatingLine.tsx';
import { formatRating, starsFor } from './format.ts';


const SORT_LABEL = { files: 'sortFiles', newest: 'sortNewest', oldest: 'sortOldest', best: 'sortBest', worst: 'sortWorst' } as const;
/** The `orders` param of shopReviews.getAll (spec §7): the 'files' marker, or a field and a direction. */
const SORT_ORDERS: Record<ReviewSort, ReviewOrders> = {
  files: 'files',
  newest: ['createdAt', 'desc'],
  oldest: ['createdAt', 'asc'],
  best: ['Rating', 'desc'],
  worst: ['Rating', 'asc'],
};

function useReviews(offerId: number, sort: ReviewSort): ShopReview[] | null {
  const [reviews, setReviews] = useState<ShopReview[] | null>(null);
  useEffect(() => {
    let live = true;
    setReviews(null);
    void rpc.call('shopReviews.getAll', { OfferID: offerId, orders: SORT_ORDERS[sort] }).then((answer) => {
      if (live) setReviews(answer.status === 'ok' && Array.isArray(answer.data) ? answer.data : []);
    });
    return () => {
      live = false;
    };
  }, [offerId, sort]);
  return reviews;
}

export function OfferReviews({ offer }: { offer: Offer }) {
  const t = useT(catalogMessages);
  const { country } = useCountry();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useReviews(offer.ID, sort);
  const selectId = useId();
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <div className="reviews__head">
        <h2 id="reviews-title" className="section-title">
          {t.reviewsHeading}
        </h2>
        {(offer.RatingCount ?? 0) > 0 ? (
          <div className="reviews__summary">
            <p className="reviews__score">
              {formatRating(offer.Rating ?? 0, country)} <span>{t.reviewsOutOf}</span>
            </p>
            <RatingLine offer={offer} size={20} showValue={false} />
          </div>
        ) : null}
        <div className="reviews__sort">
          <label htmlFor={selectId}>{t.reviewsSort}</label>
          <select id={selectId} value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)}>
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {t[SORT_LABEL[s]]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {reviews === null ? (
        <div className="catalog-state" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t.loading}</span>
        </div>
      ) : reviews.length === 0 ? (
        <p className="reviews__empty">{t.reviewsEmpty}</p>
      ) : (
        <ul className="reviews__list">
          {reviews.map((r, i) => (
            <li key={r.ID ?? i} className="review">
              <Stars filled={starsFor(r.Rating)} size={16} />
              <span className="visually-hidden">
                {r.Rating} {t.reviewsOutOf}
              </span>
              {r.ReviewHead ? <p className="review__head">{r.ReviewHead}</p> : null}
              <p className="review__text">{r.Review}</p>
              <p className="review__author">
                {[r._User?.FirstName, r._User?.LastName].filter(Boolean).join(' ')}
                {r.createdAt ? <time dateTime={r.createdAt}> · {formatDate(r.createdAt, country)}</time> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
