// The page arrives as server-rendered HTML and is hydrated (main.tsx, docs/decisions/012): the
// first render in the browser must match what the server rendered. What only the browser knows
// (the stored cart, the consent choice, the viewport) is shown from the second render on.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and during hydration, true from then on (and at once on a fresh render). */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
