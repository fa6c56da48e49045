// Mailing-list and call-back subscribers (the quiz's e-mail and phone steps) and club join requests.
// A quiz sign-up also keeps which consent line the shopper sent under and when, and — only with the
// separate health-data consent — the goal and the answers, in the words the shopper read.
import type { Kysely } from 'kysely';
import { isCountryCode, textFor, variantOf, type CountryCode, type QuizSetId } from '@zdravo/contract';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import type { AddSubscriberData } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { accountIdFor, joinPhone } from '../club/index.ts';
import { openCallRequest } from '../../platform/call-queue.ts';

export type SubscriberInput = AddSubscriberData;

/** One kept answer: the question and the answers picked, as the shopper read them. */
export interface KeptAnswer {
  q: string;
  a: string[];
}

function answersInWords(goal: QuizSetId, answers: readonly (readonly number[])[], country: CountryCode): KeptAnswer[] {
  return QUIZ_SETS[goal].map((question, qi) => ({
    q: textFor(question.q, country),
    a: (answers[qi] ?? []).map((ai) => textFor(question.a[ai] ?? '', country)),
  }));
}

export async function addSubscriber(db: Kysely<Database>, input: SubscriberInput, ip: string): Promise<void> {
  const now = nowIso();
  const contact =
    'Email' in input
      ? {
          email: input.Email.toLowerCase(),
          first_last_name: input.FirstLastName,
          mailing_group: input.Group,
          phone: null,
          offer_ref: null,
        }
      : {
          email: null,
          first_last_name: null,
          mailing_group: null,
          phone: input.PhoneNumber,
          offer_ref: String(input.OfferID),
        };
  const quiz = input.Quiz;
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
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
      .returning('id')
      .executeTakeFirstOrThrow();
    // A phone left with the consent to be contacted asks for a call ("naš savjetnik će vas nazvati"): the desk's queue keeps the promise.
    if ('PhoneNumber' in input && input.Consent) {
      const country = input.Country ?? 'HR';
      await openCallRequest(trx, {
        kind: 'quiz',
        subjectId: id,
        country,
        phone: joinPhone(input.PhoneNumber, country),
        name: '',
        about: await offerName(trx, input.OfferID, country),
        at: now,
      });
    }
  });
}

/** The recommended offer's name as the agent's country reads it, or the reference as sent. */
async function offerName(db: Kysely<Database>, ref: number | string, country: CountryCode): Promise<string> {
  if (typeof ref !== 'number') return ref;
  const row = await db
    .selectFrom('offer_texts')
    .select('name')
    .where('offer_id', '=', ref)
    .where('variant', '=', variantOf(country))
    .executeTakeFirst();
  return row?.name ?? String(ref);
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
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('club_members')
      .values({
        user_id: await accountIdFor(db, { phone, email }),
        first_last_name: input.FirstLastName,
        phone,
        email,
        club_name: input.ClubName,
        country: input.Country,
        expires_at: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // "Nazvat ćemo vas uskoro": the join request is a call in the desk's queue.
    await openCallRequest(trx, {
      kind: 'club',
      subjectId: id,
      country: isCountryCode(input.Country) ? input.Country : 'HR',
      phone,
      name: input.FirstLastName,
      about: input.ClubName,
      at: now,
    });
  });
}
