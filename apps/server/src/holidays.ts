// The days the call team does not phone, computed by a maintained calendar (`date-holidays`): it knows
// every year and the movable feasts (Easter, Orthodox Easter), and a public holiday that falls on a
// Sunday moves to the Monday where the country's law says so. Of the library's public holidays, the
// team closes on the state-wide ones, named here by the library's own rule (its date part: "01-01",
// "orthodox -2", "easter 60"); the religious communities' own days (which the library also lists as
// public in BA and ME) are working days for the team. Installed at start (buildApp), so the desk's
// queue, the retry plans and the confirmation messages all ask it; the browser reads the table written
// from it (packages/contract/src/holidays.json, `npm run holidays -w @zdravo/server`).
import Holidays from 'date-holidays';
import { COUNTRY_CODES, installHolidayCalendar, type CountryCode, type HolidayCalendar } from '@zdravo/contract';

interface ClosedDays {
  /** The library's region, where the country's holidays differ by region (BA: the Federation). */
  region?: string;
  /** The library's rules (date part) of the public holidays the team closes on. */
  rules: readonly string[];
}

const TEAM_CLOSED_ON: Readonly<Record<CountryCode, ClosedDays>> = {
  BA: { region: 'BIH', rules: ['01-01', '01-02', '03-01', '05-01', '05-02', '11-25', '12-25'] },
  RS: {
    rules: ['01-01', '01-02', 'julian 12-25', '02-15', '02-16', 'orthodox -2', 'orthodox 1', '05-01', '05-02', '11-11'],
  },
  HR: {
    rules: [
      '01-01',
      '01-06',
      'easter',
      'easter 1',
      '05-01',
      '05-30',
      'easter 60',
      '06-22',
      '08-05',
      '08-15',
      '11-01',
      '11-18',
      '12-25',
      '12-26',
    ],
  },
  ME: { rules: ['01-01', '01-02', 'julian 12-25', '05-01', '05-02', '05-21', '05-22', '07-13', '07-14'] },
};

/** "01-01 and if sunday then next tuesday" → "01-01": the rule's date, without its moving clause. */
const dateOfRule = (rule: string): string => rule.split(/ (?:and )?if /)[0]!.trim();

/** The team's closed days of a year in a country (YYYY-MM-DD, local), from the library. */
export function closedDaysOf(country: CountryCode, year: number): string[] {
  const { region, rules } = TEAM_CLOSED_ON[country];
  const calendar = region ? new Holidays(country, region) : new Holidays(country);
  const days = calendar
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public' && rules.includes(dateOfRule(holiday.rule)))
    .map((holiday) => holiday.date.slice(0, 10));
  return [...new Set(days)].sort();
}

/** The library as the shop's holiday calendar, each country's year worked out once. */
function libraryHolidays(): HolidayCalendar {
  const years = new Map<string, Set<string>>();
  return (country, isoDay) => {
    const key = `${country} ${isoDay.slice(0, 4)}`;
    let days = years.get(key);
    if (!days) {
      days = new Set(closedDaysOf(country, Number(isoDay.slice(0, 4))));
      years.set(key, days);
    }
    return days.has(isoDay);
  };
}

/** At start: every rule that counts call days asks the library from now on. */
export function installLibraryHolidays(): void {
  installHolidayCalendar(libraryHolidays());
}

/** The browser's table (holidays.json): the team's closed days of these years in every country. */
export const holidayTable = (years: readonly number[]): Record<CountryCode, string[]> =>
  Object.fromEntries(
    COUNTRY_CODES.map((country) => [country, years.flatMap((year) => closedDaysOf(country, year))]),
  ) as Record<CountryCode, string[]>;
