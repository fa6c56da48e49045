// Where the money of the range's orders is (docs/desk.md, "The numbers"), by each order's status now:
// collected (delivered), in transit (shipped), waiting (received, confirmed), lost (cancelled, withdrawn,
// refused, returned; MONEY_STATE in funnel.ts). The sums come per country from the funnel's pass and
// are added up here per currency (two countries share the euro).
import { COUNTRIES, type CountryCode, type CurrencyCode } from '@zdravo/contract';
import type { NumbersMoneyRow } from '@zdravo/contract/desk';

export interface MoneyByCountry {
  country: CountryCode;
  collected: number;
  inTransit: number;
  waiting: number;
  lost: number;
}

const CURRENCY_ORDER: readonly CurrencyCode[] = ['EUR', 'BAM', 'RSD'];

export function moneyRows(sums: readonly MoneyByCountry[]): NumbersMoneyRow[] {
  const byCurrency = new Map<CurrencyCode, NumbersMoneyRow>();
  for (const s of sums) {
    const Currency = COUNTRIES[s.country].currency;
    const sum = byCurrency.get(Currency) ?? { Currency, CollectedMinor: 0, InTransitMinor: 0, WaitingMinor: 0, LostMinor: 0 };
    sum.CollectedMinor += s.collected;
    sum.InTransitMinor += s.inTransit;
    sum.WaitingMinor += s.waiting;
    sum.LostMinor += s.lost;
    byCurrency.set(Currency, sum);
  }
  return CURRENCY_ORDER.flatMap((c) => byCurrency.get(c) ?? []);
}
