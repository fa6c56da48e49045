import { describe, expect, it } from 'vitest';
import { localDay, localInstant, shopDateTime } from './shop-clock.ts';

describe('a wall-clock time on the shop clock', () => {
  it('is its instant in winter (UTC+1) and in summer (UTC+2), also on the day the clocks change', () => {
    expect(localInstant(2026, 12, 8, 10, 0).toISOString()).toBe('2026-12-08T09:00:00.000Z');
    expect(localInstant(2026, 7, 1, 10, 0).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    // 29 March 2026: 02:00 became 03:00; 03:30 that day is summer time.
    expect(localInstant(2026, 3, 29, 3, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localInstant(2026, 3, 29, 1, 30).toISOString()).toBe('2026-03-29T00:30:00.000Z');
  });

  it('reads back as the same day and time', () => {
    const iso = localInstant(2026, 10, 25, 18, 45).toISOString();
    expect(localDay(iso)).toBe('2026-10-25');
    expect(shopDateTime(iso).time).toBe('18:45');
  });
});
