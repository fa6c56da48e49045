// One review as a moderator reads it: offer, stars, author, country and dates, the text, the photos
// (thumbnails open the full view; on a waiting review each can be left out of publishing), the
// shop's reply, and the steps its state allows: publish or reject when waiting, take down when published.
import { useState } from 'react';
import { COUNTRIES } from '@zdravo/contract';
import type { DeskReview } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { Stars } from '../../components/ui/Stars.tsx';
import { deskRpc } from '../rpc.ts';
import { stamp } from '../format.ts';
import { ErrorLine } from '../DeskTable.tsx';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { PhotoDialog } from './PhotoDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ReplyForm } from './ReplyForm.tsx';

interface ReviewCardProps {
  review: DeskReview;
  /** After a step that moves the review off this list: what to announce. */
  onDone: (message: string) => void;
}

export function ReviewCard({ review, onDone }: ReviewCardProps) {
  const t = useT(deskReviewsMessages);
  const errorText = useDeskErrorText();
  const [viewing, setViewing] = useState<number | null>(null);
  const [leaveOut, setLeaveOut] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<'reject' | 'unpublish' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waiting = review.State === 'waiting';
  const titleId = `review-${review.ID}-title`;

  const toggle = (name: string) =>
    setLeaveOut((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  async function approve() {
    setBusy(true);
    setError(null);
    const answer = await deskRpc.call('desk.reviews.approve', { id: review.ID, leaveOut: [...leaveOut] });
    setBusy(false);
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    onDone(t.approved);
  }

  return (
    <article
      className="desk-panel desk-review"
      aria-labelledby={titleId}
      data-testid="desk-review"
      data-review={review.ID}
    >
      <header className="desk-review__head">
        <h2 className="desk-review__offer" id={titleId}>
          {review.OfferName}
        </h2>
        <span className="desk-review__stars" role="img" aria-label={fill(t.stars, { n: review.Rating })}>
          <Stars filled={review.Rating} size={18} />
        </span>
      </header>
      <p className="desk-review__meta">
        <span>{review.Author || t.deletedAccount}</span>
        <span>{review.Country ? COUNTRIES[review.Country].name : t.noCountry}</span>
        <span>
          {t.written} {stamp(review.CreatedAt)}
        </span>
        {review.ApprovedAt && review.State === 'published' ? (
          <span>
            {t.publishedAt} {stamp(review.ApprovedAt)}
          </span>
        ) : null}
      </p>
      {review.ReviewHead ? <h3 className="desk-review__title">{review.ReviewHead}</h3> : null}
      <p className="desk-review__text">{review.Review}</p>

      {review.Photos.length > 0 ? (
        <ul className="desk-review__photos" aria-label={t.photos}>
          {review.Photos.map((photo, i) => (
            <li
              key={photo.Full}
              className={`desk-photo${photo.LeftOut || (photo.Name && leaveOut.has(photo.Name)) ? ' desk-photo--out' : ''}`}
            >
              <button
                type="button"
                className="desk-photo__open"
                onClick={() => setViewing(i)}
                aria-label={fill(t.openPhoto, { n: i + 1 })}
              >
                <img src={photo.Thumb} alt="" width={120} height={120} loading="lazy" />
              </button>
              {waiting && photo.Name ? (
                <label className="desk-photo__toggle">
                  <input type="checkbox" checked={leaveOut.has(photo.Name)} onChange={() => toggle(photo.Name!)} />
                  {t.leaveOut}
                </label>
              ) : photo.LeftOut ? (
                <p className="desk-photo__left-out">{t.leftOut}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <ErrorLine text={error} />
      <div className="desk-review__actions">
        {waiting ? (
          <>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void approve()}
            >
              {leaveOut.size > 0 ? fill(t.approveWithout, { n: leaveOut.size }) : t.approve}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking('reject')}>
              {t.reject}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => setAsking('unpublish')}>
            {t.unpublish}
          </button>
        )}
      </div>

      <ReplyForm review={review} />

      <PhotoDialog
        photos={review.Photos}
        index={viewing}
        onIndex={setViewing}
        leaveOut={waiting ? { chosen: leaveOut, toggle } : null}
      />
      <ReasonDialog
        open={asking !== null}
        title={asking === 'unpublish' ? t.unpublishTitle : t.rejectTitle}
        confirm={asking === 'unpublish' ? t.confirmUnpublish : t.confirmReject}
        onClose={() => setAsking(null)}
        act={async (reason) => {
          const answer = await deskRpc.call(asking === 'unpublish' ? 'desk.reviews.unpublish' : 'desk.reviews.reject', {
            id: review.ID,
            reason,
          });
          if (answer.status === 'ok') onDone(asking === 'unpublish' ? t.unpublished : t.rejected);
          return answer;
        }}
      />
    </article>
  );
}
