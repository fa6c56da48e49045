// Slot of the header: the cart button and its slide-in panel live in the cart feature.
export { HeaderCartButton } from '../../features/cart/index.ts';
