// The quiz's calls (our additions to docs/product.md §7): the mailing group of the recommended product in the
// shopper's country (the spec's per-offer-and-country map, kept by the operator: quiz:group), and
// the anonymous funnel counts (quiz:funnel) — a set, an event and a step number, nothing personal.
import { z } from 'zod';
import { QUIZ_CONTACT_CONSENT_VERSION, QUIZ_HEALTH_CONSENT_VERSION } from '../consent.ts';
import { COUNTRY_CODES } from '../countries.ts';
import { QUIZ_SETS } from '../messages/quiz-sets.ts';
import { QUIZ_FUNNEL_EVENTS, QUIZ_MAX_QUESTIONS, isQuizSetId, type QuizSetId } from '../quiz.ts';
import { safeString } from './common.ts';

export * from '../types/quiz.ts';

export const quizSetId = z
  .number()
  .int()
  .refine(isQuizSetId, 'Expected a question set 1 to 5')
  .transform((n) => n as QuizSetId);

/** The product by its slug; the country is the call's (X-Shop-Country). NO_MAILING_GROUP when none is set. */
export const quizMailingGroupParams = z.object({ Slog: safeString(100).trim().min(1) });

/**
 * One funnel event of one quiz run. Step is the question's number for 'question' events (1..10)
 * and absent otherwise. The browser reports each event once per run; the server only counts.
 */
export const quizTrackParams = z
  // Strict: a field beyond these three (an e-mail, an answer) is refused, never stored or logged.
  .strictObject({
    Goal: quizSetId,
    Event: z.enum(QUIZ_FUNNEL_EVENTS),
    Step: z.number().int().min(1).max(QUIZ_MAX_QUESTIONS).optional(),
  })
  .refine((p) => (p.Event === 'question') === (p.Step !== undefined), {
    message: 'Step is given with question events only',
    path: ['Step'],
  });

// ── What a quiz sign-up adds to addSubscriber (both shapes) ─────────────────────────────────

/** Every answer index must name an answer of its question, once; a question may stay unanswered. */
function answersFitSet(set: number, answers: readonly (readonly number[])[]): boolean {
  // Runs even when Goal itself failed its check: an unknown set fits nothing.
  const questions = isQuizSetId(set) ? QUIZ_SETS[set] : undefined;
  if (!questions || answers.length !== questions.length) return false;
  return answers.every(
    (picked, qi) => new Set(picked).size === picked.length && picked.every((ai) => ai < (questions[qi]?.a.length ?? 0)),
  );
}

/**
 * The goal and the answers — kept only with the separate health-data consent (HealthConsent names
 * the version of its text the shopper ticked). Without that consent the browser sends no Quiz at all.
 */
export const quizSignUpAnswers = z
  .object({
    Goal: quizSetId,
    Answers: z.array(z.array(z.number().int().min(0).max(4)).max(5)).max(QUIZ_MAX_QUESTIONS),
    HealthConsent: z.number().int().min(1).max(QUIZ_HEALTH_CONSENT_VERSION),
  })
  .refine((q) => answersFitSet(q.Goal, q.Answers), {
    message: 'Answers do not fit the question set',
    path: ['Answers'],
  });

/**
 * Our additions to both addSubscriber shapes. A part that is malformed is dropped, never the
 * sign-up (docs/product.md §7: the caller ignores failures, so a refusal would lose the contact): answers
 * without a valid health consent are simply not kept.
 */
export const subscriberExtras = {
  /** The version of the contact consent line the shopper sent under (stored with the time). */
  Consent: z
    .object({ Version: z.number().int().min(1).max(QUIZ_CONTACT_CONSENT_VERSION) })
    .optional()
    .catch(undefined),
  /** The shop country, so the answers are kept in the words the shopper read. */
  Country: z.enum(COUNTRY_CODES).optional().catch(undefined),
  Quiz: quizSignUpAnswers.optional().catch(undefined),
};
