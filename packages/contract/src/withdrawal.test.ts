import { describe, expect, it } from 'vitest';
import { lastDayOf, shopDateTime } from './shop-clock.ts';
import { orderWithdrawability, withdrawalDeadline } from './withdrawal.ts';

describe('the withdrawal period', () => {
  it('runs to the end of the 14th local day after the day of delivery', () => {
    // Summer time (UTC+2): delivered on 1 June → until 15 June, 24:00.
    expect(withdrawalDeadline('2026-06-01T10:00:00.000Z')).toBe('2026-06-15T22:00:00.000Z');
    // 00:30 local on 2 June is still 1 June in UTC: the local day counts.
    expect(withdrawalDeadline('2026-06-01T22:30:00.000Z')).toBe('2026-06-16T22:00:00.000Z');
    // Winter time (UTC+1).
    expect(withdrawalDeadline('2026-11-10T12:00:00.000Z')).toBe('2026-11-24T23:00:00.000Z');
    // Across the change to summer time (29 March 2026).
    expect(withdrawalDeadline('2026-03-20T09:00:00.000Z')).toBe('2026-04-03T22:00:00.000Z');
    expect(shopDateTime(lastDayOf('2026-06-15T22:00:00.000Z')).date).toBe('15. 6. 2026.');
  });

  it('is open before delivery, inside the period, and never when closed or withdrawn', () => {
    const now = new Date('2026-06-20T10:00:00.000Z');
    for (const status of ['received', 'confirmed', 'shipped'] as const) {
      expect(orderWithdrawability(status, null, now)).toEqual({ state: 'open', until: null });
    }
    // Delivered 14 days ago: the last day is today.
    expect(orderWithdrawability('delivered', '2026-06-06T08:00:00.000Z', now)).toEqual({
      state: 'open',
      until: '2026-06-20T22:00:00.000Z',
    });
    // Delivered 15 days ago: over since midnight.
    expect(orderWithdrawability('delivered', '2026-06-05T08:00:00.000Z', now)).toEqual({
      state: 'over',
      until: '2026-06-19T22:00:00.000Z',
    });
    expect(orderWithdrawability('cancelled', null, now)).toEqual({ state: 'closed' });
    expect(orderWithdrawability('returned', '2026-06-19T08:00:00.000Z', now)).toEqual({ state: 'closed' });
    expect(orderWithdrawability('withdrawn', null, now)).toEqual({ state: 'withdrawn' });
  });

  it('writes dates and times on the shop clock', () => {
    expect(shopDateTime('2026-11-21T13:05:00.000Z')).toEqual({ date: '21. 11. 2026.', time: '14:05' });
    expect(shopDateTime('2026-07-01T22:30:00.000Z')).toEqual({ date: '2. 7. 2026.', time: '00:30' });
  });
});
