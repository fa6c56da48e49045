// What the agent's last save said, carried to the screen that opens after it (the next call, or the
// queue): a saved call opens the next lead at once, so without it the agent would never see that the
// save went through or what a merge made of the parcel. Only this browser tab's; replaced by the next save.
import { useSyncExternalStore } from 'react';

let said: string | null = null;
const listeners = new Set<() => void>();

export function announceSaved(text: string): void {
  said = text;
  for (const listener of listeners) listener();
}

/** The last save's words, or null before the first save in this tab. */
export function useLastSaved(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => said,
    () => null,
  );
}
