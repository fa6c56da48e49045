// Managers' list of blocked numbers: an order from such a number still lands (a shop does not turn
// away a paying customer on a guess), but the call queue flags it. Numbers are kept in E.164.
import { fail } from '@zdravo/rpc/server';
import type { BlockedPhone } from '@zdravo/contract/desk';
import { blockPhoneParams, deskNoParams, unblockPhoneParams } from '@zdravo/contract/desk/methods';
import type { Selectable } from 'kysely';
import { nowIso } from '../../db/dialect.ts';
import type { BlockedPhonesTable } from '../../db/schema/desk.ts';
import { parsePhone, phoneForDisplay } from '../../platform/phone.ts';
import { recordAudit } from '../../platform/audit.ts';
import { actorOf } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { countryOfStaff } from '../staff-store.ts';
import { changed } from './queue.ts';

const blockedPhone = (row: Selectable<BlockedPhonesTable>): BlockedPhone => ({
  Phone: row.phone,
  PhoneDisplay: phoneForDisplay(row.phone),
  Note: row.note,
  CreatedAt: row.created_at,
});

export function deskPhoneMethods(): DeskAreaMethods<'desk.phones.list' | 'desk.phones.block' | 'desk.phones.unblock'> {
  return {
    'desk.phones.list': deskMethod('desk.phones.list', {
      params: deskNoParams,
      handler: async (_params, ctx) =>
        (await ctx.db.selectFrom('blocked_phones').selectAll().orderBy('created_at', 'desc').limit(1000).execute()).map(
          blockedPhone,
        ),
    }),

    'desk.phones.block': deskMethod('desk.phones.block', {
      params: blockPhoneParams,
      async handler({ phone, note, country }, ctx) {
        const e164 = parsePhone(phone, country ?? countryOfStaff(ctx.staff));
        if (!e164) return fail('VALIDATION_ERROR', [{ path: ['phone'], message: 'phoneFormat' }]);
        const row = { phone: e164, note: note || null, created_by: ctx.staff.id, created_at: nowIso() };
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('blocked_phones')
            .values(row)
            .onConflict((oc) => oc.column('phone').doUpdateSet({ note: row.note }))
            .execute();
          await recordAudit(trx, actorOf(ctx), {
            action: 'phone.block',
            subject: 'phone',
            subjectId: e164,
            after: { note: row.note },
          });
        });
        // The queue's flags change with the list.
        await changed(ctx);
        return blockedPhone(
          await ctx.db.selectFrom('blocked_phones').selectAll().where('phone', '=', e164).executeTakeFirstOrThrow(),
        );
      },
    }),

    'desk.phones.unblock': deskMethod('desk.phones.unblock', {
      params: unblockPhoneParams,
      async handler({ phone }, ctx) {
        const e164 = parsePhone(phone, countryOfStaff(ctx.staff));
        if (!e164) return fail('VALIDATION_ERROR', [{ path: ['phone'], message: 'phoneFormat' }]);
        const removed = await ctx.db.transaction().execute(async (trx) => {
          const gone = await trx.deleteFrom('blocked_phones').where('phone', '=', e164).executeTakeFirst();
          if (Number(gone.numDeletedRows) === 0) return false;
          await recordAudit(trx, actorOf(ctx), {
            action: 'phone.unblock',
            subject: 'phone',
            subjectId: e164,
            before: { blocked: true },
            after: { blocked: false },
          });
          return true;
        });
        if (!removed) return fail('NOT_FOUND');
        await changed(ctx);
        return null;
      },
    }),
  };
}
