// Taps on a button between the first paint and the moment the page works (hydration): the page's
// first script (boot.ts) keeps them instead of letting them vanish — or, for a submit button, letting
// the browser send the form the old way — and they are replayed here, each as soon as React has
// taken its button over. Links are left alone: their real hrefs already work before hydration.
// Taps are kept until the part of the page holding the button is hydrated: before that, React drops
// a click on a part whose code has not arrived yet (the screen, a lazy section of it).
//
// How we know, with React's public API only: the root's own effect runs once the root is hydrated,
// and a part that hydrates later says so from an effect of its own (lib/hydration-parts.ts); a kept
// button is replayed once the root and each part around it is hydrated.
// docs/decisions/017-first-paint-html.md.
import { useEffect } from 'react';
import {
  arePartsAroundHydrated,
  HYDRATION_PART,
  isPartHydrated,
  SCREEN_PART,
  useHydratedPart,
} from '../lib/hydration-parts.ts';

export interface EarlyTaps {
  buttons: HTMLElement[];
  /** True while a kept tap is replayed, so the first script lets it through. */
  passing: boolean;
  /** Stops keeping taps (React handles them from now on). */
  stop(): void;
}

declare global {
  interface Window {
    __zdravoEarlyTaps?: EarlyTaps;
  }
}

/** Past this, taps are no longer kept, and a kept one whose button never came to life is forgotten. */
const GIVE_UP_MS = 10_000;

/** At the root, once it is hydrated: replays the kept taps in order, each once its button is hydrated. */
export function useReplayEarlyTaps(): void {
  useEffect(() => {
    const taps = window.__zdravoEarlyTaps;
    if (!taps) return;
    const started = performance.now();
    const replay = () => {
      // In the order they were made, one a frame: React renders what a tap changed before the next
      // one runs (a tap on "more" then on "add to cart" adds two, not the one the stale state says).
      taps.buttons = taps.buttons.filter((button) => button.isConnected);
      const next = taps.buttons[0];
      if (next && arePartsAroundHydrated(next)) {
        taps.buttons.shift();
        taps.passing = true;
        next.click();
        taps.passing = false;
      }
      // Kept until every part of the page is hydrated: a lazy section (an offer's reviews) hydrates
      // after the screen, and a tap on it in between would be dropped.
      const pending = [...document.querySelectorAll(`[${HYDRATION_PART}]`)].some(
        (part) => !isPartHydrated(part.getAttribute(HYDRATION_PART) ?? ''),
      );
      const waiting = taps.buttons.length > 0 || !isPartHydrated(SCREEN_PART) || pending;
      if (waiting && performance.now() - started < GIVE_UP_MS) {
        requestAnimationFrame(replay);
        return;
      }
      taps.stop();
      window.__zdravoEarlyTaps = undefined;
    };
    replay();
  }, []);
}

/** Inside the screens' Suspense boundary: the screen works, so new taps go straight to React. */
export const useScreenHydrated = (): void => useHydratedPart(SCREEN_PART);
