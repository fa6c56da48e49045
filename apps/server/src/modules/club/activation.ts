// Taking the fee and cancelling, for the desk's Klub screen and the club CLI alike: one code, audited
// in the same transaction (platform/audit.ts). An activation turns the account's open join request into
// the membership when there is one — so a request never lingers beside the year it paid for — and
// otherwise adds a row.
import type { Kysely, Transaction } from 'kysely';
import { clubNameOf, COUNTRIES, COUNTRY_CODES } from '@zdravo/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { oneYearAfter } from './accounts.ts';
import { openRequestOf, openRequests } from './matching.ts';
import { closeCallRequest } from '../../platform/call-queue.ts';

/** Account phones are E.164, so the dial code names the country. */
export const countryOfPhone = (e164: string): string =>
  COUNTRY_CODES.find((code) => e164.startsWith(`+${COUNTRIES[code].dialCode}`)) ?? '';

export interface Activation {
  userId: number;
  /**
   * When the year starts. 'chain': where the running (or already paid next) year ends, else now — the
   * CLI without --from. A Date: that moment, or — with `afterRunning` — the running year's end if later,
   * so a renewal paid early loses no days (the desk).
   */
  start: 'chain' | Date;
  afterRunning?: boolean;
  /** The join request paid for; without it the account's oldest open request is used, if any. */
  requestId?: number;
}

export interface Activated {
  id: number;
  email: string;
  startsAt: string;
  expiresAt: string;
  fromRequest: boolean;
}

/** 'NOT_FOUND': no such account, or the request named is not an open request of it. 'ENDED': the year would be over already. */
export async function activateMembership(
  db: Kysely<Database>,
  config: AppConfig,
  actor: Actor,
  input: Activation,
): Promise<Activated | 'NOT_FOUND' | 'ENDED'> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'email_key', 'phone', 'first_name', 'last_name'])
      .where('id', '=', input.userId)
      .executeTakeFirst();
    if (!user) return 'NOT_FOUND';
    const now = nowIso();
    const running = await trx
      .selectFrom('club_members')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .executeTakeFirst();
    const runningEnd = running?.expires_at ? new Date(running.expires_at) : null;
    let start: Date;
    if (input.start === 'chain') start = runningEnd ?? new Date(now);
    else start = input.afterRunning && runningEnd && runningEnd > input.start ? runningEnd : input.start;
    const expires = oneYearAfter(start);
    if (expires.toISOString() <= now) return 'ENDED';

    const requestId = input.requestId ?? (await openRequestOf(trx, user));
    if (input.requestId !== undefined) {
      const open = await openRequests(trx)
        .where('id', '=', input.requestId)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', user.id)]))
        .executeTakeFirst();
      if (!open) return 'NOT_FOUND';
    }
    const membership = {
      user_id: user.id,
      first_last_name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      phone: user.phone,
      club_name: clubNameOf(config.shopName),
      country: countryOfPhone(user.phone),
      starts_at: start.toISOString(),
      expires_at: expires.toISOString(),
    };
    let id: number;
    if (requestId !== null) {
      await trx.updateTable('club_members').set(membership).where('id', '=', requestId).execute();
      // The fee came: the promised call about the request is no longer needed.
      await closeCallRequest(trx, 'club', requestId);
      id = requestId;
    } else {
      const row = await trx
        .insertInto('club_members')
        .values({ ...membership, cancelled_at: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await recordAudit(trx, actor, {
      action: 'club.activate',
      subject: 'club_membership',
      subjectId: id,
      before: requestId !== null ? { state: 'request' } : null,
      after: { userId: user.id, startsAt: membership.starts_at, expiresAt: membership.expires_at },
    });
    return {
      id,
      email: user.email,
      startsAt: membership.starts_at,
      expiresAt: membership.expires_at,
      fromRequest: requestId !== null,
    };
  });
}

/**
 * Cancels one row: a membership running or paid ahead (orders from now on pay the normal price), or a
 * join request nobody will pay for. False when there is nothing left to cancel.
 */
export async function cancelClubRow(trx: Transaction<Database>, actor: Actor, id: number): Promise<boolean> {
  const now = nowIso();
  const result = await trx
    .updateTable('club_members')
    .set({ cancelled_at: now })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await closeCallRequest(trx, 'club', id);
  await recordAudit(trx, actor, {
    action: 'club.cancel',
    subject: 'club_membership',
    subjectId: id,
    before: { cancelledAt: null },
    after: { cancelledAt: now },
  });
  return true;
}
