// How the desk writes times and money: on the shop's clock, as the team writes them.
import { formatMoney, fromMinor, shopDateTime, type CountryCode } from '@zdravo/contract';

export function stamp(iso: string | null): string {
  if (!iso) return '—';
  const { date, time } = shopDateTime(iso);
  return `${date} ${time}`;
}

export const money = (minor: number, country: CountryCode): string => formatMoney(fromMinor(minor), country);
