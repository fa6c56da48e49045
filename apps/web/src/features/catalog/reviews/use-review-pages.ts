// The offer page's review list, a page at a time (keyset: the next page starts after the last review
// shown), and the star summary. A new sort starts over from the first page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { REVIEWS_PAGE_SIZE, type ReviewOrders, type ReviewSummary, type ShopReview } from '@zdravo/contract';
import { useQuery } from '../../../lib/use-query.ts';
import { reviewSummary, reviewsPage } from '../api.ts';

export interface ReviewPages {
  reviews: ShopReview[] | null;
  loadingMore: boolean;
  failed: boolean;
  /** Whether 'Prikaži još' may find more. */
  more: boolean;
  loadMore(): void;
  reload(): void;
}

export function useReviewPages(offerId: number, orders: ReviewOrders): ReviewPages {
  const [reviews, setReviews] = useState<ShopReview[] | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState(false);
  const [round, setRound] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another offer or order empties the list before its first page arrives (a fetch's start, not derived state)
    setReviews(null);
    setFailed(false);
    void reviewsPage(offerId, orders).then((answer) => {
      if (mine !== generation.current) return;
      if (answer.status !== 'ok') {
        setFailed(true);
        setReviews([]);
        return;
      }
      setReviews(answer.data);
      setMore(answer.data.length === REVIEWS_PAGE_SIZE);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `orders` is a fresh tuple per render: its JSON is the dependency
  }, [offerId, JSON.stringify(orders), round]);

  const loadMore = useCallback(() => {
    const last = reviews?.at(-1);
    if (!last || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    void reviewsPage(offerId, orders, last.ID).then((answer) => {
      if (mine !== generation.current) return;
      setLoadingMore(false);
      if (answer.status !== 'ok') {
        setFailed(true);
        return;
      }
      setFailed(false);
      setReviews((shown) => [...(shown ?? []), ...answer.data]);
      setMore(answer.data.length === REVIEWS_PAGE_SIZE);
    });
  }, [reviews, loadingMore, offerId, orders]);

  return { reviews, loadingMore, failed, more, loadMore, reload: () => setRound((n) => n + 1) };
}

export function useReviewSummary(offerId: number): ReviewSummary | null {
  const answer = useQuery(String(offerId), () => reviewSummary(offerId)).value;
  return answer?.status === 'ok' ? answer.data : null;
}
