// One-time invitation links to the desk (docs/desk.md): valid 24 hours, single use. An invitation
// makes (or refreshes) a staff row that is not yet enrolled; following the link, the person sets a
// name and password and enrols two-factor sign-in. staff:reset-2fa sends an enrolled person the
// same kind of link after clearing their key and recovery codes.
import type { Kysely, Transaction } from 'kysely';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import type { CountryCode } from '@zdravo/contract';
import type { Invitation, StaffRole } from '@zdravo/contract/desk';
import type { Database } from '../db/schema/index.ts';
import { nowIso } from '../db/dialect.ts';
import { newSessionToken, sha256Hex } from '../platform/tokens.ts';
import { recordAudit, type Actor } from '../platform/audit.ts';
import { emailKey, isEnrolled, staffByEmail, type StaffRow } from './staff-store.ts';
import { endStaffSessions } from './session.ts';

const INVITATION_HOURS = 24;

const enrolmentLink = (origin: string, token: string): string => `${origin.replace(/\/+$/, '')}/desk/#/enrol/${token}`;

interface InviteInput {
  email: string;
  role: StaffRole;
  country: CountryCode;
}

/** A fresh link for a staff row; earlier unused links of that person stop working. */
async function issueLink(
  trx: Transaction<Database>,
  staffId: number,
  actor: Actor,
  origin: string,
): Promise<Invitation> {
  const token = newSessionToken();
  const now = Date.now();
  const expiresAt = new Date(now + INVITATION_HOURS * 3_600_000).toISOString();
  await trx
    .updateTable('staff_invitations')
    .set({ used_at: nowIso() })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('staff_invitations')
    .values({
      staff_id: staffId,
      token_hash: sha256Hex(token),
      created_by: actor.staffId,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { Link: enrolmentLink(origin, token), ExpiresAt: expiresAt };
}

/** Invites a new person, or invites again one who has not enrolled yet (role and country as given now). */
export async function invite(
  db: Kysely<Database>,
  input: InviteInput,
  actor: Actor,
  origin: string,
): Promise<Invitation | RpcFailure<'STAFF_EXISTS'>> {
  const existing = await staffByEmail(db, input.email);
  if (existing && isEnrolled(existing)) return fail('STAFF_EXISTS');
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      await trx
        .updateTable('staff')
        .set({ role: input.role, country: input.country, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      id = existing.id;
    } else {
      const row = await trx
        .insertInto('staff')
        .values({
          email: input.email.trim(),
          email_key: emailKey(input.email),
          role: input.role,
          country: input.country,
          password_hash: null,
          totp_secret: null,
          totp_last_step: null,
          codes_locked_until: null,
          last_sign_in_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await recordAudit(trx, actor, {
      action: 'staff.invite',
      subject: 'staff',
      subjectId: id,
      before: existing ? { role: existing.role, country: existing.country } : null,
      after: { email: input.email.trim(), role: input.role, country: input.country },
    });
    return issueLink(trx, id, actor, origin);
  });
}

/** staff:reset-2fa: the key and recovery codes go, every session ends, and a new enrolment link is made. */
export async function resetTwoFactor(
  db: Kysely<Database>,
  staff: StaffRow,
  actor: Actor,
  origin: string,
): Promise<Invitation> {
  const invitation = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({
        totp_secret: null,
        totp_last_step: null,
        code_failures: 0,
        codes_locked_until: null,
        updated_at: nowIso(),
      })
      .where('id', '=', staff.id)
      .execute();
    await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staff.id).execute();
    await recordAudit(trx, actor, {
      action: 'staff.reset2fa',
      subject: 'staff',
      subjectId: staff.id,
      before: { enrolled: true },
      after: { enrolled: false },
    });
    await endStaffSessions(trx, staff.id);
    return issueLink(trx, staff.id, actor, origin);
  });
  return invitation;
}

export interface OpenInvitation {
  id: number;
  staff: StaffRow;
  pendingSecret: string | null;
}

/** The invitation of a token if it is unused and younger than 24 hours. */
export async function openInvitation(db: Kysely<Database>, token: string): Promise<OpenInvitation | null> {
  const row = await db
    .selectFrom('staff_invitations')
    .select(['id', 'staff_id', 'pending_totp_secret', 'expires_at', 'used_at'])
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || Date.parse(row.expires_at) <= Date.now()) return null;
  const staff = await db.selectFrom('staff').selectAll().where('id', '=', row.staff_id).executeTakeFirst();
  if (!staff || staff.disabled === 1) return null;
  return { id: row.id, staff, pendingSecret: row.pending_totp_secret };
}
