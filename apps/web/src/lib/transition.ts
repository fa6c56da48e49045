// Page transitions (docs/product.md §2, §9): fade out 300 ms, navigate, scroll to the top, fade in.
// Wired into wouter as `aroundNav`, so <Link> and useLocation()'s navigate get it for free;
// useTransitionNavigate() is the hook for buttons. Reduced motion: navigate at once.
import { useCallback } from 'react';
import { PAGE_FADE_MS } from '@zdravo/contract';
import { prefersReducedMotion } from './media.ts';
import { createStore, useStore } from './store.ts';
import { currentPath, navigate as hashNavigate, type NavigateOptions } from './hash-location.ts';

/** 'out': the page is fading out; 'idle': shown (the CSS fades it back in). */
export type PagePhase = 'idle' | 'out';

const phase = createStore<PagePhase>('idle');
let pending: ReturnType<typeof setTimeout> | undefined;
let preload: (path: string) => void = () => {};
const setPhase = phase.set;

/** The route table registers how to start loading a path's screen during the fade-out. */
export function setRoutePreloader(fn: (path: string) => void): void {
  preload = fn;
}

function arrive(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

type Navigate = (to: string, options?: NavigateOptions) => void;

function samePath(a: string, b: string): boolean {
  try {
    return decodeURI(a).toLowerCase() === decodeURI(b).toLowerCase();
  } catch {
    return a === b;
  }
}

/** wouter's aroundNav: runs every navigation through the fade. */
export function transitionAroundNav(navigate: Navigate, to: string, options?: NavigateOptions): void {
  clearTimeout(pending);
  const targetPath = `/${to.replace(/^#?\/?/, '')}`.split('?')[0] ?? '/';
  const samePage = samePath(targetPath, currentPath());
  if (options?.transition === false || samePage || prefersReducedMotion()) {
    navigate(to, options);
    setPhase('idle');
    // A query-only change (transition: false on the same page) keeps the scroll position.
    const keepScroll = samePage && options?.transition === false;
    if (!keepScroll) arrive();
    return;
  }
  preload(targetPath);
  setPhase('out');
  pending = setTimeout(() => {
    navigate(to, options);
    arrive();
    setPhase('idle');
  }, PAGE_FADE_MS);
}

/** The page's fade phase, for the <main> element's data-phase. */
export const usePagePhase = (): PagePhase => useStore(phase);

/** navigate(to) with the page fade: for buttons and code; links use wouter's <Link>. */
export function useTransitionNavigate(): (to: string, options?: NavigateOptions) => void {
  return useCallback((to: string, options?: NavigateOptions) => transitionAroundNav(hashNavigate, to, options), []);
}
