// The one table from an error code to the shopper's message, per screen area where the spec's texts
// differ (docs/product.md §8: the account area and checkout word the same code differently). A screen asks
// `errorText(area, code)` (web: `useErrorText(area)`), never a switch of its own. Each area names the
// codes it words itself and a `default` for every other code.
//
// Every area is its own export so a screen's bundle carries only the areas (and message modules) it
// uses; ERROR_TABLE gathers them by name for tests and for readers.
import type { ErrorCode } from '../errors.ts';
import type { Text } from '../text.ts';
import { accountErrorMessages as account } from './account.ts';
import { catalogMessages } from './catalog.ts';
import { dataRightsMessages } from './data-rights.ts';
import { checkoutTexts as checkout } from './orders.ts';
import { quizMessages } from './quiz.ts';
import { withdrawalTexts } from './withdrawal.ts';
import { reviewErrorMessages as review } from './review-errors.ts';

export type ErrorArea = Partial<Record<ErrorCode, Text>> & { default: Text };

/**
 * Where the field messages under the inputs say it all: no message beside them. Screens show a
 * message only when it is not empty.
 */
export const FIELD_MESSAGES_ONLY = '';

/** Login on /login (docs/product.md §8, account area). No answer: the login is retried (docs/product.md §4). */
export const accountLoginErrors = {
  default: account.loginFailed,
  RATE_LIMITED: account.rateLimited,
  RPC_CLIENT_ERROR: account.connectionLost,
} satisfies ErrorArea;

/** Register on /login (docs/product.md §8, account area: other errors read as a failed login). */
export const accountSignUpErrors = {
  default: account.signUpFailed,
  USERNAME_EXISTS: account.signUpEmailExists,
  EMAIL_EXISTS: account.signUpEmailExists,
  PHONE_EXISTS: account.signUpPhoneExists,
  RATE_LIMITED: account.rateLimited,
  RPC_CLIENT_ERROR: account.networkError,
} satisfies ErrorArea;

/** Saving the profile in the account settings. */
export const accountSaveErrors = {
  default: account.saveFailed,
  CURRENT_PASSWORD_REQUIRED: account.currentPasswordRequired,
  INVALID_CREDENTIALS: account.currentPasswordWrong,
  RATE_LIMITED: account.rateLimited,
  EMAIL_EXISTS: account.saveEmailTaken,
  PHONE_EXISTS: account.savePhoneTaken,
} satisfies ErrorArea;

/** Changing the password in the account settings. */
export const accountPasswordErrors = {
  default: account.passwordChangeFailed,
  // A wrong old password is named as such, not as a failed change (issue 26).
  INVALID_CREDENTIALS: account.currentPasswordWrong,
  RATE_LIMITED: account.rateLimited,
} satisfies ErrorArea;

/** The account page's order history could not be loaded. */
export const accountFetchErrors = { default: account.fetchFailed } satisfies ErrorArea;

/** 'Obriši račun': the password confirms it. */
export const accountDeleteErrors = {
  default: dataRightsMessages.failed,
  INVALID_CREDENTIALS: dataRightsMessages.wrongPassword,
  RATE_LIMITED: account.rateLimited,
  RPC_CLIENT_ERROR: account.networkError,
} satisfies ErrorArea;

/** /forgotPassword, both steps. No answer: the screen starts over after a moment. */
export const passwordResetErrors = {
  default: account.resetFailed,
  RPC_CLIENT_ERROR: account.connectionLost,
} satisfies ErrorArea;

/** The note while a page asks the server again after a call got no answer (docs/product.md §4). */
export const retryingErrors = { default: account.connectionLost } satisfies ErrorArea;

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
export const orderErrors = { default: checkout.orderFailed } satisfies ErrorArea;

/** The checkout could not load the cart's current prices. */
export const checkoutPricesErrors = { default: checkout.cartLoadFailed } satisfies ErrorArea;

/** The withdrawal statement ({days} and {guaranteeDays} are filled by the screen). */
export const withdrawalErrors = {
  default: withdrawalTexts.failed,
  WITHDRAWAL_PERIOD_OVER: withdrawalTexts.periodOver,
  ORDER_CLOSED: withdrawalTexts.closed,
} satisfies ErrorArea;

/** The shop list, the bundles, an offer and the landing's best sellers (docs/product.md §8). */
export const catalogLoadErrors = { default: catalogMessages.error } satisfies ErrorArea;

/** The quiz's e-mail step (docs/product.md §5): no mailing group, or no answer at all, reads the spec's one text. */
export const quizEmailErrors = { default: quizMessages.noMailingGroup } satisfies ErrorArea;
/** Sending a review (docs/product.md §8: the save-failure text for everything it does not word itself). */
export const reviewSaveErrors = { default: review.saveFailed, REVIEW_EXISTS: review.exists } satisfies ErrorArea;

/** One photo's upload in the review form. */
export const reviewPhotoErrors = {
  default: review.saveFailed,
  IMAGE_TYPE_NOT_ALLOWED: review.photoType,
  IMAGE_TOO_MANY_PIXELS: review.photoTooBig,
  PAYLOAD_TOO_LARGE: review.photoTooBig,
  IMAGE_UNREADABLE: review.photoUnreadable,
  IMAGE_EMPTY: review.photoFileRequired,
  RATE_LIMITED: review.photoLimit,
  VALIDATION_ERROR: review.photoNameRequired,
} satisfies ErrorArea;

export const ERROR_TABLE = {
  accountLogin: accountLoginErrors,
  accountSignUp: accountSignUpErrors,
  accountSave: accountSaveErrors,
  accountPassword: accountPasswordErrors,
  accountFetch: accountFetchErrors,
  accountDelete: accountDeleteErrors,
  passwordReset: passwordResetErrors,
  retrying: retryingErrors,
  checkoutLogin: checkoutLoginErrors,
  checkoutSignUp: checkoutSignUpErrors,
  order: orderErrors,
  checkoutPrices: checkoutPricesErrors,
  withdrawal: withdrawalErrors,
  catalogLoad: catalogLoadErrors,
  quizEmail: quizEmailErrors,
  reviewSave: reviewSaveErrors,
  reviewPhoto: reviewPhotoErrors,
} satisfies Record<string, ErrorArea>;

export type ErrorAreaName = keyof typeof ERROR_TABLE;

/** The message for `code` in `area`: the area's own wording, else its default. */
export function errorText(area: ErrorArea, code: string): Text {
  return area[code as ErrorCode] ?? area.default;
}
