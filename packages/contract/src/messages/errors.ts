// The one table from an error code to the shopper's message, per screen area where the spec's texts
// differ (docs/product.md §8: the account area and checkout word the same code differently). A screen asks
// `errorText(area, code)` (web: `useErrorText(area)`), never a switch of its own. Each area names the
// codes it words itself and a `default` for every other code.
//
// The areas live in messages/errors/, one file per part of the shop, each importing only its message
// module: a screen imports its area from there, so its chunk carries only those texts (one module
// holding every area put every message module in every screen's first load, decision 036).
// This file gathers them by name (ERROR_TABLE) for tests and for readers.
import {
  accountLoginErrors,
  accountSignUpErrors,
  accountSaveErrors,
  accountPasswordErrors,
  accountFetchErrors,
  passwordResetErrors,
} from './errors/account.ts';
import { retryingErrors } from './errors/retrying.ts';
import { accountDeleteErrors, withdrawalErrors } from './errors/account-rights.ts';
import { checkoutLoginErrors, checkoutSignUpErrors, orderErrors, checkoutPricesErrors } from './errors/checkout.ts';
import { catalogLoadErrors } from './errors/catalog.ts';
import { quizEmailErrors } from './errors/quiz.ts';
import { reviewSaveErrors, reviewPhotoErrors } from './errors/review.ts';
import type { ErrorArea } from './errors/area.ts';

export { errorText, FIELD_MESSAGES_ONLY, type ErrorArea } from './errors/area.ts';
export * from './errors/account.ts';
export * from './errors/account-rights.ts';
export * from './errors/retrying.ts';
export * from './errors/checkout.ts';
export * from './errors/catalog.ts';
export * from './errors/quiz.ts';
export * from './errors/review.ts';

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
