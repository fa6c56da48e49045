// Which mailing-list and call-back sign-ups are an account's: those made with its e-mail (stored
// lower-cased) or its phone number. Sign-ups keep the phone as typed ("+385 91 555 1234",
// "091-555-1234"), so candidates whose digits end like the account's are read back in the account's
// own country and compared in E.164. One rule for the export and for the deletion.
import { sql, type Kysely } from 'kysely';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { parsePhone } from '../../platform/phone.ts';
import type { UserRow } from '../auth/index.ts';

/** A household's sign-ups are a handful; the cap keeps a pathological table from being read whole. */
const CANDIDATE_LIMIT = 1000;

const countryOfE164 = (e164: string): CountryCode =>
  COUNTRY_CODES.find((code) => e164.startsWith(`+${COUNTRIES[code].dialCode}`)) ?? 'HR';

/** The stored phone without the separators people type (the same on both databases). */
const digitsOnly = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '.', ''), '/', ''), '(', ''), ')', '')`;

export interface OwnSubscriptions {
  newsletterIds: number[];
  callBackIds: number[];
}

export async function ownSubscriptions(
  db: Kysely<Database>,
  user: Pick<UserRow, 'email_key' | 'phone'>,
): Promise<OwnSubscriptions> {
  const newsletter = await db
    .selectFrom('subscribers')
    .select('id')
    .where('email', '=', user.email_key)
    .limit(CANDIDATE_LIMIT)
    .execute();
  const lastDigits = user.phone.slice(-4);
  const candidates = /^\d{4}$/.test(lastDigits)
    ? await db
        .selectFrom('subscribers')
        .select(['id', 'phone'])
        .where(digitsOnly, 'like', `%${lastDigits}`)
        .limit(CANDIDATE_LIMIT)
        .execute()
    : [];
  const country = countryOfE164(user.phone);
  return {
    newsletterIds: newsletter.map((r) => r.id),
    callBackIds: candidates
      .filter((r) => r.phone !== null && parsePhone(r.phone, country) === user.phone)
      .map((r) => r.id),
  };
}
