// shopUsers.f.* (docs/product.md §7): sign-up, profile edit, password change.
import { defineMethod, fail, RpcFailure } from '@zdravo/rpc/server';
import type { Kysely } from 'kysely';
import { COUNTRIES, fillText, isPasswordLength, textFor, type Text } from '@zdravo/contract';
import { accountMessages } from '@zdravo/contract/messages/account';
import { usersAddParams, usersChangePasswordParams, usersEditParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { checkPassword } from '../auth/index.ts';
import { hashPassword } from '../auth/index.ts';
import { AUTH_LIMITS, clearLimit, hit, limitKey } from '../../platform/rate-limit.ts';
import { endUserSessions } from '../auth/index.ts';
import { normalizePhone } from '../../platform/phone.ts';
import { enqueue } from '../../platform/outbox.ts';
import type { Database } from '../../db/schema/index.ts';
import type { UserRow } from '../auth/index.ts';
import { emailKey, toUserInfo, userByEmail, userById, userByPhone } from '../auth/index.ts';
import { loggedInMethod, type AreaMethods, type LoggedInContext } from '../shop-method.ts';
import { SHOP_CODES } from '@zdravo/contract';
import { RPC_CODES } from '@zdravo/rpc';

const phoneInvalid = () => fail('VALIDATION_ERROR', [{ path: ['PhoneNumber'], message: 'phoneFormat' }]);

export function userMethods(): AreaMethods<'shopUsers.f.add' | 'shopUsers.f.edit' | 'shopUsers.f.changePassword'> {
  return {
    'shopUsers.f.add': defineMethod({
      params: usersAddParams,
      handler: async (params, ctx: ShopContext) => {
        if ((await hit(ctx.db, limitKey.signupIp(ctx.ip), AUTH_LIMITS.signupIp)) > AUTH_LIMITS.signupIp.max) {
          return fail(RPC_CODES.RATE_LIMITED);
        }
        if (!isPasswordLength(params.Password)) return fail(SHOP_CODES.PASSWORD_SHORT);
        const email = (params.Username || params.Email || '').trim();
        const phone = normalizePhone(params.PhoneNumber, ctx.country);
        if (!phone) return phoneInvalid();
        // Both looked up before hashing, so a taken e-mail or phone costs no argon2 run.
        if (await userByEmail(ctx.db, email)) return fail(SHOP_CODES.USERNAME_EXISTS);
        if (await userByPhone(ctx.db, phone)) return fail(SHOP_CODES.PHONE_EXISTS);
        const now = new Date().toISOString();
        const values = {
          email,
          email_key: emailKey(email),
          phone,
          first_name: params.FirstName ?? '',
          last_name: params.LastName ?? '',
          password_hash: await hashPassword(params.Password),
          created_at: now,
          updated_at: now,
        };
        try {
          const row = await ctx.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
          return toUserInfo(row);
        } catch (error) {
          // Two sign-ups racing for the same e-mail or phone: the unique index decides.
          if (!isUniqueViolation(error)) throw error;
          return fail((await userByEmail(ctx.db, email)) ? SHOP_CODES.USERNAME_EXISTS : SHOP_CODES.PHONE_EXISTS);
        }
      },
    }),

    // Only the fields sent change, and only on the caller's own account (the id comes from the
    // session, never from the params).
    'shopUsers.f.edit': loggedInMethod({
      params: usersEditParams,
      handler: async (params, ctx: LoggedInContext) => {
        const userId = ctx.user.id;
        const user = await userById(ctx.db, userId);
        if (!user) return fail('UNAUTHORIZED');
        const patch: { email?: string; email_key?: string; phone?: string; first_name?: string; last_name?: string } =
          {};
        const email = params.Username ?? params.Email;
        const newEmail = email !== undefined && emailKey(email) !== user.email_key ? email : undefined;
        let newPhone: string | undefined;
        if (params.PhoneNumber !== undefined) {
          const phone = normalizePhone(params.PhoneNumber, ctx.country);
          if (!phone) return phoneInvalid();
          if (phone !== user.phone) newPhone = phone;
        }
        if (newEmail !== undefined || newPhone !== undefined) {
          // The ways to log in change only with the password: a borrowed session cannot take the
          // account over, and asking whether an address is taken costs a password guess.
          if (!params.CurrentPassword) return fail(SHOP_CODES.CURRENT_PASSWORD_REQUIRED);
          const checked = await checkPassword(ctx, user, limitKey.loginUser(userId), params.CurrentPassword);
          if (checked instanceof RpcFailure) return checked;
          await clearLimit(ctx.db, limitKey.loginUser(userId));
        }
        if (newEmail !== undefined) {
          const owner = await userByEmail(ctx.db, newEmail);
          if (owner && owner.id !== userId) return fail(SHOP_CODES.EMAIL_EXISTS);
          Object.assign(patch, { email: newEmail, email_key: emailKey(newEmail) });
        } else if (email !== undefined && email !== user.email) {
          patch.email = email; // the same address written differently (case)
        }
        if (newPhone !== undefined) {
          const owner = await userByPhone(ctx.db, newPhone);
          if (owner && owner.id !== userId) return fail(SHOP_CODES.PHONE_EXISTS);
          patch.phone = newPhone;
        }
        if (params.FirstName != null) patch.first_name = params.FirstName;
        if (params.LastName != null) patch.last_name = params.LastName;
        if (Object.keys(patch).length > 0) {
          try {
            await ctx.db.transaction().execute(async (trx) => {
              await trx
                .updateTable('users')
                .set({ ...patch, updated_at: new Date().toISOString() })
                .where('id', '=', userId)
                .execute();
              if (newEmail === undefined && newPhone === undefined) return;
              // Other devices must log in again with the new details, and the old address hears of it.
              await endUserSessions(trx, userId, ctx.user.sessionId);
              await tellOldAddress(trx, user, { email: newEmail !== undefined, phone: newPhone !== undefined }, ctx);
            });
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
            return fail(
              patch.phone && (await userByPhone(ctx.db, patch.phone))
                ? SHOP_CODES.PHONE_EXISTS
                : SHOP_CODES.EMAIL_EXISTS,
            );
          }
        }
        const row = await userById(ctx.db, userId);
        return row ? toUserInfo(row) : fail('UNAUTHORIZED');
      },
    }),

    // The old password is checked under the same per-account limit as a login: a borrowed
    // session must not become a password-guessing oracle. Other sessions end; this one stays.
    'shopUsers.f.changePassword': loggedInMethod({
      params: usersChangePasswordParams,
      handler: async (params, ctx: LoggedInContext) => {
        const userId = ctx.user.id;
        if (!isPasswordLength(params.newPassword)) return fail(SHOP_CODES.PASSWORD_SHORT);
        const user = await userById(ctx.db, userId);
        const checked = await checkPassword(ctx, user, limitKey.loginUser(userId), params.oldPassword);
        if (checked instanceof RpcFailure) return checked;
        const password_hash = await hashPassword(params.newPassword);
        await ctx.db.transaction().execute(async (trx) => {
          await clearLimit(trx, limitKey.loginUser(userId));
          await trx
            .updateTable('users')
            .set({ password_hash, updated_at: new Date().toISOString() })
            .where('id', '=', userId)
            .execute();
          await endUserSessions(trx, userId, ctx.user.sessionId);
        });
        return null;
      },
    }),
  };
}

/** A notice to the address the account had, that its e-mail or phone changed (by e-mail, else SMS). */
async function tellOldAddress(
  db: Kysely<Database>,
  user: UserRow,
  changed: { email: boolean; phone: boolean },
  ctx: ShopContext,
): Promise<void> {
  const t = (text: Text, vars: Record<string, string>) => fillText(textFor(text, ctx.country), vars);
  const what = [
    changed.email && textFor(accountMessages.contactChangedEmail, ctx.country),
    changed.phone && textFor(accountMessages.contactChangedPhone, ctx.country),
  ]
    .filter(Boolean)
    .join(' / ');
  const contact = COUNTRIES[ctx.country].contact;
  const vars = { shop: ctx.config.shopName, what, contact: `${contact.email}, ${contact.phone}` };
  const byEmail = user.email !== '';
  await enqueue(db, {
    channel: byEmail ? 'email' : 'sms',
    to: byEmail ? user.email : user.phone,
    payload: {
      ...(byEmail ? { subject: t(accountMessages.contactChangedSubject, vars) } : {}),
      text: t(accountMessages.contactChangedText, vars),
    },
  });
}
