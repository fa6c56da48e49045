// Amounts as couriers write them, read to minor units; anything else refused.
import { describe, expect, it } from 'vitest';
import { minorOf } from './statement.ts';

describe('payout amounts', () => {
  it('reads decimal commas and points, thousands and currency labels', () => {
    expect(minorOf('25,00')).toBe(2500);
    expect(minorOf('1.234,50')).toBe(123450);
    expect(minorOf('1,234.5')).toBe(123450);
    expect(minorOf('1234.5')).toBe(123450);
    expect(minorOf('490')).toBe(49000);
    expect(minorOf('12,50 KM')).toBe(1250);
    expect(minorOf('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'dvanaest', '-5,00', '12,345,6', '1.2.3', '=1+1']) expect(minorOf(text), text).toBeNull();
  });
});
