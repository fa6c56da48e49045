// Privacy calls: shopConsents.add (proof of a consent choice), and the data rights of docs/product.md §7 —
// shopUsers.f.exportData and shopUsers.f.delete {password}, login needed.
import { defineMethod, fail, RpcFailure } from '@zdravo/rpc/server';
import { consentsAddParams, usersDeleteParams, usersExportDataParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { clearSessionCookie } from '../auth/index.ts';
import { checkPassword } from '../auth/index.ts';
import { hit, limitKey } from '../../platform/rate-limit.ts';
import { userById } from '../auth/index.ts';
import {
  CONSENT_ADDRESS_LIMIT,
  CONSENT_LIMIT,
  consentAddressLimitKey,
  consentLimitKey,
  recordConsent,
} from './consents.ts';
import { eraseAccount } from './erase.ts';
import { EXPORT_LIMIT, exportLimitKey, exportUserData } from './export.ts';
import { loggedInMethod, type AreaMethods, type LoggedInContext } from '../shop-method.ts';
import { RPC_CODES } from '@zdravo/rpc';

export function privacyMethods(): AreaMethods<'shopConsents.add' | 'shopUsers.f.exportData' | 'shopUsers.f.delete'> {
  return {
    'shopConsents.add': defineMethod({
      params: consentsAddParams,
      handler: async (params, ctx: ShopContext) => {
        if ((await hit(ctx.db, consentLimitKey(params.consentId), CONSENT_LIMIT)) > CONSENT_LIMIT.max)
          return fail(RPC_CODES.RATE_LIMITED);
        if ((await hit(ctx.db, consentAddressLimitKey(ctx.ip), CONSENT_ADDRESS_LIMIT)) > CONSENT_ADDRESS_LIMIT.max)
          return fail(RPC_CODES.RATE_LIMITED);
        await recordConsent(ctx.db, params, { country: ctx.country, userId: ctx.user?.id ?? null });
        return null;
      },
    }),

    'shopUsers.f.exportData': loggedInMethod({
      params: usersExportDataParams,
      handler: async (_params, ctx: LoggedInContext) => {
        if ((await hit(ctx.db, exportLimitKey(ctx.user.id), EXPORT_LIMIT)) > EXPORT_LIMIT.max)
          return fail(RPC_CODES.RATE_LIMITED);
        const user = await userById(ctx.db, ctx.user.id);
        return user ? exportUserData(ctx.db, user) : fail('UNAUTHORIZED');
      },
    }),

    // The password is checked under the login's per-account limit, like a password change: a
    // borrowed session must neither delete the account nor become a password-guessing oracle.
    'shopUsers.f.delete': loggedInMethod({
      alone: true, // ends the session the batch's other calls act for
      params: usersDeleteParams,
      handler: async (params, ctx: LoggedInContext) => {
        const user = await userById(ctx.db, ctx.user.id);
        const checked = await checkPassword(ctx, user, limitKey.loginUser(ctx.user.id), params.password);
        if (checked instanceof RpcFailure) return checked;
        await eraseAccount(ctx.db, checked);
        clearSessionCookie(ctx.req, ctx.reply);
        ctx.setUser(null);
        return null;
      },
    }),
  };
}
