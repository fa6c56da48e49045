import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, moneySum, plural } from './format.ts';

describe('formatting per country', () => {
  it('shows money with 2 decimals and the country currency', () => {
    expect(formatMoney(39.9, 'HR')).toBe('39,90 €');
    expect(formatMoney(1234.5, 'BA')).toBe('1.234,50 KM');
    expect(formatMoney(4690, 'RS')).toBe('4.690,00 RSD');
    expect(formatMoney(100, 'ME')).toBe('100,00 €');
  });

  it('labels an amount with its own currency, in the number style of the country', () => {
    expect(formatMoney(39.9, 'RS', 'EUR')).toBe('39,90 €');
    expect(formatMoney(39.9, 'HR', 'BAM')).toBe('39,90 KM');
  });

  it('sums money in minor units', () => {
    expect(
      moneySum([
        [0.1, 1],
        [0.2, 1],
      ]),
    ).toBe(0.3);
    expect(moneySum([[39.9, 3]])).toBe(119.7);
    expect(
      moneySum([
        [49.9, 1],
        [39.9, -1],
      ]),
    ).toBe(10);
    expect(moneySum([])).toBe(0);
  });

  it("shows dates day first, spaced and closed by a dot as all four countries write them, on the shop's clock", () => {
    expect(formatDate('2026-11-21T05:00:00.000Z')).toBe('21. 11. 2026.');
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('5. 3. 2026.');
    // 23:30 UTC is already the next day in Zagreb, Belgrade, Sarajevo and Podgorica.
    expect(formatDate('2026-11-21T23:30:00.000Z')).toBe('22. 11. 2026.');
  });

  it('picks the plural form', () => {
    const forms = ['ocjena', 'ocjene', 'ocjena'] as const;
    expect([1, 3, 5, 21, 4172].map((n) => plural(n, 'HR', forms))).toEqual([
      'ocjena',
      'ocjene',
      'ocjena',
      'ocjena',
      'ocjene',
    ]);
  });
});
