// The catalog as the browser sees it: offers.f.getAll / offers.f.getSlog per country, fetched once
// per page life and shared by every screen and widget (listing, landing, search, shop menu, cart).
// A switch of country asks again: prices, currency and spelling all follow the country.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { CountryCode } from '@zdravo/contract';
import type { Offer } from '@zdravo/contract';
import type { ParamsOf } from '@zdravo/contract/api';
import type { RpcAnswer } from '@zdravo/rpc';
import { rpc } from './rpc.ts';
import { useCountry } from './country.ts';

export type Resource<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; code: string };

interface Entry<T> {
  state: Resource<T>;
  listeners: Set<() => void>;
  fetch: () => Promise<RpcAnswer<T>>;
  inFlight: boolean;
}

const entries = new Map<string, Entry<unknown>>();

/** A call the page's first script (app/boot.ts) started before the entry arrived. */
interface PrefetchedCall {
  key: string;
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __zdravoPrefetch?: PrefetchedCall;
  }
}

/**
 * The page's first call, started by the inline boot script before the entry arrived (app/boot.ts):
 * used once, for its own key; a failed one is simply asked again the usual way.
 */
function takePrefetched<T>(key: string, fetch: () => Promise<RpcAnswer<T>>): () => Promise<RpcAnswer<T>> {
  const early = typeof window === 'undefined' ? undefined : window.__zdravoPrefetch;
  if (early?.key !== key) return fetch;
  window.__zdravoPrefetch = undefined;
  let used = false;
  return () => {
    if (used) return fetch();
    used = true;
    return (early.answer as Promise<RpcAnswer<T>>).then(
      (answer) => (answer && (answer.status === 'ok' || answer.status === 'error') ? answer : fetch()),
      () => fetch(),
    );
  };
}

function entryFor<T>(key: string, fetch: () => Promise<RpcAnswer<T>>, known?: T): Entry<T> {
  let entry = entries.get(key) as Entry<T> | undefined;
  if (!entry) {
    const state: Resource<T> = known === undefined ? { status: 'loading' } : { status: 'ok', data: known };
    entry = { state, listeners: new Set(), fetch: takePrefetched(key, fetch), inFlight: false };
    entries.set(key, entry as Entry<unknown>);
  }
  return entry;
}

function start<T>(entry: Entry<T>): void {
  if (entry.inFlight || entry.state.status === 'ok') return;
  entry.inFlight = true;
  if (entry.state.status === 'error') publish(entry, { status: 'loading' });
  // rpc.call never rejects: a transport failure is an RPC_CLIENT_ERROR answer.
  void entry.fetch().then((answer) => {
    entry.inFlight = false;
    publish(
      entry,
      answer.status === 'ok' ? { status: 'ok', data: answer.data } : { status: 'error', code: answer.data },
    );
  });
}

function publish<T>(entry: Entry<T>, state: Resource<T>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function useEntry<T>(key: string, fetch: () => Promise<RpcAnswer<T>>, known?: T): [Resource<T>, () => void] {
  const entry = entryFor(key, fetch, known);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entry.state,
    () => entry.state,
  );
  useEffect(() => {
    if (entry.state.status === 'loading') start(entry);
  }, [entry]);
  return [state, useCallback(() => start(entry), [entry])];
}

const getAll = (params: NonNullable<ParamsOf<'offers.f.getAll'>>) => () => rpc.call('offers.f.getAll', params);

/**
 * The store keys of the catalog's calls, and their params: also what the page's first script uses
 * for the call it starts before the entry arrives (entry-server.tsx hands them to the server).
 */
export const offerKeys = {
  all: (country: string) => `${country}|all`,
  slog: (country: string, slog: string) => `${country}|slog|${slog}`,
};
const allKey = offerKeys.all;
export const allParams: NonNullable<ParamsOf<'offers.f.getAll'>> = { includeReviews: true };
export const slogParams = (slog: string): ParamsOf<'offers.f.getSlog'> => ({ Slog: slog, includeReviews: true });

export type OfferListKind = 'all' | 'bundles' | 'top';

const KIND_FILTERS: Record<OfferListKind, NonNullable<ParamsOf<'offers.f.getAll'>>['filters']> = {
  all: undefined,
  bundles: [{ field: 'ChildOffers', op: 'not-eq', value: null }],
  top: [{ field: 'ChildOffers', op: 'eq', value: null }],
};

