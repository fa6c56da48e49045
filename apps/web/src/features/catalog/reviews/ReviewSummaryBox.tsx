// The rating summary: average and stars (Rating / RatingCount of the offer), a histogram of the
// published reviews per star, and what the count is made of (published here vs gathered elsewhere; for a
// bundle, that its products' numbers are in it).
import type { CountryCode } from '@zdravo/contract';
import type { Offer, ReviewSummary } from '@zdravo/contract';
import { fill } from '../../../lib/i18n.ts';
import { RatingLine } from '../RatingLine.tsx';
import { formatCount } from '@zdravo/contract';
import { formatRating } from '../format.ts';

export interface SummaryTexts {
  outOf: string;
  histogram: string;
  histogramRow: string;
  madeOfPublished: string;
  madeOfElsewhere: string;
  madeOfBundle: string;
  noRatings: string;
}

export function ReviewSummaryBox({
  offer,
  summary,
  country,
  t,
}: {
  offer: Offer;
  summary: ReviewSummary | null;
  country: CountryCode;
  t: SummaryTexts;
}) {
  const published = summary?.Published ?? 0;
  const widest = Math.max(1, ...(summary?.Histogram ?? [0]));
  return (
    <div className="reviews__summary-box">
      {(offer.RatingCount ?? 0) > 0 ? (
        <div className="reviews__summary">
          <p className="reviews__score">
            {formatRating(offer.Rating ?? 0, country)} <span>{t.outOf}</span>
          </p>
          <RatingLine offer={offer} size={20} showValue={false} />
        </div>
      ) : (
        <p className="reviews__none">{t.noRatings}</p>
      )}
      {summary && published > 0 ? (
        <table className="histogram" aria-label={t.histogram} data-testid="histogram">
          <tbody>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = summary.Histogram[stars - 1] ?? 0;
              return (
                <tr key={stars} aria-label={fill(t.histogramRow, { stars, count })}>
                  <th scope="row" aria-hidden="true">
                    {stars}★
                  </th>
                  <td className="histogram__bar" aria-hidden="true">
                    {count > 0 ? <span style={{ width: `${(count / widest) * 100}%` }} /> : null}
                  </td>
                  <td className="histogram__count" aria-hidden="true">
                    {formatCount(count, country)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {summary ? (
        <p className="reviews__made-of" data-testid="made-of">
          {fill(t.madeOfPublished, { count: formatCount(published, country) })}
          {summary.Elsewhere > 0
            ? ` ${fill(t.madeOfElsewhere, { count: formatCount(summary.Elsewhere, country) })}`
            : ''}
          {/* A bundle is rated by its products (docs/decisions/052): the counts above are theirs too. */}
          {offer.ChildOffers?.length ? ` ${t.madeOfBundle}` : ''}
        </p>
      ) : null}
    </div>
  );
}
