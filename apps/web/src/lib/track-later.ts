// A measurement whose code comes when it is first sent: the analytics module (lib/analytics.ts) stays
// out of every page's first load, and an event costs the page nothing until it happens (decision 036).
import type * as Analytics from './analytics.ts';

/**
 * `trackLater((a) => a.trackViewItem(offer))`: sends the event once the analytics code is in. Events
 * keep the order they were sent in: each waits on the same import.
 */
export function trackLater(send: (analytics: typeof Analytics) => void): void {
  void import('./analytics.ts').then(send);
}
