// The club discount rule: taken once on the total and rounded half up, shared out over the lines so
// they add up to the cent.
import { describe, expect, it } from 'vitest';
import { clubDiscountMinor, clubPrice, clubUnitPriceMinor, shareClubDiscount } from './orders.ts';

describe('the club discount', () => {
  it('is 25 % of the total, rounded half up: 110,70 € → 27,68 € (not 27,66 € from rounding each unit)', () => {
    expect(clubDiscountMinor(11070)).toBe(2768);
    // Three units of 36,90 €: per unit 9,225 → 9,23 × 3 = 27,69; once on the total 27,675 → 27,68.
    expect(clubDiscountMinor(3690 * 3)).toBe(2768);
    expect(clubUnitPriceMinor(3690)).toBe(3690 - 923);
    expect(clubPrice(36.9)).toBe(27.67);
  });

  it('shares the total out over the lines to the cent, the leftover cents to the largest remainders', () => {
    expect(shareClubDiscount([3690, 3690, 3690])).toEqual([923, 923, 922]);
    expect(shareClubDiscount([101, 102, 103])).toEqual([25, 26, 26]);
    for (const lines of [[1], [2, 2], [999, 1, 3], [22470, 4990, 1], [1234567, 89, 7]]) {
      const shares = shareClubDiscount(lines);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(clubDiscountMinor(lines.reduce((a, b) => a + b, 0)));
      shares.forEach((s, i) => expect(Math.abs(s - lines[i]! * 0.25)).toBeLessThan(1));
    }
  });
});
