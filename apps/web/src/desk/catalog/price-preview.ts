// What shoppers of a country will see with the prices in the form, before saving: outside HR the
// reference price struck through when it is higher; in HR the 30-day rule of decision 023 — the struck
// price is the lowest of the 30 days before the reduction, computed by the shop's own reductionAt over
// the offer's history with the new price appended as if saved now.
import { COUNTRIES, reductionAt, type CountryCode, type PricePeriod } from '@zdravo/contract';

export type PricePreview =
  | { kind: 'struck'; newMinor: number; oldMinor: number; byRule: boolean }
  | { kind: 'plain'; newMinor: number; refusedByRule: boolean };

export function pricePreview(
  country: CountryCode,
  newMinor: number,
  oldMinor: number,
  history: readonly PricePeriod[],
  now = new Date(),
): PricePreview {
  if (!COUNTRIES[country].priorPriceRule) {
    return oldMinor > newMinor
      ? { kind: 'struck', newMinor, oldMinor, byRule: false }
      : { kind: 'plain', newMinor, refusedByRule: false };
  }
  const last = history.at(-1);
  const periods =
    last && last.newMinor === newMinor && last.oldMinor === oldMinor
      ? history
      : [...history, { at: now.toISOString(), newMinor, oldMinor }];
  const reduction = reductionAt(periods, now);
  if (reduction?.priorMinor != null && reduction.priorMinor > newMinor)
    return { kind: 'struck', newMinor, oldMinor: reduction.priorMinor, byRule: true };
  return { kind: 'plain', newMinor, refusedByRule: oldMinor > newMinor };
}
