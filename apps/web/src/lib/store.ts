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
}

interface StoreOptions {
  /** Starts watching an outside source when the first listener comes; returns how to stop. */
  watch?: () => () => void;
}

/** `initial` may be a function, read on first use (e.g. from browser storage). */
export function createStore<T>(initial: T | (() => T), options: StoreOptions = {}): Store<T> {
  let value: { current: T } | null = typeof initial === 'function' ? null : { current: initial };
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;

  const get = (): T => (value ??= { current: (initial as () => T)() }).current;
  return {
    get,
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
  return useSyncExternalStore(store.subscribe, read, read);
}
