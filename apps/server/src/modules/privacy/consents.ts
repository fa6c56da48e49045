// Consent records: each choice a browser makes (accept all, reject all, or its own selection) is
// kept as proof of what it agreed to — the anonymous id, the categories, the policy version, the
// time, the shop country, and the account when one was logged in. Nothing else (no IP, no agent).
import type { Kysely } from 'kysely';
import { CONSENT_RECORD_RETENTION_DAYS, type ConsentChoice, type CountryCode } from '@zdravo/contract';
import type { ConsentsAddParams, DataExport } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import type { Limit } from '../../platform/rate-limit.ts';

/** A browser (its anonymous consent id) records a handful of choices a year; a script must not fill the table. */
export const CONSENT_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };
export const consentLimitKey = (consentId: string): string => `consent:id:${consentId}`;
/**
 * Per address only a ceiling against a script minting ids: a mobile carrier's NAT puts thousands of
 * shoppers behind one address, and none of them may lose the proof of their choice.
 */
export const CONSENT_ADDRESS_LIMIT: Limit = { max: 3000, windowMs: 60 * 60_000 };
export const consentAddressLimitKey = (ip: string): string => `consent:ip:${ip}`;

export async function recordConsent(
  db: Kysely<Database>,
  params: ConsentsAddParams,
  scope: { country: CountryCode; userId: number | null },
): Promise<void> {
  await db
    .insertInto('consent_records')
    .values({
      consent_id: params.consentId,
      user_id: scope.userId,
      country: scope.country,
      analytics: params.analytics ? 1 : 0,
      marketing: params.marketing ? 1 : 0,
      policy_version: params.policyVersion,
      choice: params.choice,
      created_at: nowIso(),
    })
    .execute();
}

/** Records past their retention are deleted by the shop's housekeeping job (modules/ops/housekeeping.ts). */
export async function pruneConsentRecords(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - CONSENT_RECORD_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('consent_records').where('created_at', '<', cutoff).execute();
}

export async function consentsOfUser(db: Kysely<Database>, userId: number): Promise<DataExport['consents']> {
  const rows = await db.selectFrom('consent_records').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((r) => ({
    analytics: r.analytics === 1,
    marketing: r.marketing === 1,
    policyVersion: r.policy_version,
    choice: r.choice as ConsentChoice,
    Country: r.country,
    createdAt: r.created_at,
  }));
}
