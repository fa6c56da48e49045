// Signing in to the desk: e-mail and password, then a code from the authenticator app (or a recovery
// code). Limits per address and per account are counted before any hashing; five code attempts in a
// row that did not sign in lock the account's codes for 15 minutes (docs/desk.md "Limits"). Each of
// these calls is the only one of its request (DESK_ALONE_METHODS).
import { fail } from '@zdravo/rpc/server';
import { sql } from 'kysely';
import { deskNoParams, recoveryCodeParams, signInParams, verifyCodeParams } from '@zdravo/contract/desk/methods';
import { clearLimit, hit, isKnownAddress, markKnownAddress } from '../../platform/rate-limit.ts';
import { verifyDummy, verifyPassword } from '../../modules/auth/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordAudit } from '../../platform/audit.ts';
import { actorOf, type DeskContext } from '../context.ts';
import { CODE_LOCK, DESK_LIMITS, deskLimitKey } from '../limits.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { recoveryCodeHash } from '../recovery-codes.ts';
import { endDeskSession, startDeskSession } from '../session.ts';
import { announceSessionsChanged } from '../stream-ends.ts';
import { actorLabel, emailKey, isEnrolled, staffByEmail, staffMe, type StaffRow } from '../staff-store.ts';
import { checkTotp } from '../totp.ts';

type CodeMethods = 'desk.auth.verifyCode' | 'desk.auth.recoveryCode';

/** The person half signed in (password passed), or null. */
const halfSignedIn = (ctx: DeskContext): StaffRow | null =>
  ctx.session?.stage === 'password' ? ctx.session.staff : null;

/**
 * Takes one of the account's code attempts, or none while its codes are locked — in one statement, so
 * the lock is decided where the code is checked: however many requests (from however many addresses)
 * run at once, each either takes an attempt or finds the lock, and the fifth attempt in a row sets the
 * lock in the same statement. The attempt counts as wrong from the start; the right code clears the
 * count again (completeSignIn). So at most five codes are ever checked before the lock.
 */
async function takeCodeAttempt(ctx: DeskContext, staffId: number): Promise<boolean> {
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + CODE_LOCK.ms).toISOString();
  const locksNow = sql<boolean>`${sql.ref('code_failures')} + 1 >= ${CODE_LOCK.failures}`;
  const taken = await ctx.db
    .updateTable('staff')
    .set({
      code_failures: sql<number>`case when ${locksNow} then 0 else ${sql.ref('code_failures')} + 1 end`,
      codes_locked_until: sql<string | null>`case when ${locksNow} then ${lockedUntil} else null end`,
    })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('codes_locked_until', 'is', null), eb('codes_locked_until', '<=', now.toISOString())]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** The second factor passed: a full session in a new token, the sign-in recorded. */
async function completeSignIn(ctx: DeskContext, staff: StaffRow, method: 'totp' | 'recovery') {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ code_failures: 0, codes_locked_until: null, last_sign_in_at: now })
      .where('id', '=', staff.id)
      .execute();
    await markKnownAddress(trx, deskLimitKey.knownAddress(staff.id, ctx.ip));
    await recordAudit(
      trx,
      { staffId: staff.id, label: actorLabel(staff), ip: ctx.ip },
      { action: 'staff.signIn', subject: 'staff', subjectId: staff.id, after: { method } },
    );
  });
  ctx.session = await startDeskSession(ctx, { ...staff, last_sign_in_at: now, code_failures: 0 }, 'full');
  return staffMe(staff);
}

/** What both code steps do first: a half-finished sign-in, the address's budget, an attempt (or the lock). */
async function codePreconditions(ctx: DeskContext) {
  const staff = halfSignedIn(ctx);
  if (!staff) return fail('STAFF_LOGIN_REQUIRED');
  if ((await hit(ctx.db, deskLimitKey.codeIp(ctx.ip), DESK_LIMITS.codeIp)) > DESK_LIMITS.codeIp.max)
    return fail('RATE_LIMITED');
  if (!(await takeCodeAttempt(ctx, staff.id))) return fail('CODES_LOCKED');
  return staff;
}

