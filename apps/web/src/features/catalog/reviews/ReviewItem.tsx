// One published review: stars, title, text, author and date, the verified-buyer badge, photo
// thumbnails (each opens the viewer; the alt says whose photo of what), and the shop's reply under it. Text is rendered as text.
import { formatDate } from '@zdravo/contract';
import type { CountryCode, ShopReview } from '@zdravo/contract';
import { Stars } from '../../../components/ui/Stars.tsx';
import { fill } from '../../../lib/i18n.ts';
import { starsFor } from '../format.ts';

// The first formatter in the shop's time zone loads the zone's data (~15 ms on a slow phone): made as
// this code arrives (a task of its own), not inside the slice of hydration that renders the first
// review's date (decision 036). Kept for every date after it.
if (typeof window !== 'undefined') formatDate(new Date(0).toISOString());

export interface ReviewItemTexts {
  outOf: string;
  verified: string;
  verifiedHint: string;
  reply: string;
  openPhoto: string;
  /** The photos' alt, filled with the author (photoAlt). */
  photoAlt: string;
  /** "Napisano u Srbiji" for each country a review may come from. */
  writtenIn: Readonly<Record<CountryCode, string>>;
}

/** The author as the review shows them ("Ana M."). */
export const authorOf = (r: ShopReview): string => [r._User.FirstName, r._User.LastName].filter(Boolean).join(' ');

/** `country`: the page's. A review written in another shop country says so, kept as written. */
export function ReviewItem({
  review: r,
  t,
  country,
  onPhoto,
}: {
  review: ShopReview;
  t: ReviewItemTexts;
  country: CountryCode;
  onPhoto: (index: number) => void;
}) {
  return (
    <li className="review" data-testid="review">
      <div className="review__top">
        <Stars filled={starsFor(r.Rating)} size={16} />
        <span className="visually-hidden">
          {r.Rating} {t.outOf}
        </span>
        {r.VerifiedBuyer ? (
          <span className="review__verified" title={t.verifiedHint}>
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
            </svg>
            {t.verified}
          </span>
        ) : null}
      </div>
      {r.ReviewHead ? <p className="review__head">{r.ReviewHead}</p> : null}
      <p className="review__text">{r.Review}</p>
      {r.Photos.length > 0 ? (
        <ul className="review__photos">
          {r.Photos.map((p, i) => (
            <li key={p.Thumb}>
              <button
                type="button"
                className="review__photo"
                onClick={() => onPhoto(i)}
                aria-label={fill(t.openPhoto, { n: i + 1 })}
              >
                <img
                  src={p.Thumb}
                  alt={fill(t.photoAlt, { author: authorOf(r) })}
                  width={88}
                  height={88}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="review__author">
        {authorOf(r)}
        <time dateTime={r.createdAt}> · {formatDate(r.createdAt)}</time>
        {r.Country && r.Country !== country ? (
          <span className="review__origin" data-testid="review-origin">
            {t.writtenIn[r.Country]}
          </span>
        ) : null}
      </p>
      {r.Reply ? (
        <div className="review__reply">
          <p className="review__reply-title">{t.reply}</p>
          <p className="review__reply-text">{r.Reply.Text}</p>
        </div>
      ) : null}
    </li>
  );
}
