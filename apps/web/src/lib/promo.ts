// The sale's words, true when shown (docs/decisions/052): the event's name only between its dates (the
// browser's clock, read after the page has hydrated, so a rendered page and its script agree), and its
// "do N %" the largest reduction the country's catalog really shows — none shown, no claim.
import { useSyncExternalStore } from 'react';
import { largestShownReduction, promoRunning } from '@zdravo/contract';
import { useOffers } from './offers.ts';

/** Whether the sale event runs now; false while hydrating and outside its dates. */
export function usePromoRunning(): boolean {
  // The server's (and hydration's) answer is false; the browser's clock decides once hydrated.
  return useSyncExternalStore(
    noSubscription,
    () => promoRunning(Date.now()),
    () => false,
  );
}

/** The clock is read at each render; nothing to subscribe to. */
const noSubscription = () => () => {};

/** The largest reduction the catalog shows in the shopper's country; null while loading or when none. */
export function useShownReduction(): number | null {
  const [offers] = useOffers('all');
  return offers.status === 'ok' ? largestShownReduction(offers.data) : null;
}
