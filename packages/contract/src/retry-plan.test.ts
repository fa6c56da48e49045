// The retry plan's times at fixed instants in every country (the instants are the clock: nothing reads
// the real time): a weekday walk through the whole plan, a Saturday's short hours, a holiday, and both
// summer-time changes. Each time is a local wall-clock time, written as the UTC instant it is.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from './countries.ts';
import { afterNoAnswer } from './retry-plan.ts';
import { retryWhenText } from './messages/call-messages.ts';

const at = (iso: string): number => Date.parse(iso);
const next = (country: CountryCode, missed: number, now: string, opened = now) => {
  const decision = afterNoAnswer(country, missed, at(now), at(opened));
  return decision.kind === 'retry' ? new Date(decision.at).toISOString() : 'give up';
};

describe('the retry plan after an unanswered call', () => {
  it('walks a Tuesday order through +30 min, +2 h, the afternoon, two later days at other hours, then gives up', () => {
    const opened = '2026-11-24T09:00:00.000Z'; // Tuesday 10:00 local
    for (const country of COUNTRY_CODES) {
      expect(next(country, 1, '2026-11-24T09:00:00.000Z', opened)).toBe('2026-11-24T09:30:00.000Z'); // 10:30
      expect(next(country, 2, '2026-11-24T09:30:00.000Z', opened)).toBe('2026-11-24T11:30:00.000Z'); // 12:30
      expect(next(country, 3, '2026-11-24T11:30:00.000Z', opened)).toBe('2026-11-24T15:00:00.000Z'); // 16:00
      expect(next(country, 6, '2026-11-25T17:00:00.000Z', opened)).toBe('give up'); // the sixth call was the last
    }
    // The next day at 11:00 — in BA the 25th is Statehood Day, so the 26th.
    for (const country of ['HR', 'RS', 'ME'] as const) {
      expect(next(country, 4, '2026-11-24T15:00:00.000Z', opened)).toBe('2026-11-25T10:00:00.000Z');
      expect(next(country, 5, '2026-11-25T10:00:00.000Z', opened)).toBe('2026-11-26T17:00:00.000Z'); // Thursday 18:00
    }
    expect(next('BA', 4, '2026-11-24T15:00:00.000Z', opened)).toBe('2026-11-26T10:00:00.000Z');
    expect(next('BA', 5, '2026-11-26T10:00:00.000Z', opened)).toBe('2026-11-27T17:00:00.000Z'); // Friday: still its third call day
    // Friday would be HR's fourth call day from the order (the plan allows three): it gives up instead.
    expect(next('HR', 5, '2026-11-26T10:00:00.000Z', opened)).toBe('give up');
  });

  it('keeps to Saturday’s short hours and skips Sunday', () => {
    for (const country of COUNTRY_CODES) {
      expect(next(country, 1, '2026-11-28T12:00:00.000Z')).toBe('2026-11-28T12:30:00.000Z'); // Saturday 13:30, before 14:00
      expect(next(country, 2, '2026-11-28T12:00:00.000Z')).toBe('2026-11-30T07:00:00.000Z'); // 15:00 is closed: Monday 8:00
      expect(next(country, 3, '2026-11-28T12:00:00.000Z')).toBe('2026-11-30T15:00:00.000Z'); // the afternoon: Monday 16:00
    }
  });

  it('skips each country’s own holidays (Christmas Eve at 19:45)', () => {
    const eve = '2026-12-24T18:45:00.000Z';
    expect(next('HR', 1, eve)).toBe('2026-12-28T07:00:00.000Z'); // 25th and 26th are holidays, then Sunday
    expect(next('BA', 1, eve)).toBe('2026-12-26T08:00:00.000Z'); // 25th a holiday, Saturday 9:00
    expect(next('RS', 1, eve)).toBe('2026-12-25T07:00:00.000Z'); // a working day there
    expect(next('ME', 1, eve)).toBe('2026-12-25T07:00:00.000Z');
  });

  it('follows the clock across both summer-time changes', () => {
    // Spring: Saturday 27 March 2027 13:00 CET; Monday is CEST (UTC+2), and Easter Monday in HR.
    for (const country of ['BA', 'RS', 'ME'] as const) {
      expect(next(country, 2, '2027-03-27T12:00:00.000Z')).toBe('2027-03-29T06:00:00.000Z'); // Monday 8:00 CEST
      expect(next(country, 4, '2027-03-26T15:00:00.000Z')).toBe('2027-03-27T10:00:00.000Z'); // Saturday 11:00 CET
    }
    expect(next('HR', 2, '2027-03-27T12:00:00.000Z')).toBe('2027-03-30T06:00:00.000Z'); // Tuesday 8:00 CEST
    // Autumn: Saturday 24 October 2026 13:00 CEST; Monday is CET (UTC+1).
    for (const country of COUNTRY_CODES) {
      expect(next(country, 2, '2026-10-24T11:00:00.000Z')).toBe('2026-10-26T07:00:00.000Z'); // Monday 8:00 CET
      expect(next(country, 5, '2026-10-23T09:00:00.000Z')).toBe('2026-10-26T17:00:00.000Z'); // Friday → Monday 18:00 CET
    }
  });
});

describe('when the shopper is told the next call comes', () => {
  it('reads the next call from the miss, in each variant', () => {
    const friday = at('2026-11-27T18:45:00.000Z'); // Friday 19:45
    expect(retryWhenText('HR', at('2026-11-25T09:00:00.000Z'), at('2026-11-25T09:30:00.000Z'))).toBe('danas oko 10:30');
    expect(retryWhenText('BA', at('2026-11-24T15:00:00.000Z'), at('2026-11-26T10:00:00.000Z'))).toBe(
      'u četvrtak oko 11:00',
    );
    expect(retryWhenText('BA', friday, at('2026-11-28T08:00:00.000Z'))).toBe('sutra oko 9:00');
    expect(retryWhenText('RS', friday, at('2026-11-30T07:00:00.000Z'))).toBe('u ponedeljak oko 8:00');
    expect(retryWhenText('ME', friday, at('2026-11-30T07:00:00.000Z'))).toBe('u ponedjeljak oko 8:00');
  });
});
