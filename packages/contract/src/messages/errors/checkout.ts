// The checkout's error messages (docs/product.md §8, checkout wording).
// One file per part of the table (messages/errors.ts), so a screen's chunk carries only its own texts.
import { checkoutTexts as checkout } from '../orders.ts';
import { listingTexts } from '../catalog-listing.ts';
import { FIELD_MESSAGES_ONLY, type ErrorArea } from './area.ts';

/** The checkout's login form (docs/product.md §8, checkout wording). */
export const checkoutLoginErrors = {
  default: checkout.loginFailed,
  RPC_CLIENT_ERROR: checkout.signupFailed,
  RATE_LIMITED: checkout.signupFailed,
} satisfies ErrorArea;

/** The checkout's create-profile form (docs/product.md §8, checkout wording). */
export const checkoutSignUpErrors = {
  default: checkout.signupFailed,
  USERNAME_EXISTS: checkout.signupEmailExists,
  EMAIL_EXISTS: checkout.signupEmailExists,
  PHONE_EXISTS: checkout.signupPhoneExists,
  PASSWORD_SHORT: checkout.signupPasswordShort,
  VALIDATION_ERROR: FIELD_MESSAGES_ONLY,
} satisfies ErrorArea;

/** Placing the order (docs/product.md §8: the other server codes of order creation are not shown). */
export const orderErrors = {
  default: checkout.orderFailed,
  OFFER_NOT_AVAILABLE: listingTexts.orderNotAvailable,
} satisfies ErrorArea;

/** The checkout could not load the cart's current prices. */
export const checkoutPricesErrors = {
  default: checkout.cartLoadFailed,
  OFFER_NOT_AVAILABLE: listingTexts.orderNotAvailable,
} satisfies ErrorArea;
