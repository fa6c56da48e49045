// What the server put into the page beside its prerendered HTML (apps/server/src/web/first-paint.ts):
// the country it rendered in (<html data-country>) and the catalog it rendered with (a JSON script).
// docs/decisions/017-first-paint-html.md.
import { isCountryCode, type CountryCode } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';

/** The id of the <script type="application/json"> holding the catalog the HTML was rendered with. */
export const FIRST_PAINT_CATALOG_ID = 'first-paint-catalog';

export interface FirstPaint {
  country: CountryCode;
  /** The in-app path the HTML was rendered at ("/" or "/offers/{slog}"). */
  route: string;
  offers: Offer[];
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
  return { country, route: doc.documentElement.dataset.route ?? '/', offers: offers as Offer[], hydrate };
}
