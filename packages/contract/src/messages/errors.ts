// The one table from an error code to the shopper's message, per screen area where the spec's
// texts differ (spec §8: the account area and checkout word the same code differently). A screen
// asks `errorText(area, code)` (web: `useErrorText(area)`), never a switch of its own. Each area
// names the codes it words itself and a `default` for every other code; RPC_CLIENT_ERROR (no
// connection) has one wording everywhere unless an area overrides it.
import type { ErrorCode } from '../errors.ts';
import type { Text } from '../text.ts';
import { accountErrorMessages } from './account.ts';
import { checkoutTexts } from './orders.ts';
import { reviewErrorMessages as review } from './review-errors.ts';

type AreaTable = Partial<Record<ErrorCode, Text>> & { default: Text };

const connection: Text = accountErrorMessages.networkError;

export const ERROR_TABLE = {
  /** Login and register on /login (spec §8, account area). */
  accountLogin: {
    default: accountErrorMessages.loginFailed,
    RATE_LIMITED: accountErrorMessages.rateLimited,
  },
  accountSignUp: {
    default: accountErrorMessages.signUpFailed,
    USERNAME_EXISTS: accountErrorMessages.signUpEmailExists,
    EMAIL_EXISTS: accountErrorMessages.signUpEmailExists,
    PHONE_EXISTS: accountErrorMessages.signUpPhoneExists,
    RATE_LIMITED: accountErrorMessages.rateLimited,
  },
  accountSave: {
    default: accountErrorMessages.saveFailed,
    CURRENT_PASSWORD_REQUIRED: accountErrorMessages.currentPasswordRequired,
    INVALID_CREDENTIALS: accountErrorMessages.currentPasswordWrong,
    RATE_LIMITED: accountErrorMessages.rateLimited,
    EMAIL_EXISTS: accountErrorMessages.saveEmailTaken,
    PHONE_EXISTS: accountErrorMessages.savePhoneTaken,
  },
  accountPassword: {
    default: accountErrorMessages.passwordChangeFailed,
    RATE_LIMITED: accountErrorMessages.rateLimited,
  },
  accountFetch: { default: accountErrorMessages.fetchFailed },
  passwordReset: { default: accountErrorMessages.resetFailed },
  /** The checkout's login and create-profile forms (spec §8, checkout wording). */
  checkoutLogin: { default: checkoutTexts.loginFailed, RPC_CLIENT_ERROR: checkoutTexts.signupFailed, RATE_LIMITED: checkoutTexts.signupFailed },
  order: { default: checkoutTexts.orderFailed },
  /** Sending a review (spec §8: the save-failure text for everything it does not word itself). */
  reviewSave: { default: review.saveFailed, REVIEW_EXISTS: review.exists },
  /** One photo's upload in the review form. */
  reviewPhoto: {
    default: review.saveFailed,
    IMAGE_TYPE_NOT_ALLOWED: review.photoType,
    IMAGE_TOO_MANY_PIXELS: review.photoTooBig,
    PAYLOAD_TOO_LARGE: review.photoTooBig,
    IMAGE_UNREADABLE: review.photoUnreadable,
    IMAGE_EMPTY: review.photoFileRequired,
    RATE_LIMITED: review.photoLimit,
    VALIDATION_ERROR: review.photoNameRequired,
  },
} satisfies Record<string, AreaTable>;

export type ErrorArea = keyof typeof ERROR_TABLE;

/** The message for `code` in `area`: the area's own wording, else the connection text, else its default. */
export function errorText(area: ErrorArea, code: string): Text {
  const table: AreaTable = ERROR_TABLE[area];
  return table[code as ErrorCode] ?? (code === 'RPC_CLIENT_ERROR' ? connection : table.default);
}
