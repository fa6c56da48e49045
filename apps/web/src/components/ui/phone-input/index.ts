// The shared phone input (docs/product.md §5): account sign-up and settings, checkout, quiz, club.
export { PhoneInput, type PhoneInputProps } from './PhoneInput.tsx';
export { PHONE_COUNTRIES, COUNTRY_NAMES, DIAL_CODES, type PhoneCountry } from './countries.ts';
