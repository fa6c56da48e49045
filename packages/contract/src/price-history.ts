// Honest price reductions (EU Directive 98/6/EC Art. 6a as amended by the Omnibus Directive 2019/2161;
// CJEU C-330/23: the percentage is measured from the prior price). Where a country keeps the rule
// (COUNTRIES[c].priorPriceRule: HR), an announced reduction — a crossed-out price, "−X %", "Ušteda" — is
// measured from the lowest price the shop applied in the 30 days before the reduction, and a price that
// has been the price for 30 days is no longer a reduction. Zod-free: the server applies it to the
// catalog, the quote and the order; docs/decisions/023-honest-price-reductions.md says why.
export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** One price period: from `at` (ISO) on, the offer cost `newMinor` (with `oldMinor` as the catalog's old price). */
export interface PricePeriod {
  at: string;
  newMinor: number;
  oldMinor: number;
}

export interface Reduction {
  /** The price now. */
  newMinor: number;
  /** The lowest price of the 30 days before the reduction; null when there is no reduction to announce. */
  priorMinor: number | null;
  /** When the reduction stops being one (ISO), or null: the moment to look again. */
  until: string | null;
}

/**
 * The reduction in effect at `now`, from an offer's price periods in one country (any order). The
 * reduction starts when the current price began (a later entry at the same price — an old price
 * changed — does not restart it); the 30 days before that start are looked at, including the price in
 * effect when they began.
 */
export function reductionAt(history: readonly PricePeriod[], now: Date): Reduction | null {
  const t = now.getTime();
  const periods = history.filter((p) => Date.parse(p.at) <= t).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (periods.length === 0) return null;
  let first = periods.length - 1;
  const current = periods[first]!;
  while (first > 0 && periods[first - 1]!.newMinor === current.newMinor) first--;
  const start = Date.parse(periods[first]!.at);
  const windowStart = start - PRIOR_PRICE_DAYS * DAY_MS;
  const until = start + PRIOR_PRICE_DAYS * DAY_MS;
  // Each earlier price applied from its `at` to the next one's; those still applied after windowStart count.
  const inWindow = periods.slice(0, first).filter((_, i) => Date.parse(periods[i + 1]!.at) > windowStart);
  const low = inWindow.length ? Math.min(...inWindow.map((p) => p.newMinor)) : null;
  const reduced = low !== null && low > current.newMinor && t < until;
  return {
    newMinor: current.newMinor,
    priorMinor: reduced ? low : null,
    until: reduced ? new Date(until).toISOString() : null,
  };
}

/** Whole percent of a reduction from its prior price (0 when none). */
export const reductionPercent = (priorMinor: number | null, newMinor: number): number =>
  priorMinor !== null && priorMinor > newMinor ? Math.round(((priorMinor - newMinor) / priorMinor) * 100) : 0;
