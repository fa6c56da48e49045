// The member price rule (docs/decisions/052): one unit's club price rounded once, every sum built from it.
import { describe, expect, it } from 'vitest';
import { clubDiscountMinor, clubLineMinor, clubPrice, clubUnitPriceMinor } from './orders.ts';

describe('the club price', () => {
  it('is 25 % off one unit, rounded half up once: 36,90 € → 27,67 €; 74,90 KM → 56,17 KM', () => {
    expect(clubDiscountMinor(3690)).toBe(923);
    expect(clubUnitPriceMinor(3690)).toBe(2767);
    expect(clubPrice(36.9)).toBe(27.67);
    expect(clubUnitPriceMinor(7490)).toBe(5617);
  });

  it('a line is the unit price × the quantity, so a shopper can check it: 3 × 27,67 = 83,01', () => {
    expect(clubLineMinor(3690, 3)).toBe(8301);
    expect(clubLineMinor(7490, 3)).toBe(16851);
    for (const [unit, quantity] of [
      [1, 1],
      [999, 7],
      [22470, 3],
      [1234567, 2],
    ] as const) {
      expect(clubLineMinor(unit, quantity)).toBe(clubUnitPriceMinor(unit) * quantity);
    }
  });
});
