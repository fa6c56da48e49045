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
  for (
    let node = element.closest(`[${HYDRATION_PART}]`);
    node;
    node = node.parentElement?.closest(`[${HYDRATION_PART}]`) ?? null
  ) {
    if (!hydratedParts.has(node.getAttribute(HYDRATION_PART) ?? '')) return false;
  }
  return true;
}

/**
 * On `<html>` once the screen and every part the page holds work (the browser tests wait for it rather
 * than for a quiet network). A part that comes later (a lazy section) takes it until it works too.
 */
const HYDRATED_MARKER = 'data-hydrated';

function markWhetherAllHydrated(): void {
  const parts = [...document.querySelectorAll(`[${HYDRATION_PART}]`)].map(
    (el) => el.getAttribute(HYDRATION_PART) ?? '',
  );
  const all = hydratedParts.has(SCREEN_PART) && parts.every((part) => hydratedParts.has(part));
  document.documentElement.toggleAttribute(HYDRATED_MARKER, all);
}

/** Called inside a part's Suspense boundary: from its effect on, the part works. */
export function useHydratedPart(name: string): void {
  useEffect(() => {
    hydratedParts.add(name);
    markWhetherAllHydrated();
  }, [name]);
}
