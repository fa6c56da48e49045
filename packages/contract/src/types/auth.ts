// Session calls (docs/product.md §7): auth.loginShop, auth.logout, auth.checkLogin, auth.generateToken,
// auth.resetPassword. Browser-safe: names, types and constants; the schemas are in methods/auth.ts.
// Their codes are the contract's union (errors.ts): one code for every wrong credential and one for
// every bad reset code, so an answer never tells whether an account exists.

/** The logged-in user (docs/product.md §3). Username is the e-mail; names are '' when not given; phone in E.164. */
export interface UserInfo {
  FirstName: string;
  LastName: string;
  Username: string;
  PhoneNumber: string;
  /** The same number grouped as the country writes it ("+385 91 234 5678"), for the shopper to read. */
  PhoneDisplay: string;
  Email: string;
}

/** Reset codes (docs/architecture.md §5): 6 digits, 10 minutes, 5 tries, single use. */
export const RESET_CODE = { digits: 6, ttlMinutes: 10, maxAttempts: 5 } as const;
