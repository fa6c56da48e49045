// One small external store for the state plain modules and React share (the cart, the country, the
// login state, consent, the page phase): a value, its listeners, and a hook that re-renders on change.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  /** The current value (the same object until the next change). */
  get(): T;
  /** Replaces the value and tells every listener; the same value again tells nobody. */
  set(next: T): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The value the server rendered with: hydration starts from it (see StoreOptions.serverValue). */
  getServer(): T;
}

interface StoreOptions<T> {
  /** Starts watching an outside source when the first listener comes; returns how to stop. */
  watch?: () => () => void;
  /**
   * What the server's HTML was rendered with: hydration renders with it, and the browser's own value
   * follows in the next render. Default: a constant `initial` (the login state the server never
   * knows, a closed panel); give it for a value read from browser storage, or one the server set.
   * It must answer the same object every time (React compares it).
   */
  serverValue?: () => T;
}

/** `initial` may be a function, read on first use (e.g. from browser storage). */
export function createStore<T>(initial: T | (() => T), options: StoreOptions<T> = {}): Store<T> {
  let value: { current: T } | null = typeof initial === 'function' ? null : { current: initial };
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;

  const get = (): T => (value ??= { current: (initial as () => T)() }).current;
  // Not the current value: by the time a slice of hydration renders, the browser may already know
  // more (a login check answered), and text that differs from the server's HTML breaks hydration.
  const serverValue = options.serverValue ?? (typeof initial === 'function' ? get : () => initial as T);
  return {
    get,
    getServer: serverValue,
    set(next) {
      if (value && Object.is(value.current, next)) return;
      value = { current: next };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      if (listeners.size === 0) stopWatching = options.watch?.();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}

/** The store's value (or the part `select` picks) in a component, re-rendered when it changes. */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, P>(store: Store<T>, select: (value: T) => P): P;
export function useStore<T, P>(store: Store<T>, select?: (value: T) => P): T | P {
  const read: () => T | P = select ? () => select(store.get()) : store.get;
  const readServer: () => T | P = select ? () => select(store.getServer()) : store.getServer;
  return useSyncExternalStore(store.subscribe, read, readServer);
}
