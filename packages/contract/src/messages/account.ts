// Texts of the account area: login and register, password reset, account, and the reset-code
// message the server sends. The spec's messages (§5, §8) are quoted verbatim in their account-area
// wording; where the spec gives an RS spelling, or a text reads ijekavian, RS gets its ekavian form.
import type { Text } from '../text.ts';
import type { AccountRuleKey } from '../validation.ts';
import { connectionMessages } from './connection.ts';
import { fieldLabels } from './fields.ts';
import accountRuleJson from './texts/account-rule.json' with { type: 'json' };
import accountErrorJson from './texts/account-error.json' with { type: 'json' };
import accountJson from './texts/account.json' with { type: 'json' };

/** The messages of the rules in validation.ts (docs/product.md §5), keyed by the rule's key. */
export const accountRuleMessages = accountRuleJson satisfies Record<AccountRuleKey, Text>;

/** Server answers shown in the account area (docs/product.md §8). */
export const accountErrorMessages = {
  ...accountErrorJson,
  // Any screen that waits for the server shows it, so it is apart (connection.ts).
  connectionLost: connectionMessages.connectionLost,
} satisfies Record<string, Text>;

/** The header's account link lives in its own module: the first-load bundle must not carry this file. */
export { accountHeaderMessages } from './account-header.ts';

/** The eye button of every password field, wherever the field stands. */
export const passwordRevealMessages = {
  showPassword: 'Prikaži lozinku',
  hidePassword: 'Sakrij lozinku',
} satisfies Record<string, Text>;

/**
 * Notes on texts/account.json:
 * - from `loginHeading` on: Placeholders the web shell used before the screens existed (kept so nothing breaks).
 * - from `loginTitle` on: Login and register.
 * - from `tabOrders` on: Account.
 * - from `emailOrPhone` on: Forgot password.
 * - from `resetMailSubject` on: The reset code, as e-mail and SMS ({shop}, {code}, {minutes}).
 */
export const accountMessages = {
  ...accountJson,
  ...fieldLabels,
} satisfies Record<string, Text>;
