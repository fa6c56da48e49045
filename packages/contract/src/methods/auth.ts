// Session calls (docs/product.md §7): auth.loginShop, auth.logout, auth.checkLogin, auth.generateToken,
// auth.resetPassword. The params schemas, for the server; the browser's part is types/auth.ts.
import { z } from 'zod';
import { safeString } from './common.ts';

export * from '../types/auth.ts';

// Upper bounds only keep absurd payloads out; the spec's rules (validation.ts) are applied by the handlers.
const identifier = safeString(320).trim().min(1);
const secret = safeString(1024);

/** `username` is the e-mail or the phone number (local numbers are read in the shop country's code). */
export const loginShopParams = z.object({ username: identifier, password: secret });
export type LoginShopParams = z.infer<typeof loginShopParams>;

export const authNoParams = z.object({});

/** `Email` holds an e-mail or a phone number (docs/product.md §3). Always answers ok. */
export const generateTokenParams = z.object({ Email: identifier });
export type GenerateTokenParams = z.infer<typeof generateTokenParams>;

export const resetPasswordParams = z.object({
  Email: identifier,
  /** The 6-digit code; spaces a person may type between digits are ignored. */
  Token: safeString(32),
  NewPassword: secret,
});
export type ResetPasswordParams = z.infer<typeof resetPasswordParams>;
