// The 30-day rule with a controlled clock: days counted from a fixed start, `now` given to each call.
import { describe, expect, it } from 'vitest';
import { reductionAt, reductionPercent, type PricePeriod } from './price-history.ts';

const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const day = (n: number) => new Date(T0 + n * 86_400_000);
const period = (n: number, newMinor: number, oldMinor = 7000): PricePeriod => ({
  at: day(n).toISOString(),
  newMinor,
  oldMinor,
});

describe('reductionAt', () => {
  it('a price lowered today after 30 days at the old price is a reduction from the 30-day low', () => {
    const history = [period(0, 4000), period(40, 3290)];
    expect(reductionAt(history, day(40))).toEqual({ newMinor: 3290, priorMinor: 4000, until: day(70).toISOString() });
    expect(reductionPercent(4000, 3290)).toBe(18);
  });

  it('a price raised and lowered again within 30 days is measured from the lowest of those 30 days', () => {
    // 40,00 for long, raised to 50,00 (day 40), lowered to 45,00 (day 50): 45 is no reduction from 40.
    const history = [period(0, 4000), period(40, 5000), period(50, 4500)];
    expect(reductionAt(history, day(51))).toMatchObject({ newMinor: 4500, priorMinor: null });
    // Lowered to 35,00 instead: measured from 40,00, not from the 50,00 it was a moment ago.
    expect(reductionAt([period(0, 4000), period(40, 5000), period(50, 3500)], day(51))).toMatchObject({
      priorMinor: 4000,
    });
    // A price applied only before the 30 days does not count: 30,00 on day 0, 60,00 from day 10, 45,00 on day 50.
    expect(reductionAt([period(0, 3000), period(10, 6000), period(50, 4500)], day(50))).toMatchObject({
      priorMinor: 6000,
    });
    // …but one still applied when the 30 days began does (30,00 until day 25).
    expect(reductionAt([period(0, 3000), period(25, 6000), period(50, 4500)], day(50))).toMatchObject({
      priorMinor: null,
    });
  });

  it('after 30 days at the new price there is no reduction; a new old price alone does not restart it', () => {
    const history = [period(0, 4000), period(40, 3290)];
    expect(reductionAt(history, day(69.9))).toMatchObject({ priorMinor: 4000 });
    expect(reductionAt(history, day(70))).toEqual({ newMinor: 3290, priorMinor: null, until: null });
    expect(reductionAt([...history, period(60, 3290, 9900)], day(71))).toMatchObject({ priorMinor: null });
  });

  it("the seed's start alone, or a price not yet in effect, announces nothing", () => {
    expect(reductionAt([period(0, 3290)], day(1))).toMatchObject({ newMinor: 3290, priorMinor: null });
    expect(reductionAt([period(0, 4000), period(10, 3000)], day(5))).toMatchObject({
      newMinor: 4000,
      priorMinor: null,
    });
    expect(reductionAt([], day(5))).toBeNull();
  });
});
