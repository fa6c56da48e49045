// Taps on a button between the first paint and the moment the page works (hydration): the page's
// first script (boot.ts) keeps them instead of letting them vanish — or, for a submit button, letting
// the browser send the form the old way — and they are replayed here once React has taken the page
// over. Links are left alone: their real hrefs already work before hydration.
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

/** Replays the kept taps on the buttons still in the page, once, after hydration. */
export function useReplayEarlyTaps(): void {
  useEffect(() => {
    const early = window.__zdravoEarlyTaps;
    if (!early) return;
    window.__zdravoEarlyTaps = undefined;
    early.stop();
    for (const button of early.buttons) if (button.isConnected) button.click();
  }, []);
}
