// Mailing-list and call-back subscribers (the quiz's e-mail and phone steps) and club join requests.
// A quiz sign-up also keeps which consent line the shopper sent under and when, and — only with the
// separate health-data consent — the goal and the answers, in the words the shopper read.
import type { Kysely } from 'kysely';
import { textFor, type CountryCode, type QuizSetId } from '@zdravo/contract';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import type { AddSubscriberData } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { accountIdFor, joinPhone } from '../club/matching.ts';

export type SubscriberInput = AddSubscriberData;

/** One kept answer: the question and the answers picked, as the shopper read them. */
export interface KeptAnswer {
  q: string;
  a: string[];
}

export function answersInWords(goal: QuizSetId, answers: readonly (readonly number[])[], country: CountryCode): KeptAnswer[] {
  return QUIZ_SETS[goal].map((question, qi) => ({
    q: textFor(question.q, country),
    a: (answers[qi] ?? []).map((ai) => textFor(question.a[ai] ?? '', country)),
  }));
}

export async function addSubscriber(db: Kysely<Database>, input: SubscriberInput, ip: string): Promise<void> {
  const now = nowIso();
  const contact =
    'Email' in input
      ? { email: input.Email.toLowerCase(), first_last_name: input.FirstLastName, mailing_group: input.Group, phone: null, offer_ref: null }
      : { email: null, first_last_name: null, mailing_group: null, phone: input.PhoneNumber, offer_ref: String(input.OfferID) };
  const quiz = input.Quiz;
  await db
    .insertInto('subscribers')
    .values({
      ...contact,
      ip,
      created_at: now,
      country: input.Country ?? null,
      consent_version: input.Consent?.Version ?? null,
      consent_at: input.Consent ? now : null,
      health_consent_version: quiz?.HealthConsent ?? null,
      health_consent_at: quiz ? now : null,
      quiz_goal: quiz?.Goal ?? null,
      quiz_answers: quiz ? JSON.stringify(answersInWords(quiz.Goal, quiz.Answers, input.Country ?? 'HR')) : null,
    })
    .execute();
}

export interface ClubJoinInput {
  FirstLastName: string;
  PhoneNumber: string;
  ClubName: string;
  Country: string;
  Email?: string | undefined;
}

/**
 * A join request: the team calls, takes the fee, and activates it (the desk's Klub screen or
 * club:activate). Its phone is kept in E.164 and the account with that phone or e-mail is linked at
 * once, so the team sees who asked (club/matching.ts).
 */
export async function addClubRequest(db: Kysely<Database>, input: ClubJoinInput): Promise<void> {
  const phone = joinPhone(input.PhoneNumber, input.Country);
  const email = input.Email?.toLowerCase() ?? null;
  await db
    .insertInto('club_members')
    .values({
      user_id: await accountIdFor(db, { phone, email }),
      first_last_name: input.FirstLastName,
      phone,
      email,
      club_name: input.ClubName,
      country: input.Country,
      expires_at: null,
      created_at: nowIso(),
    })
    .execute();
}
