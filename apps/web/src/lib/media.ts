import { BREAKPOINTS } from '@zdravo/contract';

/** Phone layout: width ≤ 1020 px (docs/product.md §9). */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.phoneMenuMax}px)`;

export const prefersReducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
