// The cart (docs/product.md §3–4): a list of { ID, quantity } held in memory and in browser storage under
// `cart`, replaced wholesale on every update (never mutated in place), so React sees each change.
// Other tabs follow through the `storage` event. Prices are never stored: see lines.ts.
import { CART_STORAGE_KEY } from '@zdravo/contract';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import { createStore, useStore } from '../../lib/store.ts';
import { clampQuantity, parseStoredCart, sanitizeCart, type CartItem } from './sanitize.ts';

function read(): readonly CartItem[] {
  const raw = readStorage(CART_STORAGE_KEY);
  const parsed = parseStoredCart(raw);
  const clean = parsed ?? [];
  // A corrupt or foreign value is replaced by the clean one, so it cannot trouble the next visit.
  if (raw !== null && raw !== JSON.stringify(clean)) writeStorage(CART_STORAGE_KEY, JSON.stringify(clean));
  return clean;
}

// Other tabs' changes arrive as `storage` events, watched while anything listens. The server renders
// an empty cart; the stored one shows right after hydration.
const EMPTY: readonly CartItem[] = [];
const cart = createStore<readonly CartItem[]>(read, {
  serverValue: () => EMPTY,
  watch: () => {
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

function onStorage(event: StorageEvent): void {
  if (event.key === CART_STORAGE_KEY || event.key === null) cart.set(read());
}

/** The current lines (the same array until the next change). */
const getCart = cart.get;

/** Replaces the whole cart: cleaned, stored, announced. */
function setCart(next: readonly CartItem[]): void {
  const clean = sanitizeCart(next);
  writeStorage(CART_STORAGE_KEY, JSON.stringify(clean));
  cart.set(clean);
}

export const clearCart = (): void => setCart([]);

export function addToCart(id: number, quantity = 1): void {
  const cart = getCart();
  const found = cart.some((line) => line.ID === id);
  setCart(
    found
      ? cart.map((l) => (l.ID === id ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l))
      : [...cart, { ID: id, quantity }],
  );
}

/** Never below 1 (docs/product.md §4): removing is its own action. */
export function setQuantity(id: number, quantity: number): void {
  setCart(getCart().map((l) => (l.ID === id ? { ...l, quantity: clampQuantity(quantity) } : l)));
}

export function removeFromCart(id: number): void {
  setCart(getCart().filter((l) => l.ID !== id));
}

/** Drops lines whose offer the catalog does not know (spec: unknown offer IDs are removed). */
export function keepKnown(knownIds: ReadonlySet<number>): void {
  const cart = getCart();
  if (cart.some((l) => !knownIds.has(l.ID))) setCart(cart.filter((l) => knownIds.has(l.ID)));
}

export const useCart = (): readonly CartItem[] => useStore(cart);

/** Units in the lines (2 × A and 1 × B: 3): the header's badge, the checkout's rule of a non-empty order. */
export const countUnits = (lines: readonly { quantity: number }[]): number => lines.reduce((n, l) => n + l.quantity, 0);
