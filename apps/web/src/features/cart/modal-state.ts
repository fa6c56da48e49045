// Whether the slide-in cart panel is open: opened by the header button and by "add to cart".
import { createStore, useStore } from '../../lib/store.ts';

const open = createStore(false);

export const openCart = (): void => open.set(true);
export const closeCart = (): void => open.set(false);
export const useCartOpen = (): boolean => useStore(open);
