// The team's closed days come from the maintained calendar for any year — 2030 here, past the end of
// the table the shop once carried — and the browser's table is the same calendar's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isPublicHoliday, listedHolidays, nextCallableAt } from '@zdravo/contract';
import table from '../../../packages/contract/src/holidays.json' with { type: 'json' };
import { createTestApp, type TestApp } from './testing.ts';
import { closedDaysOf } from './holidays.ts';

describe('public holidays', () => {
  let t: TestApp;
  // A server installs the library's calendar when it starts.
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('knows 2030 in every country: movable feasts, a Sunday holiday moved to Monday, and the working days between', () => {
    const closed = {
      RS: ['2030-01-07', '2030-04-26', '2030-04-29', '2030-11-11'], // Orthodox Christmas, Good Friday and Easter Monday
      HR: ['2030-04-22', '2030-06-20', '2030-11-18'], // Easter Monday, Corpus Christi
      BA: ['2030-03-01', '2030-11-25'], // Independence Day, Statehood Day
      ME: ['2030-05-21', '2030-05-22', '2030-07-15'], // Independence Day; Statehood Day's second day falls on a Sunday
    } as const;
    const open = {
      RS: ['2030-04-24', '2030-04-30'],
      HR: ['2030-04-23', '2030-06-19'],
      BA: ['2030-04-22', '2030-03-04'],
      ME: ['2030-04-22', '2030-07-16'],
    } as const;
    for (const country of COUNTRY_CODES) {
      for (const day of closed[country]) expect(isPublicHoliday(country, day), `${country} ${day}`).toBe(true);
      for (const day of open[country]) expect(isPublicHoliday(country, day), `${country} ${day}`).toBe(false);
    }
  });

  it('the call team’s next hours skip a holiday of 2030: Orthodox Good Friday in Serbia moves the call to Saturday', () => {
    const goodFridayMorning = Date.parse('2030-04-26T08:00:00+02:00');
    expect(new Date(nextCallableAt('RS', goodFridayMorning)).toISOString()).toBe('2030-04-27T07:00:00.000Z');
    // A working Friday is callable at once.
    const friday = Date.parse('2030-04-19T10:00:00+02:00');
    expect(nextCallableAt('RS', friday)).toBe(friday);
  });

  it('the browser’s table is the calendar’s answer for every year it holds', () => {
    for (const country of COUNTRY_CODES) {
      const years = [...new Set(table[country].map((day) => Number(day.slice(0, 4))))];
      expect(years.length, country).toBeGreaterThan(0);
      expect(table[country], country).toEqual(years.flatMap((year) => closedDaysOf(country, year)));
      for (const day of table[country]) expect(listedHolidays(country, day)).toBe(true);
    }
  });
});
