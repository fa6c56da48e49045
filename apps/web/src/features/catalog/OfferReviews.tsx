// The offer page's reviews area (docs/product.md §2): the rating summary with its histogram and what the count
// is made of, the notice on how reviews are checked, the sort (docs/product.md §9), the list a page at a time
// ('Prikaži još'), and the leave-review modal. The modal and the photo viewer load only when opened;
// `?review=1` in the address (the review request's link, the way back from login) opens the form.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearch } from 'wouter';
import { REVIEW_SORTS, type ReviewSort } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { reviewFormMessages, reviewListMessages, reviewNoticeMessages } from '@zdravo/contract/messages/reviews';
import type { Offer, ReviewOrders, ReviewPhoto } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { FormMessage } from '../../components/ui/form/index.ts';
import { useReviewPages, useReviewSummary } from './reviews/use-review-pages.ts';
import { authorOf, ReviewItem } from './reviews/ReviewItem.tsx';
import { ReviewSummaryBox } from './reviews/ReviewSummaryBox.tsx';
import './reviews/reviews.css';

const ReviewModal = lazy(() => import('./reviews/ReviewModal.tsx'));
const PhotoViewer = lazy(() => import('./reviews/PhotoViewer.tsx'));

const SORT_LABEL = {
  files: 'sortFiles',
  newest: 'sortNewest',
  oldest: 'sortOldest',
  best: 'sortBest',
  worst: 'sortWorst',
} as const;
/** The `orders` param of shopReviews.getAll (docs/product.md §7): the 'files' marker, or a field and a direction. */
const SORT_ORDERS: Record<ReviewSort, ReviewOrders> = {
  files: 'files',
  newest: ['createdAt', 'desc'],
  oldest: ['createdAt', 'asc'],
  best: ['Rating', 'desc'],
  worst: ['Rating', 'asc'],
};

export function OfferReviews({ offer }: { offer: Offer }) {
  const t = useT(catalogMessages);
  const list = useT(reviewListMessages);
  const form = useT(reviewFormMessages);
  const notice = useT(reviewNoticeMessages);
  const { country } = useCountry();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const pages = useReviewPages(offer.ID, SORT_ORDERS[sort]);
  const summary = useReviewSummary(offer.ID);
  const selectId = useId();
  const asked = new URLSearchParams(useSearch()).get('review') === '1';
  const [formOpen, setFormOpen] = useState(asked);
  // Once loaded the modal stays mounted, so closing it is the dialog's own close (focus goes back).
  const [formLoaded, setFormLoaded] = useState(asked);
  // A page the server rendered is hydrated without the address's query (the server never sees the
  // part after "#"), so the link's `?review=1` is read once hydration is done.
  useEffect(() => {
    if (!asked) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address's ?review=1 is seen only after hydration (the server never sees the hash's query), so the form opens then
    setFormLoaded(true);
    setFormOpen(true);
  }, [asked]);
  const [sent, setSent] = useState(false);
  const [viewer, setViewer] = useState<{ photos: ReviewPhoto[]; index: number; alt: string } | null>(null);
  // The product is this page's; "{author}" is left for each review to fill.
  const photoAlt = fill(list.photoAlt, { product: offer.Name });
  const writtenIn = { BA: list.writtenInBA, RS: list.writtenInRS, HR: list.writtenInHR, ME: list.writtenInME };
  const navigate = useTransitionNavigate();
  const closeForm = () => {
    setFormOpen(false);
    // The form's link (?review=1) has done its work: a reload should not open it again.
    if (asked) navigate(`/offers/${offer.Slog}`, { replace: true, transition: false });
  };

  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <div className="reviews__head">
        <h2 id="reviews-title" className="section-title">
          {t.reviewsHeading}
        </h2>
        <button
          type="button"
          className="btn btn--primary reviews__write"
          onClick={() => {
            setFormLoaded(true);
            setFormOpen(true);
          }}
        >
          {form.open}
        </button>
      </div>
      {sent ? (
        <FormMessage kind="success">
          <span data-testid="review-waiting">{form.waiting}</span>
        </FormMessage>
      ) : null}
      <div className="reviews__overview">
        <ReviewSummaryBox offer={offer} summary={summary} country={country} t={{ outOf: t.reviewsOutOf, ...list }} />
        <details className="reviews__notice" data-testid="review-notice" open>
          <summary>{notice.title}</summary>
          <ul>
            <li>{notice.who}</li>
            <li>{notice.badge}</li>
            <li>{notice.negative}</li>
            <li>{notice.removed}</li>
            {summary && summary.Elsewhere > 0 ? <li>{notice.elsewhere}</li> : null}
          </ul>
        </details>
      </div>
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
      {pages.reviews === null ? (
        <div className="catalog-state" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t.loading}</span>
        </div>
      ) : pages.reviews.length === 0 && !pages.failed ? (
        <p className="reviews__empty">{t.reviewsEmpty}</p>
      ) : (
        <ul className="reviews__list">
          {pages.reviews.map((r) => (
            <ReviewItem
              key={r.ID}
              review={r}
              t={{
                outOf: t.reviewsOutOf,
                verified: list.verified,
                verifiedHint: list.verifiedHint,
                reply: list.reply,
                openPhoto: list.openPhoto,
                photoAlt,
                writtenIn,
              }}
              country={country}
              onPhoto={(index) => setViewer({ photos: r.Photos, index, alt: fill(photoAlt, { author: authorOf(r) }) })}
            />
          ))}
        </ul>
      )}
      {pages.failed ? (
        <p className="reviews__failed" role="alert">
          {list.loadFailed}{' '}
          <button type="button" className="link-button" onClick={pages.reviews?.length ? pages.loadMore : pages.reload}>
            {list.retry}
          </button>
        </p>
      ) : null}
      {pages.reviews &&
      pages.more &&
      !pages.failed &&
      (summary === null || pages.reviews.length < summary.Published) ? (
        <button
          type="button"
          className="btn btn--ghost reviews__more"
          onClick={pages.loadMore}
          disabled={pages.loadingMore}
          aria-busy={pages.loadingMore}
        >
          {pages.loadingMore ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {list.showMore}
        </button>
      ) : null}
      {formLoaded ? (
        <Suspense fallback={null}>
          <ReviewModal
            offer={offer}
            open={formOpen}
            onClose={closeForm}
            onSent={() => {
              closeForm();
              setSent(true);
            }}
          />
        </Suspense>
      ) : null}
      {viewer ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={viewer.photos} start={viewer.index} alt={viewer.alt} onClose={() => setViewer(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
