// Session calls (spec §7): auth.loginShop, auth.logout, auth.checkLogin, auth.generateToken,
// auth.resetPassword. The browser imports the TYPES and the method names from here; the zod
// schemas are for the server.
import { z } from 'zod';
import { RPC_CODES } from '@zdravo/rpc';
import { SHOP_CODES } from '../errors.ts';
import { safeString } from './common.ts';

export const AUTH_LOGIN_SHOP = 'auth.loginShop';
export const AUTH_LOGOUT = 'auth.logout';
export const AUTH_CHECK_LOGIN = 'auth.checkLogin';
export const AUTH_GENERATE_TOKEN = 'auth.generateToken';
export const AUTH_RESET_PASSWORD = 'auth.resetPassword';

/**
 * Error codes of the account calls, besides the protocol's (VALIDATION_ERROR, UNAUTHORIZED,
 * RATE_LIMITED). One code for every wrong credential and one for every bad reset code, so an
 * answer never tells whether an account exists.
 */
export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: SHOP_CODES.INVALID_CREDENTIALS,
  INVALID_TOKEN: SHOP_CODES.INVALID_TOKEN,
  /** Too many attempts: answered before any password hashing. */
  RATE_LIMITED: RPC_CODES.RATE_LIMITED,
  PASSWORD_SHORT: SHOP_CODES.PASSWORD_SHORT,
} as const;

// Upper bounds only keep absurd payloads out; the spec's rules (validation.ts) are applied by the handlers.
const identifier = safeString(320).trim().min(1);
const secret = safeString(1024);

/** `username` is the e-mail or the phone number (local numbers are read in the shop country's code). */
export const loginShopParams = z.object({ username: identifier, password: secret });
export type LoginShopParams = z.infer<typeof loginShopParams>;

export const authNoParams = z.object({});

/** `Email` holds an e-mail or a phone number (spec §3). Always answers ok. */
export const generateTokenParams = z.object({ Email: identifier });
export type GenerateTokenParams = z.infer<typeof generateTokenParams>;

export const resetPasswordParams = z.object({
  Email: identifier,
  /** The 6-digit code; spaces a person may type between digits are ignored. */
  Token: safeString(32),
  NewPassword: secret,
});
export type ResetPasswordParams = z.infer<typeof resetPasswordParams>;

/** The logged-in user (spec §3). Username is the e-mail; names are '' when not given; phone in E.164. */
export interface UserInfo {
  FirstName: string;
  LastName: string;
  Username: string;
  PhoneNumber: string;
  Email: string;
}

/** Reset codes (DESIGN.md §5): 6 digits, 10 minutes, 5 tries, single use. */
export const RESET_CODE = { digits: 6, ttlMinutes: 10, maxAttempts: 5 } as const;
