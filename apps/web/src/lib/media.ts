import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@zdravo/contract';

/** Live result of a CSS media query. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phone layout: width ≤ 1020 px (docs/product.md §9). */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.phoneMenuMax}px)`;

export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
