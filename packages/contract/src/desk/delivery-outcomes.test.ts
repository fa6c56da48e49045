import { describe, expect, it } from 'vitest';
import {
  DELIVERY_OUTCOME_RULES,
  RETURN_REASON_WORDS,
  defaultReturnReason,
  deliveryOutcomeOf,
  returnReasonOf,
} from './delivery-outcomes.ts';
import { foldForSearch } from '../search-fold.ts';

describe('the delivery outcome table', () => {
  it('gives every word one meaning (a word under two outcomes or reasons would silently read as the last)', () => {
    const folded = (lists: readonly (readonly string[])[]) => lists.flat().map(foldForSearch);
    const outcomes = folded(Object.values(DELIVERY_OUTCOME_RULES).map((r) => r.words));
    const reasons = folded(Object.values(RETURN_REASON_WORDS));
    expect(new Set(outcomes).size).toBe(outcomes.length);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('reads the variants’ spellings, any case, without diacritics and with a full stop', () => {
    expect(['Isporučeno', 'isporuceno', 'DOSTAVLJENO', 'delivered', 'Uručena.'].map(deliveryOutcomeOf)).toEqual([
      'delivered',
      'delivered',
      'delivered',
      'delivered',
      'delivered',
    ]);
    expect(['Odbijeno', 'odbijen prijem', 'REFUSED'].map(deliveryOutcomeOf)).toEqual(['refused', 'refused', 'refused']);
    expect(['vraćeno pošiljaocu', 'Vraćeno pošiljatelju', 'vraceno', 'returned'].map(deliveryOutcomeOf)).toEqual([
      'returned',
      'returned',
      'returned',
      'returned',
    ]);
    expect(deliveryOutcomeOf('izgubljeno')).toBeNull();
    expect(['Oštećeno', 'primatelj nepoznat', 'odustanak', 'notFound', 'kupac odbio'].map(returnReasonOf)).toEqual([
      'damaged',
      'notFound',
      'withdrawal',
      'notFound',
      'refusedAtDoor',
    ]);
  });

  it('names a refusal and a withdrawn order’s return, and guesses no other', () => {
    expect(defaultReturnReason('refused', 'shipped')).toBe('refusedAtDoor');
    expect(defaultReturnReason('returned', 'withdrawn')).toBe('withdrawal');
    expect(defaultReturnReason('returned', 'delivered')).toBeNull();
  });
});
