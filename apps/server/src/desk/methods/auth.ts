// Signing in to the desk: e-mail and password, then a code from the authenticator app (or a recovery
// code). Limits per address and per account are counted before any hashing; five wrong codes in a row
// lock the account's codes for 15 minutes (docs/desk.md).
import { fail } from '@zdravo/rpc/server';
import { sql } from 'kysely';
import { deskNoParams, recoveryCodeParams, signInParams, verifyCodeParams } from '@zdravo/contract/desk/methods';
import { hit, clearLimit } from '../../modules/auth/rate-limit.ts';
import { verifyDummy, verifyPassword } from '../../modules/auth/password.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordAudit } from '../audit.ts';
import { actorOf, type DeskContext } from '../context.ts';
import { CODE_LOCK, DESK_LIMITS, deskLimitKey } from '../limits.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { recoveryCodeHash } from '../recovery-codes.ts';
import { endDeskSession, startDeskSession } from '../session.ts';
import { actorLabel, emailKey, isEnrolled, staffByEmail, staffMe, type StaffRow } from '../staff-store.ts';
import { checkTotp } from '../totp.ts';

type CodeMethods = 'desk.auth.verifyCode' | 'desk.auth.recoveryCode';

/** The person half signed in (password passed), or null. */
const halfSignedIn = (ctx: DeskContext): StaffRow | null => (ctx.session?.stage === 'password' ? ctx.session.staff : null);

const codesLocked = (staff: StaffRow): boolean => staff.codes_locked_until !== null && Date.parse(staff.codes_locked_until) > Date.now();

/** A wrong code: counted atomically; the fifth in a row locks the codes. */
async function countWrongCode(ctx: DeskContext, staff: StaffRow): Promise<void> {
  const row = await ctx.db
    .updateTable('staff')
    .set({ code_failures: sql<number>`${sql.ref('code_failures')} + 1` })
    .where('id', '=', staff.id)
    .returning('code_failures')
    .executeTakeFirst();
  if (row && Number(row.code_failures) >= CODE_LOCK.failures) {
    await ctx.db
      .updateTable('staff')
      .set({ code_failures: 0, codes_locked_until: new Date(Date.now() + CODE_LOCK.ms).toISOString() })
      .where('id', '=', staff.id)
      .execute();
  }
}

/** The second factor passed: a full session in a new token, the sign-in recorded. */
async function completeSignIn(ctx: DeskContext, staff: StaffRow, method: 'totp' | 'recovery') {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ code_failures: 0, last_sign_in_at: now }).where('id', '=', staff.id).execute();
    await recordAudit(trx, { staffId: staff.id, label: actorLabel(staff), ip: ctx.ip }, { action: 'staff.signIn', subject: 'staff', subjectId: staff.id, after: { method } });
  });
  ctx.session = await startDeskSession(ctx, { ...staff, last_sign_in_at: now, code_failures: 0 }, 'full');
  return staffMe(staff);
}

/** What both code steps check first: a half-finished sign-in, the address's budget, the lock. */
async function codePreconditions(ctx: DeskContext) {
  const staff = halfSignedIn(ctx);
  if (!staff) return fail('STAFF_LOGIN_REQUIRED');
  if ((await hit(ctx.db, deskLimitKey.codeIp(ctx.ip), DESK_LIMITS.codeIp)) > DESK_LIMITS.codeIp.max) return fail('RATE_LIMITED');
  if (codesLocked(staff)) return fail('CODES_LOCKED');
  return staff;
}

export function deskAuthMethods(): DeskAreaMethods<'desk.auth.signIn' | CodeMethods | 'desk.auth.me' | 'desk.auth.signOut'> {
  return {
    'desk.auth.signIn': deskMethod('desk.auth.signIn', {
      params: signInParams,
      async handler({ email, password }, ctx) {
        // Both counters before the hash: a flood costs an indexed row per try, not argon2's time.
        const ipCount = await hit(ctx.db, deskLimitKey.signInIp(ctx.ip), DESK_LIMITS.signInIp);
        const accountKey = deskLimitKey.signInAccount(emailKey(email));
        const accountCount = await hit(ctx.db, accountKey, DESK_LIMITS.signInAccount);
        if (ipCount > DESK_LIMITS.signInIp.max || accountCount > DESK_LIMITS.signInAccount.max) return fail('RATE_LIMITED');
        const staff = await staffByEmail(ctx.db, email);
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
        const check = staff.totp_secret ? await checkTotp(staff.totp_secret, code, staff.totp_last_step) : { valid: false, step: null };
        if (!check.valid || check.step === null) {
          await countWrongCode(ctx, staff);
          return fail('INVALID_CODE');
        }
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
        if (Number(used.numUpdatedRows) !== 1) {
          await countWrongCode(ctx, staff);
          return fail('INVALID_CODE');
        }
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
        (ctx as DeskContext).session = null;
        return null;
      },
    }),
  };
}
