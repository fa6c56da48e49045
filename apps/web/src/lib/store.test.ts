import { describe, expect, it } from 'vitest';
import { createStore } from './store.ts';

describe('createStore', () => {
  it('tells its listeners of a change, not of the same value again, and stops telling after unsubscribe', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set(2);
    store.set(3);
    stop();
    store.set(4);
    expect(seen).toEqual([2, 3]);
    expect(store.get()).toBe(4);
  });

  it('reads a lazy initial value on first use, and watches an outside source only while someone listens', () => {
    let reads = 0;
    let watching = 0;
    const store = createStore(() => ++reads, { watch: () => (watching++, () => watching--) });
    expect(reads).toBe(0);
    expect(store.get()).toBe(1);
    expect(store.get()).toBe(1);
    const a = store.subscribe(() => {});
    const b = store.subscribe(() => {});
    expect(watching).toBe(1);
    a();
    expect(watching).toBe(1);
    b();
    expect(watching).toBe(0);
  });

  it('hydrates with what the server rendered, not with what the browser learned meanwhile', () => {
    const login = createStore<{ isLoggedIn: boolean | null }>({ isLoggedIn: null });
    login.set({ isLoggedIn: true }); // a login check answered before hydration reached the header
    expect(login.getServer()).toEqual({ isLoggedIn: null });
    expect(login.get()).toEqual({ isLoggedIn: true });
    const empty: readonly number[] = [];
    const stored = createStore(() => [1, 2], { serverValue: () => empty });
    expect(stored.getServer()).toBe(stored.getServer()); // the same object every time (React compares it)
    expect(stored.get()).toEqual([1, 2]);
  });
});
