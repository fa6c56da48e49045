// The account area's error messages (docs/product.md §8, account wording): login, register, settings,
// the password reset.
// One file per part of the table (messages/errors.ts), so a screen's chunk carries only its own texts.
import { accountErrorMessages as account } from '../account.ts';
import type { ErrorArea } from './area.ts';

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
  // A wrong old password is named as such, not as a failed change.
  INVALID_CREDENTIALS: account.currentPasswordWrong,
  RATE_LIMITED: account.rateLimited,
} satisfies ErrorArea;

/** The account page's order history could not be loaded. */
export const accountFetchErrors = { default: account.fetchFailed } satisfies ErrorArea;

/** /forgotPassword, both steps. No answer: the screen starts over after a moment. */
export const passwordResetErrors = {
  default: account.resetFailed,
  RPC_CLIENT_ERROR: account.connectionLost,
} satisfies ErrorArea;
