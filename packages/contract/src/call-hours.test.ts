// The call promise and the due time, on the shop's clocks (Central European time; 25 Nov 2026 is a
// Wednesday): within hours "u roku od 30 do 60 minuta", else when the team opens.
import { describe, expect, it } from 'vitest';
import { callDueAt, callPromise, nextCallableAt, openMsBetween } from './call-hours.ts';
import { callPromiseLine } from './messages/call-promise.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('call hours', () => {
  it('promises a call from 08:00 the next day for an order at 23:05 on a Wednesday', () => {
    const wednesdayNight = at('2026-11-25T23:05:00+01:00');
    expect(callPromise('HR', wednesdayNight)).toEqual({ kind: 'opening', day: 'tomorrow', time: '8:00' });
    expect(callPromiseLine('HR', wednesdayNight)).toBe(
      'Naš tim sada ne radi: nazvat ćemo vas sutra od 8:00 da potvrdimo narudžbu.',
    );
    expect(callPromiseLine('RS', wednesdayNight)).toBe(
      'Naš tim sada ne radi: pozvaćemo vas sutra od 8:00 da potvrdimo porudžbinu.',
    );
    expect(iso(callDueAt('HR', wednesdayNight))).toBe('2026-11-26T08:00:00.000Z'); // 09:00 local: an hour after opening
  });

  it('promises 30 to 60 minutes within the hours, and the due time is an hour later', () => {
    const morning = at('2026-11-26T10:00:00+01:00');
    expect(callPromiseLine('BA', morning)).toBe(
      'Naš tim će vas nazvati u roku od 30 do 60 minuta da potvrdi narudžbu.',
    );
    expect(iso(callDueAt('BA', morning))).toBe('2026-11-26T10:00:00.000Z');
  });

  it('counts only open minutes: half an hour before closing, the rest of the hour is the next morning', () => {
    const late = at('2026-11-26T19:30:00+01:00');
    expect(callPromise('ME', late)).toEqual({ kind: 'opening', day: 'tomorrow', time: '8:00' });
    expect(iso(callDueAt('ME', late))).toBe('2026-11-27T07:30:00.000Z'); // Friday 08:30 local
  });

  it('skips Sunday and the public holidays of each country', () => {
    // Saturday 23:05 → Monday.
    expect(callPromiseLine('BA', at('2026-11-28T23:05:00+01:00'))).toBe(
      'Naš tim sada ne radi: nazvat ćemo vas u ponedjeljak od 8:00 da potvrdimo narudžbu.',
    );
    // 24 December, evening in HR: Christmas and St Stephen's Day are closed → Sunday off → Monday 28th.
    expect(callPromise('HR', at('2026-12-24T21:00:00+01:00'))).toEqual({ kind: 'opening', day: 1, time: '8:00' });
    // Early morning: today from 8.
    expect(callPromiseLine('RS', at('2026-11-26T06:10:00+01:00'))).toBe(
      'Naš tim sada ne radi: pozvaćemo vas danas od 8:00 da potvrdimo porudžbinu.',
    );
    // Saturday's short day opens at 9.
    expect(iso(nextCallableAt('HR', at('2026-11-28T07:00:00+01:00')))).toBe('2026-11-28T08:00:00.000Z');
  });

  it('keeps local time across the change to summer time', () => {
    // Saturday 27 March 2027, 22:00 in BA: Sunday is off and the clocks go forward; Monday 08:00 is 06:00 UTC.
    expect(iso(nextCallableAt('BA', at('2027-03-27T22:00:00+01:00')))).toBe('2027-03-29T06:00:00.000Z');
    // In HR that Monday is Easter Monday: Tuesday.
    expect(iso(nextCallableAt('HR', at('2027-03-27T22:00:00+01:00')))).toBe('2027-03-30T06:00:00.000Z');
  });
});

describe('openMsBetween', () => {
  const minutes = (from: string, to: string) => openMsBetween('HR', Date.parse(from), Date.parse(to)) / 60_000;
  it('counts only the open call hours between two moments', () => {
    expect(minutes('2026-11-25T10:00:00+01:00', '2026-11-25T10:45:00+01:00')).toBe(45);
    // Friday 19:30 to Monday 08:30: 30 minutes on Friday, Saturday's 9–14, 30 minutes on Monday; the night and Sunday are none.
    expect(minutes('2026-11-27T19:30:00+01:00', '2026-11-30T08:30:00+01:00')).toBe(30 + 300 + 30);
    // An order placed while the team is off, called as it opens, waited nothing.
    expect(minutes('2026-11-25T21:00:00+01:00', '2026-11-26T08:00:00+01:00')).toBe(0);
    expect(minutes('2026-11-25T10:00:00+01:00', '2026-11-25T09:00:00+01:00')).toBe(0);
  });
});
