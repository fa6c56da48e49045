// One way to ask for data in an effect: an answer belongs to the key it was asked for, and one that
// arrives after the component left is dropped. While a new key is asked, the last answer stays
// readable (a list may stay on screen while it reloads) and `settled` says whether it is current.
import { useEffect, useState } from 'react';

export interface QueryOptions<T> {
  /** Asks again after this many ms while it answers a number (e.g. no connection); null: done. */
  retryAfterMs?: (answer: T) => number | null;
}

export interface Query<T> {
  /** The latest answer (of this key, or of the one before while this one is asked); undefined before any. */
  value: T | undefined;
  /** True once `value` is the answer for the current key. */
  settled: boolean;
}

/**
 * Asks `load` whenever `key` changes (a null key asks nothing). The key names everything the query
 * depends on: `load` is read when the key changes, so it may close over those values.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>, options: QueryOptions<T> = {}): Query<T> {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      void load().then((value) => {
        if (!live) return;
        const wait = options.retryAfterMs?.(value) ?? null;
        if (wait === null) setAnswer({ key, value });
        else retry = setTimeout(ask, wait);
      });
    ask();
    return () => {
      live = false;
      clearTimeout(retry);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the query's identity: load and options are read when it changes (see the comment above)
  }, [key]);
  return { value: answer?.value, settled: answer !== null && answer.key === key };
}
