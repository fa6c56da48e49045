// The sale's words are true (docs/decisions/052): the event's name only between its dates, measured from
// them (no calendar day in the test), and "do N %" is the largest reduction really shown.
import { describe, expect, it } from 'vitest';
import { largestShownReduction, PROMO, promoRunning } from './shop-terms.ts';

describe('the sale event', () => {
  const start = Date.parse(PROMO.startsAt);
  const end = Date.parse(PROMO.endsAt);

  it('runs from its start until its end, never after', () => {
    expect(end).toBeGreaterThan(start);
    expect(promoRunning(start - 1)).toBe(false);
    expect(promoRunning(start)).toBe(true);
    expect(promoRunning(end - 1)).toBe(true);
    expect(promoRunning(end)).toBe(false);
    expect(promoRunning(end + 6 * 86_400_000)).toBe(false);
  });

  it('claims the largest reduction shown, and none when no offer shows one (HR under the 30-day rule)', () => {
    expect(
      largestShownReduction([
        { OldPrice: 100, NewPrice: 47 },
        { OldPrice: 80, NewPrice: 60 },
      ]),
    ).toBe(53);
    expect(
      largestShownReduction([
        { OldPrice: 36.9, NewPrice: 36.9 },
        { OldPrice: 0, NewPrice: 20 },
      ]),
    ).toBeNull();
    expect(largestShownReduction([])).toBeNull();
  });
});
