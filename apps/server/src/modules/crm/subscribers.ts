// Mailing-list and call-back subscribers (the quiz's e-mail and phone steps) and club join requests.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';

export type SubscriberInput =
  | { Email: string; FirstLastName: string; Group: string }
  | { PhoneNumber: string; OfferID: string | number };

export async function addSubscriber(db: Kysely<Database>, input: SubscriberInput, ip: string): Promise<void> {
  const row =
    'Email' in input
      ? { email: input.Email.toLowerCase(), first_last_name: input.FirstLastName, mailing_group: input.Group, phone: null, offer_ref: null }
      : { email: null, first_last_name: null, mailing_group: null, phone: input.PhoneNumber, offer_ref: String(input.OfferID) };
  await db.insertInto('subscribers').values({ ...row, ip, created_at: nowIso() }).execute();
}

export interface ClubJoinInput {
  FirstLastName: string;
  PhoneNumber: string;
  ClubName: string;
  Country: string;
}

/** A join request: the team calls, takes the fee, and the operator activates it (club:activate). */
export async function addClubRequest(db: Kysely<Database>, input: ClubJoinInput): Promise<void> {
  await db
    .insertInto('club_members')
    .values({
      user_id: null,
      first_last_name: input.FirstLastName,
      phone: input.PhoneNumber,
      club_name: input.ClubName,
      country: input.Country,
      expires_at: null,
      created_at: nowIso(),
    })
    .execute();
}
