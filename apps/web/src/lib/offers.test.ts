import { describe, expect, it } from 'vitest';
import type { Offer } from '@zdravo/contract';
import { knownOffer, loadingOfferKeys, seedOffers } from './offers.ts';

const offer = (ID: number, Slog: string, ChildOffers: number[] | null = null) => ({ ID, Slog, ChildOffers }) as Offer;

describe('what a page knows of the catalog before its first render', () => {
  it("seeds an offer's page with only its offers, each as its slug's answer, and finds them by ID", () => {
    seedOffers('HR', [offer(15, 'paket', [1, 2]), offer(1, 'pure-fit'), offer(2, 'slim')], false);
    expect(knownOffer('HR', 2)?.Slog).toBe('slim');
    expect(knownOffer('HR', 3)).toBeUndefined();
    expect(knownOffer('RS', 1)).toBeUndefined();
    expect(loadingOfferKeys('HR')).toEqual([]);
  });

  it('seeds the whole list in place of what the country had, and the list decides what is known', () => {
    seedOffers('HR', [offer(1, 'pure-fit')], false);
    seedOffers('HR', [offer(2, 'slim'), offer(3, 'kosa')], true);
    expect(knownOffer('HR', 3)?.Slog).toBe('kosa');
    // The earlier page's offer went with its seed: one catalog per render (decision 034).
    expect(knownOffer('HR', 1)).toBeUndefined();
  });
});
