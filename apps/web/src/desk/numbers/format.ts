// How the numbers screen writes its figures, in the staff member's country's style: one formatter per
// kind, so a table cell and its CSV cell are the same text.
import { formatDate, formatMoney, fromMinor, intlLocales, type CountryCode, type CurrencyCode } from '@zdravo/contract';
import { periodEnd, type NumbersGrain } from '@zdravo/contract/desk';

export interface NumberFormats {
  count(n: number): string;
  /** A share (0–1) with one decimal, or "—" when there is nothing to share out. */
  share(r: number | null): string;
  money(minor: number, currency: CurrencyCode): string;
  period(start: string, grain: NumbersGrain): string;
}

export function numberFormats(country: CountryCode, none: string): NumberFormats {
  const counts = new Intl.NumberFormat(intlLocales(country));
  const shares = new Intl.NumberFormat(intlLocales(country), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  // A calendar day at noon UTC is that day in every time zone the browser may be in.
  const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`);
  return {
    count: (n) => counts.format(n),
    share: (r) => (r === null ? none : shares.format(r)),
    money: (minor, currency) => formatMoney(fromMinor(minor), country, currency),
    period: (start, grain) => (grain === 'day' ? day(start) : `${day(start)} – ${day(periodEnd(start, grain))}`),
  };
}
