// The shopper's country (docs/product.md §10): a `?country=XX` in the hash query or the real query
// (remembered in browser storage), else the remembered choice, else the host map, else HR.
// A small external store, so plain modules (the RPC client) read it too; React reads it with useCountry().
import {
  COUNTRIES,
  COUNTRY_COOKIE,
  COUNTRY_QUERY_PARAM,
  COUNTRY_STORAGE_KEY,
  DEFAULT_COUNTRY,
  isCountryCode,
  shopCountry,
  type CountryCode,
  type CountryInfo,
} from '@zdravo/contract';
import { readStorage, writeStorage } from './storage.ts';
import { createStore, useStore, type Store } from './store.ts';

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Remembers a chosen country in browser storage and mirrors it into a cookie, so the server's
 * first HTML of the next page is already in that country (docs/decisions/017-first-paint-html.md).
 */
function remember(code: CountryCode): void {
  writeStorage(COUNTRY_STORAGE_KEY, code);
  document.cookie = `${COUNTRY_COOKIE}=${code}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

function hashQuery(): URLSearchParams {
  const at = window.location.hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : window.location.hash.slice(at + 1));
}

/** The country named in the address (`#/…?country=RS` or `/?country=RS#/…`), if any. */
function countryFromAddress(): CountryCode | null {
  const raw =
    hashQuery().get(COUNTRY_QUERY_PARAM) ?? new URLSearchParams(window.location.search).get(COUNTRY_QUERY_PARAM);
  const code = raw?.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

/** The page's country by the one rule (pickCountry); a country the address names is remembered. */
export function detectCountry(): CountryCode {
  const fromAddress = countryFromAddress();
  if (fromAddress) remember(fromAddress);
  return shopCountry({
    named: fromAddress,
    remembered: readStorage(COUNTRY_STORAGE_KEY),
    host: window.location.hostname,
  });
}

// What the HTML was rendered in: the server renders it, and hydration must render it too — also a
// part hydrated after the shopper already switched (that part then re-renders in the new country).
let renderedCountry: CountryCode = DEFAULT_COUNTRY;
const current: Store<CountryCode> = createStore<CountryCode>(DEFAULT_COUNTRY, {
  serverValue: (): CountryCode => renderedCountry,
});

function apply(next: CountryCode): void {
  document.documentElement.lang = COUNTRIES[next].locale;
  current.set(next);
}

/**
 * The country the HTML is rendered in: on the server (entry-server.tsx) the one to render; in the
 * browser (main.tsx) the one the page it hydrates was rendered in, which is then the current one.
 */
export function setRenderedCountry(next: CountryCode): void {
  renderedCountry = next;
  current.set(next);
}

/** The current country, for code outside React (RPC headers). */
export const getCountry = current.get;

/**
 * Writes the chosen country into the address (`/?country=RS#/o-nama`, the real query, which every
 * later page of the shop keeps), and drops an older one from the hash's query: a reload keeps the
 * shopper's choice, and a copied address opens in that country.
 */
function writeAddressCountry(next: CountryCode): void {
  const url = new URL(window.location.href);
  url.searchParams.set(COUNTRY_QUERY_PARAM, next);
  const at = url.hash.indexOf('?');
  if (at >= 0) {
    const query = new URLSearchParams(url.hash.slice(at + 1));
    query.delete(COUNTRY_QUERY_PARAM);
    const rest = query.toString();
    url.hash = url.hash.slice(0, at) + (rest ? `?${rest}` : '');
  }
  window.history.replaceState(window.history.state, '', url.href);
}

/** Switches the country (footer switcher) and remembers it. */
export function setCountry(next: CountryCode): void {
  remember(next);
  writeAddressCountry(next);
  if (next !== current.get()) apply(next);
}

/** Reads the country once at start and follows `?country=` in later hash changes. */
export function initCountry(): void {
  apply(detectCountry());
  window.addEventListener('hashchange', () => {
    const fromAddress = countryFromAddress();
    if (fromAddress && fromAddress !== current.get()) {
      remember(fromAddress);
      apply(fromAddress);
    }
  });
}

/** For plain modules (the tag manager): called after every change of country. */
export const onCountryChange = current.subscribe;

export interface CountryState {
  country: CountryCode;
  info: CountryInfo;
  setCountry: (next: CountryCode) => void;
}

/** The shopper's country; components re-render when it changes. */
export function useCountry(): CountryState {
  const country = useStore(current);
  return { country, info: COUNTRIES[country], setCountry };
}
