// Enrolment through an invitation link: the screen shows the TOTP key (QR code and text), the person
// sets a name and password and proves the app works with a first code; then ten recovery codes are
// shown once and the person is signed in (docs/desk.md).
import { fail } from '@zdravo/rpc/server';
import { checkPassword } from '@zdravo/contract';
import { enrolFinishParams, enrolStartParams } from '@zdravo/contract/desk/methods';
import { hashPassword } from '../../modules/auth/index.ts';
import { hit, markKnownAddress } from '../../platform/rate-limit.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordAudit } from '../../platform/audit.ts';
import { DESK_LIMITS, deskLimitKey } from '../limits.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { openInvitation } from '../invitations.ts';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from '../recovery-codes.ts';
import { startDeskSession } from '../session.ts';
import { actorLabel, countryOfStaff, roleOf, staffMe } from '../staff-store.ts';
import { checkTotp, enrolmentQr, newTotpSecret } from '../totp.ts';

export function deskEnrolMethods(): DeskAreaMethods<'desk.enrol.start' | 'desk.enrol.finish'> {
  return {
    'desk.enrol.start': deskMethod('desk.enrol.start', {
      params: enrolStartParams,
      async handler({ token }, ctx) {
        if ((await hit(ctx.db, deskLimitKey.enrolIp(ctx.ip), DESK_LIMITS.enrolIp)) > DESK_LIMITS.enrolIp.max)
          return fail('RATE_LIMITED');
        const invitation = await openInvitation(ctx.db, token);
        if (!invitation) return fail('INVITATION_INVALID');
        // The same key on every visit of the link, so a reload does not orphan what the app scanned.
        let secret = invitation.pendingSecret;
        if (!secret) {
          secret = newTotpSecret();
          await ctx.db
            .updateTable('staff_invitations')
            .set({ pending_totp_secret: secret })
            .where('id', '=', invitation.id)
            .execute();
        }
        const staff = invitation.staff;
        return {
          Email: staff.email,
          Role: roleOf(staff),
          Country: countryOfStaff(staff),
          Name: staff.name,
          Key: secret,
          QrSvg: await enrolmentQr(secret, staff.email, `${ctx.config.shopName} desk`),
        };
      },
    }),

    'desk.enrol.finish': deskMethod('desk.enrol.finish', {
      params: enrolFinishParams,
      async handler({ token, name, password, code }, ctx) {
        if ((await hit(ctx.db, deskLimitKey.enrolIp(ctx.ip), DESK_LIMITS.enrolIp)) > DESK_LIMITS.enrolIp.max)
          return fail('RATE_LIMITED');
        const invitation = await openInvitation(ctx.db, token);
        if (!invitation?.pendingSecret) return fail('INVITATION_INVALID');
        if (checkPassword(password) !== null) return fail('PASSWORD_SHORT');
        const check = await checkTotp(invitation.pendingSecret, code, null);
        if (!check.valid || check.step === null) return fail('INVALID_CODE');
        const passwordHash = await hashPassword(password);
        const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        const staffId = invitation.staff.id;
        const now = nowIso();
        const done = await ctx.db.transaction().execute(async (trx) => {
          // Single use, decided by the database: only one request can mark the invitation.
          const claimed = await trx
            .updateTable('staff_invitations')
            .set({ used_at: now })
            .where('id', '=', invitation.id)
            .where('used_at', 'is', null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return false;
          await trx
            .updateTable('staff')
            .set({
              name,
              password_hash: passwordHash,
              totp_secret: invitation.pendingSecret,
              totp_last_step: check.step,
              code_failures: 0,
              codes_locked_until: null,
              last_sign_in_at: now,
              updated_at: now,
            })
            .where('id', '=', staffId)
            .execute();
          await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
          await trx
            .insertInto('staff_recovery_codes')
            .values(codes.map((c) => ({ staff_id: staffId, code_hash: recoveryCodeHash(c), used_at: null })))
            .execute();
          const updated = { ...invitation.staff, name };
          // The address the person enrolled from is one they signed in from (docs/desk.md "Limits").
          await markKnownAddress(trx, deskLimitKey.knownAddress(staffId, ctx.ip));
          await recordAudit(
            trx,
            { staffId, label: actorLabel(updated), ip: ctx.ip },
            {
              action: 'staff.enrol',
              subject: 'staff',
              subjectId: staffId,
              before: { enrolled: false },
              after: { enrolled: true, name },
            },
          );
          return true;
        });
        if (!done) return fail('INVITATION_INVALID');
        const staff = await ctx.db.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirstOrThrow();
        ctx.session = await startDeskSession(ctx, staff, 'full');
        return { RecoveryCodes: codes, Me: staffMe(staff) };
      },
    }),
  };
}
