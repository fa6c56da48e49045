import { describe, expect, it } from 'vitest';
import type { Offer } from '@zdravo/contract';
import { matchOffers } from './match.ts';

const offers = ['Pure Fit', 'Beauty Fem', 'HairGrow Plus', 'Paket Ljepota', 'Paket Ženska harmonija', 'Đumbir Čaj'].map((Name, i) => ({ ID: i + 1, Name }) as Offer);

describe('search', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(matchOffers(offers, 'fit', 'hr-HR').map((o) => o.Name)).toEqual(['Pure Fit']);
    expect(matchOffers(offers, '  GROW ', 'hr-HR').map((o) => o.Name)).toEqual(['HairGrow Plus']);
    expect(matchOffers(offers, 'e', 'hr-HR')).toHaveLength(4);
  });

  it('ignores diacritics on either side', () => {
    expect(matchOffers(offers, 'zenska', 'hr-HR').map((o) => o.Name)).toEqual(['Paket Ženska harmonija']);
    expect(matchOffers(offers, 'ŽENSKA', 'sr-Latn-RS').map((o) => o.Name)).toEqual(['Paket Ženska harmonija']);
    expect(matchOffers(offers, 'dumbir caj', 'hr-HR').map((o) => o.Name)).toEqual(['Đumbir Čaj']);
    expect(matchOffers(offers, 'ljepota', 'hr-HR').map((o) => o.Name)).toEqual(['Paket Ljepota']);
  });

  it('answers nothing for an empty query or no match', () => {
    expect(matchOffers(offers, '   ', 'hr-HR')).toEqual([]);
    expect(matchOffers(offers, 'xyz', 'hr-HR')).toEqual([]);
  });
});
