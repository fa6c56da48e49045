// Account calls (spec §7): shopUsers.f.add (sign-up), shopUsers.f.edit, shopUsers.f.changePassword.
// Browser-safe: names and codes; the schemas are in methods/users.ts.
import { SHOP_CODES } from '../errors.ts';

export const USERS_ADD = 'shopUsers.f.add';
export const USERS_EDIT = 'shopUsers.f.edit';
export const USERS_CHANGE_PASSWORD = 'shopUsers.f.changePassword';

/**
 * Sign-up and edit answers besides VALIDATION_ERROR and PASSWORD_SHORT.
 * - USERNAME_EXISTS: sign-up with an e-mail some account already has. The Username IS the e-mail,
 *   and the account area maps USERNAME_EXISTS to 'Račun sa navedenim emailom postoji'.
 * - EMAIL_EXISTS: shopUsers.f.edit to an e-mail another account has (sign-up never answers it;
 *   checkout treats both codes alike).
 * - PHONE_EXISTS: the phone (compared in E.164) belongs to another account, on sign-up or edit.
 */
export const USER_ERRORS = {
  EMAIL_EXISTS: SHOP_CODES.EMAIL_EXISTS,
  USERNAME_EXISTS: SHOP_CODES.USERNAME_EXISTS,
  PHONE_EXISTS: SHOP_CODES.PHONE_EXISTS,
  PASSWORD_SHORT: SHOP_CODES.PASSWORD_SHORT,
  CURRENT_PASSWORD_REQUIRED: SHOP_CODES.CURRENT_PASSWORD_REQUIRED,
} as const;
