// A page of reviews with its states (loading, failed, empty), the announcement of the last step taken,
// and the way to the next page and back to the first. The waiting and the published lists both use it.
import { useState } from 'react';
import type { DeskReviewPage } from '@zdravo/contract/desk';
import { deskReviewsMessages } from '@zdravo/contract/messages/desk-reviews';
import { QueryState } from '../QueryState.tsx';
import type { DeskQuery } from '../use-desk-query.ts';
import { useT } from '../texts.ts';
import { ReviewCard } from './ReviewCard.tsx';

interface ReviewListProps {
  query: DeskQuery<DeskReviewPage> & { reload: () => void };
  empty: string;
  /** The page now shown starts after this review (undefined: the first page). */
  after: number | undefined;
  onAfter: (after: number | undefined) => void;
}

export function ReviewList({ query, empty, after, onAfter }: ReviewListProps) {
  const t = useT(deskReviewsMessages);
  const [done, setDone] = useState('');
  const afterStep = (message: string) => {
    setDone(message);
    query.reload();
  };
  return (
    <>
      <p className="notice-done desk-review-list__done" role="status">
        {done}
      </p>
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : query.data.Reviews.length === 0 ? (
        <p className="desk-state">{empty}</p>
      ) : (
        <div className="desk-review-list">
          {query.data.Reviews.map((review) => (
            <ReviewCard key={`${review.ID}:${review.State}`} review={review} onDone={afterStep} />
          ))}
        </div>
      )}
      <div className="desk-review-list__pages">
        {after !== undefined ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onAfter(undefined)}>
            {t.first}
          </button>
        ) : null}
        {query.state === 'ok' && query.data.Next !== null ? (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => onAfter(query.data.Next ?? undefined)}
          >
            {t.next}
          </button>
        ) : null}
      </div>
    </>
  );
}
