// Cart lines with the server's prices for the current country (docs/product.md §10: prices are the
// server's; a country switch re-prices the cart). Money totals are never added up here: the
// server's quote (quote.ts) gives them, priced as the order will be.
import { useEffect, useMemo } from 'react';
import type { CurrencyCode } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';
import { useOffers, type Resource } from '../../lib/offers.ts';
import { countUnits, keepKnown, useCart } from './store.ts';

export interface CartLine {
  ID: number;
  quantity: number;
  offer: Offer;
}

export interface CartTotals {
  /** Units in the cart. */
  count: number;
  currency: CurrencyCode | null;
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const count = countUnits(lines);
  return { count, currency: lines[0]?.offer.Currency ?? null };
}

export interface CartView {
  status: Resource<unknown>['status'];
  /** The catalog call's error code while status is 'error'. */
  code: string | null;
  lines: CartLine[];
  totals: CartTotals;
  retry: () => void;
}

/** The cart joined with the catalog; lines whose offer the catalog does not know are dropped from the cart. */
export function useCartLines(): CartView {
  const cart = useCart();
  const [offers, retry] = useOffers('all');
  const byId = useMemo(() => (offers.status === 'ok' ? new Map(offers.data.map((o) => [o.ID, o])) : null), [offers]);
  useEffect(() => {
    // An empty catalog answer is a server problem, not a reason to empty the shopper's cart.
    if (byId && byId.size > 0) keepKnown(new Set(byId.keys()));
  }, [byId, cart]);
  const lines = byId ? cart.flatMap((l) => (byId.has(l.ID) ? [{ ...l, offer: byId.get(l.ID)! }] : [])) : [];
  return {
    status: offers.status,
    code: offers.status === 'error' ? offers.code : null,
    lines,
    totals: cartTotals(lines),
    retry,
  };
}
