// Parts of the server-rendered page that hydrate after the root: a Suspense boundary's content (the
// routed screen, a lazy section of it). The server's HTML names each on an element around all of it
// (`data-hydration-part`), and the part says from an effect of its own that it is hydrated — React's
// public API only (an effect runs once its component's tree is hydrated and committed). The page's
// early taps (app/early-taps.ts) wait for the parts around a kept button.
import { useEffect } from 'react';

/** The attribute naming a part that hydrates after the root, on an element around all of it. */
export const HYDRATION_PART = 'data-hydration-part';
/** The routed screen's part (the element around the screens' Suspense boundary). */
export const SCREEN_PART = 'screen';

const hydratedParts = new Set<string>();

export const isPartHydrated = (name: string): boolean => hydratedParts.has(name);

/** Every part around an element is hydrated (true for an element in none: the root's own). */
export function arePartsAroundHydrated(element: Element): boolean {
  for (let node = element.closest(`[${HYDRATION_PART}]`); node; node = node.parentElement?.closest(`[${HYDRATION_PART}]`) ?? null) {
    if (!hydratedParts.has(node.getAttribute(HYDRATION_PART) ?? '')) return false;
  }
  return true;
}

/** Called inside a part's Suspense boundary: from its effect on, the part works. */
export function useHydratedPart(name: string): void {
  useEffect(() => {
    hydratedParts.add(name);
  }, [name]);
}
