// Checking a password under the attempt limits — shared by login and password change.
// Order matters: both limits are looked at BEFORE argon2 runs, and an unknown account is
// verified against a dummy hash so "no such user" and "wrong password" cost the same.
import { fail, type RpcFailure } from '@zdravo/rpc/server';

import { SHOP_CODES, type ErrorCode } from '@zdravo/contract';
import type { ShopContext } from '../../context.ts';
import type { UserRow } from './accounts.ts';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './password.ts';
import { AUTH_LIMITS, hit, isLimited, limitKey, release } from '../../platform/rate-limit.ts';
import { RPC_CODES } from '@zdravo/rpc';

/**
 * `accountKey` counts the attempts on one account (or, for an unknown identifier, on that
 * identifier): it is incremented BEFORE hashing and the CALLER clears it on success (in the
 * transaction that records the success, so a login costs one commit less), so it holds the run of
 * failures and concurrent guesses cannot overshoot it. The per-IP counter counts failures: a slot is
 * reserved before hashing too (so parallel guesses from one address cannot all pass a read-only
 * check) and handed back when the password was right.
 */
export async function checkPassword(
  ctx: ShopContext,
  user: UserRow | undefined,
  accountKey: string,
  password: string,
): Promise<UserRow | RpcFailure<ErrorCode>> {
  const ipKey = limitKey.loginIp(ctx.ip);
  if (await isLimited(ctx.db, ipKey, AUTH_LIMITS.loginIp)) return fail(RPC_CODES.RATE_LIMITED);
  if ((await hit(ctx.db, ipKey, AUTH_LIMITS.loginIp)) > AUTH_LIMITS.loginIp.max) return fail(RPC_CODES.RATE_LIMITED);
  const attempts = await hit(ctx.db, accountKey, AUTH_LIMITS.loginAccount);
  if (attempts > AUTH_LIMITS.loginAccount.max) return fail(RPC_CODES.RATE_LIMITED);

  const ok = user ? await verifyPassword(user.password_hash, password) : await verifyDummy(password);
  if (!user || !ok) return fail(SHOP_CODES.INVALID_CREDENTIALS);
  await release(ctx.db, ipKey);
  if (needsRehash(user.password_hash)) {
    // Parameters were raised since this hash was made: upgrade it now that we hold the password.
    const password_hash = await hashPassword(password);
    await ctx.db.updateTable('users').set({ password_hash }).where('id', '=', user.id).execute();
  }
  return user;
}
