// Hash routing for wouter with the query INSIDE the hash: `#/track?id=AB12` is path `/track`
// and search `id=AB12`. wouter's own useHashLocation returns "/track?id=AB12" as the path (no
// route matches it) and reads useSearch() from the real query, so we supply both hooks here.
// Paths are percent-decoded by wouter before matching (`#/blog/mr%C5%A1avljenje` = `/blog/mršavljenje`).
import { useSyncExternalStore } from 'react';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** false: navigate at once, without the page fade (used for query-only changes). */
  transition?: boolean;
}

const listeners = new Set<() => void>();
const notify = (): void => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('hashchange', notify);
    window.addEventListener('popstate', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('hashchange', notify);
      window.removeEventListener('popstate', notify);
    }
  };
}

/** The hash without its leading "#" and "/", split at the first "?". */
function splitHash(hash: string): [path: string, search: string] {
  const raw = hash.replace(/^#?\/?/, '');
  const at = raw.indexOf('?');
  return at < 0 ? [`/${raw}`, ''] : [`/${raw.slice(0, at)}`, raw.slice(at + 1)];
}

export const currentPath = (): string => splitHash(window.location.hash)[0];
export const currentSearch = (): string => splitHash(window.location.hash)[1];

/** Navigates to an in-app path (may carry a query: "/track?id=AB12"); the query stays in the hash. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const oldURL = window.location.href;
  const url = new URL(oldURL);
  url.hash = `/${to.replace(/^#?\/?/, '')}`;
  if (url.href === oldURL) return;
  window.history[options.replace ? 'replaceState' : 'pushState'](options.state ?? null, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

// The path the HTML was rendered at: what the server renders, and what hydration must render first.
let renderedPath = '/';

/** On the server, the route being rendered; in the browser, the route the server rendered (main.tsx). */
export function setRenderedPath(path: string): void {
  renderedPath = path;
}

/** wouter location hook: [path, navigate]. */
export function useHashLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => renderedPath), navigate];
}

/** wouter search hook: the query inside the hash, without "?". */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** How wouter's <Link> writes its href. */
export const hashHref = (href: string): string => `#${href}`;
