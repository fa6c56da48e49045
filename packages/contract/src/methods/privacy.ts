// Privacy calls: recording a consent choice as proof (shopConsents.add), and the account holder's
// data rights (docs/product.md §7): shopUsers.f.exportData (no params) and shopUsers.f.delete {password},
// both for the logged-in shopper only. The schemas, for the server; the browser's part is types/privacy.ts.
import { z } from 'zod';
import { CONSENT_CHOICES, CONSENT_ID_PATTERN } from '../consent.ts';
import { safeString } from './common.ts';

export * from '../types/privacy.ts';

/** One choice of one browser: stored with the time, the shop country and — when logged in — the account. */
export const consentsAddParams = z.object({
  consentId: z.string().regex(CONSENT_ID_PATTERN, 'consentId'),
  analytics: z.boolean(),
  marketing: z.boolean(),
  policyVersion: z.number().int().min(1).max(10_000),
  choice: z.enum(CONSENT_CHOICES),
});
export type ConsentsAddParams = z.infer<typeof consentsAddParams>;

export const usersExportDataParams = z.object({});

/**
 * Deleting the account needs its password (a borrowed session must not end someone's account).
 * Answers: ok (null), INVALID_CREDENTIALS for a wrong password, RATE_LIMITED after the login
 * limit's run of wrong passwords (the same counter as logins).
 */
export const usersDeleteParams = z.object({ password: safeString(1024) });
export type UsersDeleteParams = z.infer<typeof usersDeleteParams>;
