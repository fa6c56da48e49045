// The days the call team does not phone: each country's public holidays. The server asks a maintained
// calendar (the `date-holidays` library, apps/server/src/holidays.ts, installed at start): it knows
// every year and the movable feasts (Easter, Orthodox Easter). The browser, which only words the
// promise "we call you tomorrow from 8:00", reads holidays.json: the same calendar's answer for this
// year and the next, written by `npm run holidays -w @zdravo/server` and checked against the library by
// apps/server/src/holidays.test.ts, so a browser bundle does not carry the library and its time-zone
// data (docs/decisions/066).
import type { CountryCode } from './countries.ts';
import table from './holidays.json' with { type: 'json' };

/** Whether a local calendar day (YYYY-MM-DD) is a public holiday on which the team does not phone in a country. */
export type HolidayCalendar = (country: CountryCode, isoDay: string) => boolean;

const listed = new Map(Object.entries(table).map(([country, days]) => [country, new Set(days)]));

/** The written table (holidays.json): what the browser knows. */
export const listedHolidays: HolidayCalendar = (country, isoDay) => listed.get(country)?.has(isoDay) ?? false;

let calendar: HolidayCalendar = listedHolidays;

/** Whether the team does not phone on that local day for a public holiday. */
export const isPublicHoliday = (country: CountryCode, isoDay: string): boolean => calendar(country, isoDay);

/** The server installs the library's calendar once at start (every year, not only the written ones). */
export function installHolidayCalendar(next: HolidayCalendar): void {
  calendar = next;
}
