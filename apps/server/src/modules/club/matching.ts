// Which shop account a club join request belongs to: the one with the same phone number (compared in
// E.164, so "061 234 567" typed in BA and "+387 61 234 567" are one number) or the same e-mail
// (compared as accounts are, lower-cased). Asked when the request arrives and again when the fee is
// taken, so an account created after the join is found too (docs/desk.md, Klub).
import type { Kysely, Transaction } from 'kysely';
import { isCountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';
import { parsePhone } from '../../platform/phone.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A join's phone in E.164 when it is a number of a shop country, else as typed. A local form is read in
 * the visitor's country when that is a shop country (the join form offers only those), else in HR, the
 * shop's default country (docs/architecture.md §2).
 */
export function joinPhone(raw: string, visitorCountry: string): string {
  const country = isCountryCode(visitorCountry) ? visitorCountry : 'HR';
  return parsePhone(raw, country) ?? raw.trim();
}

/** The account with this phone (E.164) or e-mail, the phone first: it is what the join form asks for. */
export async function accountIdFor(db: Db, contact: { phone: string; email: string | null }): Promise<number | null> {
  if (contact.phone.startsWith('+')) {
    const byPhone = await db.selectFrom('users').select('id').where('phone', '=', contact.phone).executeTakeFirst();
    if (byPhone) return byPhone.id;
  }
  const email = contact.email?.trim().toLowerCase();
  if (!email) return null;
  const byEmail = await db.selectFrom('users').select('id').where('email_key', '=', email).executeTakeFirst();
  return byEmail?.id ?? null;
}

/** Join requests nobody has paid for (no start yet) and nobody cancelled. */
export const openRequests = (db: Db) =>
  db.selectFrom('club_members').select('id').where('starts_at', 'is', null).where('cancelled_at', 'is', null);

/** The oldest open join request of an account: linked to it already, or not linked and matching its phone or e-mail. */
export async function openRequestOf(
  db: Db,
  user: { id: number; phone: string; email_key: string },
): Promise<number | null> {
  const row = await openRequests(db)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', user.id),
        eb.and([eb('user_id', 'is', null), eb.or([eb('phone', '=', user.phone), eb('email', '=', user.email_key)])]),
      ]),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
