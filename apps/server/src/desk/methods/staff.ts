// Managers' staff screen: the list, invitations, roles, disabling. Every change is audited in its
// transaction; disabling ends the person's sessions at once (their next call is refused).
import { fail } from '@zdravo/rpc/server';
import type { AuditAction, StaffRole } from '@zdravo/contract/desk';
import {
  deskNoParams,
  staffInviteParams,
  staffSetDisabledParams,
  staffSetRoleParams,
} from '@zdravo/contract/desk/methods';
import { nowIso } from '../../db/dialect.ts';
import { changedFields, recordAudit } from '../../platform/audit.ts';
import { actorOf, originOf, type StaffContext } from '../context.ts';
import { invite } from '../invitations.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { endStaffSessions } from '../session.ts';
import { announceSessionsChanged } from '../stream-ends.ts';
import { staffById, staffMember } from '../staff-store.ts';

/** Changes one person's row with its audit row; null when there is no such person. */
async function changeStaff(
  ctx: StaffContext,
  id: number,
  action: Extract<AuditAction, `staff.${string}`>,
  fields: { role?: StaffRole; disabled?: number },
) {
  const before = await staffById(ctx.db, id);
  if (!before) return null;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ ...fields, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    const was = { role: before.role, disabled: before.disabled === 1 };
    const now = { role: fields.role ?? before.role, disabled: (fields.disabled ?? before.disabled) === 1 };
    await recordAudit(trx, actorOf(ctx), { action, subject: 'staff', subjectId: id, ...changedFields(was, now) });
    if (fields.disabled === 1) await endStaffSessions(trx, id);
  });
  // Their open streams end now, in every process (a new role is checked when the stream reopens).
  await announceSessionsChanged(ctx.events, id);
  const after = await staffById(ctx.db, id);
  return after ? staffMember(after) : null;
}

export function deskStaffMethods(): DeskAreaMethods<
  'desk.staff.list' | 'desk.staff.invite' | 'desk.staff.setRole' | 'desk.staff.setDisabled'
> {
  return {
    'desk.staff.list': deskMethod('desk.staff.list', {
      params: deskNoParams,
      async handler(_params, ctx) {
        const rows = await ctx.db
          .selectFrom('staff')
          .selectAll()
          .orderBy('disabled')
          .orderBy('name')
          .orderBy('email_key')
          .limit(1000)
          .execute();
        return rows.map(staffMember);
      },
    }),

    'desk.staff.invite': deskMethod('desk.staff.invite', {
      params: staffInviteParams,
      async handler(params, ctx) {
        return invite(ctx.db, params, actorOf(ctx), originOf(ctx));
      },
    }),

    'desk.staff.setRole': deskMethod('desk.staff.setRole', {
      params: staffSetRoleParams,
      async handler({ id, role }, ctx) {
        // The desk must keep a manager: nobody takes the role away from themselves.
        if (id === ctx.staff.id && role !== 'manager') return fail('NOT_ON_YOURSELF');
        return (await changeStaff(ctx, id, 'staff.setRole', { role })) ?? fail('NOT_FOUND');
      },
    }),

    'desk.staff.setDisabled': deskMethod('desk.staff.setDisabled', {
      params: staffSetDisabledParams,
      async handler({ id, disabled }, ctx) {
        if (id === ctx.staff.id) return fail('NOT_ON_YOURSELF');
        return (
          (await changeStaff(ctx, id, disabled ? 'staff.disable' : 'staff.enable', { disabled: disabled ? 1 : 0 })) ??
          fail('NOT_FOUND')
        );
      },
    }),
  };
}
