import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `track` once each time `key` becomes a new non-null value: a screen reports what it shows
 * once it has loaded (the key names it: country, list, product), not on every render.
 */
export function useTrackOnce(key: string | null, track: () => void): void {
  const fire = useEffectEvent(track);
  useEffect(() => {
    if (key !== null) fire();
  }, [key]);
}
