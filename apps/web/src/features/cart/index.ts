// Public face of the cart (docs/product.md §3–4), for the header, the offer page and the checkout:
//   useCart() / getCart()  — the { ID, quantity } lines;   setCart(lines) replaces them wholesale;
//   clearCart() after an order;  addToCart / setQuantity / removeFromCart;
//   useCartLines()         — lines joined with the server's prices of the current country, and the count;
//   useCartQuote(lines)    — the cart priced by the server as the order will be (components/ui/QuoteSums shows it);
//   openCart() / closeCart() — the slide-in panel.
export type { CartItem } from './sanitize.ts';
export { addToCart, clearCart, useCart, countUnits } from './store.ts';
export { useCartLines, type CartLine } from './lines.ts';
export { useCartQuote } from './quote.ts';
export { openCart } from './modal-state.ts';
export { HeaderCartButton } from './HeaderCartButton.tsx';
