// The Klub screen's calls (docs/desk.md, Klub; decision 032): the lists (agents and managers), taking
// the fee with the day it was received, and cancelling (managers). Every write is audited in its
// transaction (modules/club/activation.ts).
import { fail } from '@zdravo/rpc/server';
import { CLUB_EXPIRING_DAYS } from '@zdravo/contract/desk';
import { clubActivateParams, clubCancelParams, clubListParams } from '@zdravo/contract/desk/methods';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { activateMembership, cancelClubRow } from '../../modules/club/index.ts';
import { parseDay } from '../../modules/club/index.ts';
import { accountIdFor, joinPhone } from '../../modules/club/index.ts';
import { clubPage, clubRows } from '../club-rows.ts';
import { actorOf } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';

async function rowById(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('club_members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return (await clubRows(db, [row]))[0]!;
}

/** The day the fee came in, or null when it is not a real day. */
function feeDay(value: string): Date | null {
  try {
    return parseDay(value, 'paidOn');
  } catch {
    return null;
  }
}

export function deskClubMethods(): DeskAreaMethods<'desk.club.list' | 'desk.club.activate' | 'desk.club.cancel'> {
  return {
    'desk.club.list': deskMethod('desk.club.list', {
      params: clubListParams,
      async handler({ view, days, beforeId }, ctx) {
        const page = await clubPage(ctx.db, view, days ?? CLUB_EXPIRING_DAYS.default, beforeId);
        return { Rows: await clubRows(ctx.db, page.rows), NextBeforeID: page.next };
      },
    }),

    'desk.club.activate': deskMethod('desk.club.activate', {
      params: clubActivateParams,
      async handler({ requestId, accountId, paidOn }, ctx) {
        const paid = feeDay(paidOn);
        // A fee is taken today or was taken before: a day ahead is a typing mistake.
        if (!paid || paid.getTime() > Date.now())
          return fail('VALIDATION_ERROR', [{ path: ['paidOn'], message: 'invalidDate' }]);
        let userId = accountId;
        if (requestId !== undefined) {
          const request = await ctx.db
            .selectFrom('club_members')
            .select(['user_id', 'phone', 'email', 'country'])
            .where('id', '=', requestId)
            .where('starts_at', 'is', null)
            .where('cancelled_at', 'is', null)
            .executeTakeFirst();
          if (!request) return fail('NOT_FOUND');
          // Matched again now: the shopper may have signed up since the join.
          userId =
            request.user_id ??
            (await accountIdFor(ctx.db, { phone: joinPhone(request.phone, request.country), email: request.email })) ??
            undefined;
          if (userId === undefined) return fail('CLUB_NO_ACCOUNT');
        }
        const done = await activateMembership(ctx.db, ctx.config, actorOf(ctx), {
          userId: userId!,
          start: paid,
          afterRunning: true,
          ...(requestId !== undefined ? { requestId } : {}),
        });
        if (done === 'NOT_FOUND') return fail('NOT_FOUND');
        if (done === 'ENDED') return fail('VALIDATION_ERROR', [{ path: ['paidOn'], message: 'yearOver' }]);
        return { Row: await rowById(ctx.db, done.id), FromRequest: done.fromRequest };
      },
    }),

    'desk.club.cancel': deskMethod('desk.club.cancel', {
      params: clubCancelParams,
      async handler({ id }, ctx) {
        const cancelled = await ctx.db.transaction().execute((trx) => cancelClubRow(trx, actorOf(ctx), id));
        if (!cancelled) return fail('NOT_FOUND');
        return rowById(ctx.db, id);
      },
    }),
  };
}