export function deskAuthMethods(): DeskAreaMethods<
  'desk.auth.signIn' | CodeMethods | 'desk.auth.me' | 'desk.auth.signOut'
> {
  return {
    'desk.auth.signIn': deskMethod('desk.auth.signIn', {
      params: signInParams,
      async handler({ email, password }, ctx) {
        const staff = await staffByEmail(ctx.db, email);
        // As in the shop: strangers' wrong passwords must not keep the person out, so from an address
        // the person signed in from before, failures count against that address's own budget.
        const known = staff ? await isKnownAddress(ctx.db, deskLimitKey.knownAddress(staff.id, ctx.ip)) : false;
        const accountKey =
          staff && known ? deskLimitKey.signInAccountAt(staff.id, ctx.ip) : deskLimitKey.signInAccount(emailKey(email));
        // Both counters before the hash: a flood costs an indexed row per try, not argon2's time.
        const ipCount = await hit(ctx.db, deskLimitKey.signInIp(ctx.ip), DESK_LIMITS.signInIp);
        const accountCount = await hit(ctx.db, accountKey, DESK_LIMITS.signInAccount);
        if (ipCount > DESK_LIMITS.signInIp.max || accountCount > DESK_LIMITS.signInAccount.max)
          return fail('RATE_LIMITED');
        if (!staff || staff.disabled === 1 || !isEnrolled(staff) || staff.password_hash === null) {
          await verifyDummy(password);
          return fail('INVALID_CREDENTIALS');
        }
        if (!(await verifyPassword(staff.password_hash, password))) return fail('INVALID_CREDENTIALS');
        await clearLimit(ctx.db, accountKey);
        ctx.session = await startDeskSession(ctx, staff, 'password');
        return { Next: 'code' as const };
      },
    }),

    'desk.auth.verifyCode': deskMethod('desk.auth.verifyCode', {
      params: verifyCodeParams,
      async handler({ code }, ctx) {
        const staff = await codePreconditions(ctx);
        if (!('id' in staff)) return staff;
        const check = staff.totp_secret
          ? await checkTotp(staff.totp_secret, code, staff.totp_last_step)
          : { valid: false, step: null };
        if (!check.valid || check.step === null) return fail('INVALID_CODE');
        // Conditional on the step we read: two requests with one code cannot both pass.
        const taken = await ctx.db
          .updateTable('staff')
          .set({ totp_last_step: check.step })
          .where('id', '=', staff.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', check.step!)]))
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) return fail('INVALID_CODE');
        return completeSignIn(ctx, staff, 'totp');
      },
    }),

    'desk.auth.recoveryCode': deskMethod('desk.auth.recoveryCode', {
      params: recoveryCodeParams,
      async handler({ code }, ctx) {
        const staff = await codePreconditions(ctx);
        if (!('id' in staff)) return staff;
        // One use: the update names an unused code, so only one request can mark it.
        const used = await ctx.db
          .updateTable('staff_recovery_codes')
          .set({ used_at: nowIso() })
          .where('staff_id', '=', staff.id)
          .where('code_hash', '=', recoveryCodeHash(code))
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return fail('INVALID_CODE');
        return completeSignIn(ctx, staff, 'recovery');
      },
    }),

    'desk.auth.me': deskMethod('desk.auth.me', {
      params: deskNoParams,
      handler: (_params, ctx) => staffMe(ctx.staff),
    }),

    'desk.auth.signOut': deskMethod('desk.auth.signOut', {
      params: deskNoParams,
      async handler(_params, ctx) {
        await recordAudit(ctx.db, actorOf(ctx), { action: 'staff.signOut', subject: 'staff', subjectId: ctx.staff.id });
        await endDeskSession(ctx);
        await announceSessionsChanged(ctx.events, ctx.staff.id);
        (ctx as DeskContext).session = null;
        return null;
      },
    }),
  };
}
