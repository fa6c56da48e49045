// auth.* (docs/product.md §7): login, logout, login check, reset code, reset.
import { defineMethod, fail, RpcFailure } from '@zdravo/rpc/server';
import { isPasswordLength, SHOP_CODES } from '@zdravo/contract';
import { authNoParams, generateTokenParams, loginShopParams, resetPasswordParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { normalizeIdentifier, toUserInfo, userById, userByIdentifier } from './accounts.ts';
import { checkPassword } from './credentials.ts';
import { hashPassword } from './password.ts';
import { AUTH_LIMITS, clearLimit, hit, isKnownAddress, limitKey, markKnownAddress } from '../../platform/rate-limit.ts';
import { consumeResetCode, issueResetCode, matchResetCode } from './reset.ts';
import { endSession, endUserSessions, startSession } from './session.ts';
import { loggedInMethod, type AreaMethods, type LoggedInContext } from '../shop-method.ts';
import { RPC_CODES } from '@zdravo/rpc';

const sessionScope = (ctx: ShopContext) => ({ db: ctx.db, req: ctx.req, reply: ctx.reply });

export function authMethods(): AreaMethods<
  'auth.loginShop' | 'auth.logout' | 'auth.checkLogin' | 'auth.generateToken' | 'auth.resetPassword'
> {
  return {
    'auth.loginShop': defineMethod({
      alone: true, // changes who the batch's other calls act for
      params: loginShopParams,
      handler: async (params, ctx: ShopContext) => {
        const id = normalizeIdentifier(params.username, ctx.country);
        const user = await userByIdentifier(ctx.db, id);
        // A stranger's wrong guesses must not lock the owner out: from an address the owner logged in
        // from before, failures count against that address's own budget, not the account's.
        const known = user ? await isKnownAddress(ctx.db, limitKey.knownAddress(user.id, ctx.ip)) : false;
        const accountKey = !user
          ? limitKey.loginIdentifier(id?.value ?? params.username.toLowerCase())
          : known
            ? limitKey.loginUserAt(user.id, ctx.ip)
            : limitKey.loginUser(user.id);
        const checked = await checkPassword(ctx, user, accountKey, params.password);
        if (checked instanceof RpcFailure) return checked;
        const session = await ctx.db.transaction().execute(async (trx) => {
          await clearLimit(trx, accountKey); // the run of failures ends with this success
          await markKnownAddress(trx, limitKey.knownAddress(checked.id, ctx.ip));
          return startSession({ ...sessionScope(ctx), db: trx }, checked.id);
        });
        ctx.setUser(session);
        return toUserInfo(checked);
      },
    }),

    'auth.logout': defineMethod({
      alone: true, // changes who the batch's other calls act for
      params: authNoParams,
      handler: async (_params, ctx: ShopContext) => {
        await endSession(sessionScope(ctx));
        ctx.setUser(null);
        return null;
      },
    }),

    'auth.checkLogin': loggedInMethod({
      params: authNoParams,
      handler: async (_params, ctx: LoggedInContext) => {
        const user = await userById(ctx.db, ctx.user.id);
        return user ? toUserInfo(user) : fail('UNAUTHORIZED');
      },
    }),

    // Always ok (unless malformed): the answer must not tell whether an account exists, and
    // over-limit requests are dropped silently for the same reason.
    'auth.generateToken': defineMethod({
      params: generateTokenParams,
      handler: async (params, ctx: ShopContext) => {
        // Issuing a code writes rows and a message; asking for a stranger's does not. Every answer
        // waits until the same moment, so the time taken does not tell whether an account exists.
        const answerAt = Date.now() + GENERATE_TOKEN_ANSWER_MS;
        try {
          await generateToken(params, ctx);
        } finally {
          await new Promise((r) => setTimeout(r, Math.max(0, answerAt - Date.now())));
        }
        return null;
      },
    }),

    'auth.resetPassword': defineMethod({
      alone: true, // changes who the batch's other calls act for
      params: resetPasswordParams,
      handler: async (params, ctx: ShopContext) => {
        if ((await hit(ctx.db, limitKey.resetTryIp(ctx.ip), AUTH_LIMITS.resetTryIp)) > AUTH_LIMITS.resetTryIp.max) {
          return fail(RPC_CODES.RATE_LIMITED);
        }
        if (!isPasswordLength(params.NewPassword)) return fail(SHOP_CODES.PASSWORD_SHORT);
        const user = await userByIdentifier(ctx.db, normalizeIdentifier(params.Email, ctx.country));
        if (!user) return fail(SHOP_CODES.INVALID_TOKEN);
        const codeId = await matchResetCode(ctx.db, user.id, params.Token.replace(/\s/g, ''));
        if (codeId === null) return fail(SHOP_CODES.INVALID_TOKEN);
        // Hashed outside the transaction (9 ms) and only for a matching code, never per guess.
        const password_hash = await hashPassword(params.NewPassword);
        const done = await ctx.db.transaction().execute(async (trx) => {
          if (!(await consumeResetCode(trx, codeId))) return false;
          await trx
            .updateTable('users')
            .set({ password_hash, updated_at: new Date().toISOString() })
            .where('id', '=', user.id)
            .execute();
          await endUserSessions(trx, user.id);
          return true;
        });
        if (!done) return fail(SHOP_CODES.INVALID_TOKEN);
        await clearLimit(ctx.db, limitKey.loginUser(user.id));
        if (ctx.user?.id === user.id) {
          await endSession(sessionScope(ctx));
          ctx.setUser(null);
        }
        return null;
      },
    }),
  };
}

/** The longest a code request takes (a database write and a queued message); every answer waits this long. */
const GENERATE_TOKEN_ANSWER_MS = 250;

/** Issues a reset code when the target is an account and no limit is reached; silent otherwise. */
async function generateToken(params: { Email: string }, ctx: ShopContext): Promise<void> {
  const id = normalizeIdentifier(params.Email, ctx.country);
  const target = id?.value ?? params.Email.toLowerCase();
  const perTarget = await hit(ctx.db, limitKey.resetTarget(target), AUTH_LIMITS.resetCodeTarget);
  const perIp = await hit(ctx.db, limitKey.resetIp(ctx.ip), AUTH_LIMITS.resetCodeIp);
  if (perTarget > AUTH_LIMITS.resetCodeTarget.max || perIp > AUTH_LIMITS.resetCodeIp.max) return;
  const user = await userByIdentifier(ctx.db, id);
  if (user && id) {
    await issueResetCode(ctx.db, {
      user,
      channel: id.kind === 'email' ? 'email' : 'sms',
      country: ctx.country,
      shopName: ctx.config.shopName,
    });
  }
}
