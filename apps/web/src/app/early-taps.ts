// Taps on a button between the first paint and the moment the page works (hydration): the page's
// first script (boot.ts) keeps them instead of letting them vanish — or, for a submit button, letting
// the browser send the form the old way — and they are replayed here, each as soon as React has
// taken its button over. Links are left alone: their real hrefs already work before hydration.
import { useEffect } from 'react';

export interface EarlyTaps {
  buttons: HTMLElement[];
  /** Stops keeping taps (React handles them from now on). */
  stop(): void;
}

declare global {
  interface Window {
    __zdravoEarlyTaps?: EarlyTaps;
  }
}

/** Past this, a kept tap whose button never came to life is forgotten. */
const GIVE_UP_MS = 10_000;

// React marks a node it has taken over with its props (a long-stable internal key). A click on a
// button still waiting for its screen's code would be dropped by React, so it waits for the mark.
const isHydrated = (node: Element): boolean => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/** At the root, once it is hydrated: taps go to React from now on; the kept ones are replayed. */
export function useReplayEarlyTaps(): void {
  useEffect(() => {
    const taps = window.__zdravoEarlyTaps;
    if (!taps) return;
    window.__zdravoEarlyTaps = undefined;
    taps.stop();
    let pending = taps.buttons;
    const started = performance.now();
    const replay = () => {
      pending = pending.filter((button) => {
        if (!button.isConnected) return false;
        if (!isHydrated(button)) return true;
        button.click();
        return false;
      });
      if (pending.length > 0 && performance.now() - started < GIVE_UP_MS) requestAnimationFrame(replay);
    };
    replay();
  }, []);
}
