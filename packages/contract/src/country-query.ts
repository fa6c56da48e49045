// How a page says and remembers its country (docs/product.md §10): the query, the browser's storage, the
// cookie the server's first paint reads, and the header of every RPC call.

import { countryFromHost, type CountryCode } from './countries.ts';

/** The query parameter that overrides the country (`?country=RS`), remembered in browser storage. */
export const COUNTRY_QUERY_PARAM = 'country';

/** Browser-storage key of the remembered country. */
export const COUNTRY_STORAGE_KEY = 'country';

/**
 * Cookie that mirrors the remembered country for the server, so the page it renders before any
 * script runs carries that country's prices and spelling (docs/decisions/017-first-paint-html.md).
 */
export const COUNTRY_COOKIE = 'country';

/** Request header that carries the shopper's country on every RPC call (lower case, as Node reads it). */
export const COUNTRY_HEADER = 'x-shop-country';

/**
 * The query that keeps a country in a link (`?country=RS`), or '' when the host already says it (a
 * per-country host): share links and their redirect carry it, so an RS product shared from an RS page
 * opens in RS with dinars, whatever host the shop runs on.
 */
export function countryQuery(country: CountryCode, host: string): string {
  return countryFromHost(host) === country ? '' : `?${COUNTRY_QUERY_PARAM}=${country}`;
}
