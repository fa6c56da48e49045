// The shared phone input (docs/product.md §5): account sign-up and settings, checkout, quiz, club.
export { PhoneInput } from './PhoneInput.tsx';
