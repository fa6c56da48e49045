// What the server put into the page beside its prerendered HTML (apps/server/src/first-paint.ts):
// the country it rendered in (<html data-country>) and what of the catalog it rendered with (a JSON
// script; `data-complete` when it is the whole list, lib/offers.ts seedOffers).
// docs/decisions/017-first-paint-html.md, 036-speed-where-shoppers-arrive.md.
import { isCountryCode, type CountryCode } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';

/** The id of the <script type="application/json"> holding the catalog the HTML was rendered with. */
export const FIRST_PAINT_CATALOG_ID = 'first-paint-catalog';
/** The attribute on that script saying it holds the whole catalog, not only the page's offers. */
export const FIRST_PAINT_COMPLETE_ATTRIBUTE = 'data-complete';

export interface FirstPaint {
  country: CountryCode;
  /** The in-app path the HTML was rendered at ("/" or "/offers/{slog}"). */
  route: string;
  offers: Offer[];
  /** `offers` is the whole catalog (else only the offers the page shows). */
  complete: boolean;
  /** The prerendered HTML is what this page renders first: take it over (hydrate). */
  hydrate: boolean;
}

export function readFirstPaint(doc: Document, catalogId: string): FirstPaint | null {
  const country = doc.documentElement.dataset.country;
  const script = doc.getElementById(catalogId);
  if (!isCountryCode(country) || !script?.textContent) return null;
  let offers: unknown;
  try {
    offers = JSON.parse(script.textContent);
  } catch {
    return null;
  }
  if (!Array.isArray(offers)) return null;
  const root = doc.getElementById('root');
  const hydrate = Boolean(root?.firstElementChild) && !doc.documentElement.hasAttribute('data-stale');
  return {
    country,
    route: doc.documentElement.dataset.route ?? '/',
    offers: offers as Offer[],
    complete: script.hasAttribute(FIRST_PAINT_COMPLETE_ATTRIBUTE),
    hydrate,
  };
}