/**
 * Every offer of the shopper's country, most popular first, with Rating and RatingCount; or only the
 * bundles (ChildOffers not-eq null, as the bundles screen of docs/product.md §7 asks), or only the top-level
 * offers (ChildOffers eq null, as the quiz asks). The second value retries after an error.
 */
export function useOffers(kind: OfferListKind = 'all'): [Resource<Offer[]>, () => void] {
  const { country } = useCountry();
  const filters = KIND_FILTERS[kind];
  const params: NonNullable<ParamsOf<'offers.f.getAll'>> = filters ? { ...allParams, filters } : allParams;
  return useEntry(kind === 'all' ? allKey(country) : `${country}|${kind}`, getAll(params));
}

/** One offer by slug: from the full list when it is here already, else offers.f.getSlog (NOT_FOUND → error). */
export function useOffer(slog: string): [Resource<Offer>, () => void] {
  const { country } = useCountry();
  const all = entries.get(allKey(country))?.state as Resource<Offer[]> | undefined;
  const known = all?.status === 'ok' ? all.data.find((o) => o.Slog === slog) : undefined;
  const fetch = () => rpc.call('offers.f.getSlog', slogParams(slog));
  // Known from the list: ready at the first render (so the server renders it, and hydration matches).
  return useEntry<Offer>(offerKeys.slog(country, slog), fetch, known);
}

/**
 * What a country's catalog the page knows before its first render: on the server, what the page is
 * rendered with; in the browser, the same offers inlined in that page (main.tsx), so hydration sees
 * exactly what the server rendered and asks nothing. `complete`: the full list (the landing, the
 * listings); else only these offers, each as its own slug's answer (an offer's page: the offer and a
 * bundle's parts), and a screen that needs the list asks for it then. Decision 036.
 */
export function seedOffers(country: CountryCode, offers: Offer[], complete: boolean): void {
  // What was known of this country before goes: on the server every render seeds its own catalog,
  // and an offer's entry from an older one (useOffer keeps the first it saw) would render the old
  // price beside the new catalog inlined in the page — text the browser's hydration finds different.
  for (const key of [...entries.keys()]) if (key.startsWith(`${country}|`)) entries.delete(key);
  if (complete) {
    entries.set(allKey(country), {
      state: { status: 'ok', data: offers },
      listeners: new Set(),
      fetch: getAll(allParams),
      inFlight: false,
    });
    return;
  }
  for (const offer of offers) {
    const fetch = () => rpc.call('offers.f.getSlog', slogParams(offer.Slog));
    entries.set(offerKeys.slog(country, offer.Slog), {
      state: { status: 'ok', data: offer },
      listeners: new Set(),
      fetch,
      inFlight: false,
    });
  }
}

/**
 * An offer of the country the page already has, by ID (from the full list, or as its slug's answer);
 * undefined when it has not, or the full list lacks it. Read while rendering: a known answer never changes.
 */
export function knownOffer(country: CountryCode, id: number): Offer | undefined {
  const all = entries.get(allKey(country))?.state as Resource<Offer[]> | undefined;
  if (all?.status === 'ok') return all.data.find((o) => o.ID === id);
  const slogKeys = offerKeys.slog(country, '');
  for (const [key, entry] of entries) {
    const state = entry.state as Resource<Offer>;
    if (key.startsWith(slogKeys) && state.status === 'ok' && state.data.ID === id) return state.data;
  }
  return undefined;
}

/** The keys of a country's catalog still loading: a page rendered on the server must have none (entry-server.tsx). */
export function loadingOfferKeys(country: CountryCode): string[] {
  return [...entries]
    .filter(([key, entry]) => key.startsWith(`${country}|`) && entry.state.status === 'loading')
    .map(([key]) => key);
}

/** For code outside React (the cart): the full list of a country, loading it if needed. */
export function loadOffers(country: CountryCode): Promise<Resource<Offer[]>> {
  const entry = entryFor(allKey(country), getAll(allParams));
  if (entry.state.status === 'ok') return Promise.resolve(entry.state);
  return new Promise((resolve) => {
    const listener = () => {
      if (entry.state.status === 'loading') return;
      entry.listeners.delete(listener);
      resolve(entry.state);
    };
    entry.listeners.add(listener);
    start(entry);
  });
}
