// How the desk writes times and money: on the shop's clock, as the team writes them.
import { formatMoney, fromMinor, shopDateTime, type CountryCode, type CurrencyCode } from '@zdravo/contract';

export function stamp(iso: string | null): string {
  if (!iso) return '—';
  const { date, time } = shopDateTime(iso);
  return `${date} ${time}`;
}

/** An amount in the country's format, in its currency unless another is named (a refund keeps its own). */
export const money = (minor: number, country: CountryCode, currency?: CurrencyCode): string =>
  formatMoney(fromMinor(minor), country, currency);

/** A day ("2026-12-07") as the desk writes days: 7. 12. 2026. */
export const day = (isoDay: string): string => shopDateTime(`${isoDay}T12:00:00Z`).date;
