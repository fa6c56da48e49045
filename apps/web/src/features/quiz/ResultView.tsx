// The result (step -1): 'We found your perfect match' in the shopper's words, the recommended
// product's image and name, its own star line and review count (the figures of its offer page;
// the spec's fixed 5 stars / 2491 only when they could not be loaded: docs/decisions/013), its new
// price in the country's currency, and the order button to offers/{slog}. The lead says whether the
// answers chose it ('Jer ste označili …' quotes them) or the goal alone (nothing ticked spoke for one).
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { QUIZ_RESULT_REVIEW_COUNT, textFor, type Text } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';
import { quizMessages } from '@zdravo/contract/messages/quiz';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';

/** The answers quoted as the why: a few, not the whole questionnaire. */
const MAX_REASONS = 3;
import type { Resource } from '../../lib/offers.ts';
import { Price, RatingLine } from '../catalog/index.ts';

interface ResultViewProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  offers: Resource<Offer[]>;
  product: Offer | undefined;
  /** The ticked answers that led to the product; none: the goal alone chose it. */
  reasons: readonly Text[];
  phoneSent: boolean;
  onRetry: () => void;
  onOpenOffer: () => void;
  onRestart: () => void;
}

/** Its own figures when the list came with them; else the spec's constant. */
const ratingOf = (offer: Offer): Pick<Offer, 'Rating' | 'RatingCount'> =>
  offer.RatingCount === undefined || offer.Rating === undefined
    ? { Rating: 5, RatingCount: QUIZ_RESULT_REVIEW_COUNT }
    : offer;

export function ResultView({
  headingRef,
  offers,
  product,
  reasons,
  phoneSent,
  onRetry,
  onOpenOffer,
  onRestart,
}: ResultViewProps) {
  const t = useT(quizMessages);
  const { country } = useCountry();
  const failed = offers.status === 'error' || (offers.status === 'ok' && !product);
  return (
    <div className="quiz__result">
      {/* No match to show: the heading says so instead of announcing one; when no answer chose the
          product it says the goal did, not that the answers found "the right product". */}
      <h1 className="quiz__title quiz__title--result" ref={headingRef} tabIndex={-1}>
        {failed ? t.loadFailed : reasons.length > 0 ? t.resultTitle : t.resultTitleGoal}
      </h1>
      {phoneSent ? (
        <p className="notice-done quiz__called" role="status">
          {t.resultCalled}
        </p>
      ) : null}
      {offers.status === 'loading' ? (
        <div className="quiz__loading" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : failed || !product ? (
        <div className="quiz__failed">
          <button type="button" className="btn btn--ghost" onClick={onRetry}>
            {t.retry}
          </button>
        </div>
      ) : (
        <article className="quiz__match" data-testid="quiz-result" data-slog={product.Slog}>
          <img className="quiz__match-image" src={product.Images[0]} alt="" width={400} height={400} decoding="async" />
          <div className="quiz__match-body">
            <p className="quiz__lead quiz__lead--small">{reasons.length > 0 ? t.resultLead : t.resultLeadGoal}</p>
            <h2 className="quiz__match-name">{product.Name}</h2>
            {reasons.length > 0 ? (
              <p className="quiz__why" data-testid="quiz-why">
                {fill(t.resultWhy, {
                  answers: reasons
                    .slice(0, MAX_REASONS)
                    .map((r) => `„${textFor(r, country)}“`)
                    .join(', '),
                })}
              </p>
            ) : null}
            <RatingLine offer={ratingOf(product)} size={18} />
            <Price offer={product} size="large" />
            <Link
              href={`/offers/${product.Slog}`}
              className="btn btn--primary btn--large quiz__order"
              onClick={onOpenOffer}
            >
              {t.resultOrder}
            </Link>
          </div>
        </article>
      )}
      <button type="button" className="link-button quiz__restart" onClick={onRestart}>
        {t.restart}
      </button>
    </div>
  );
}
