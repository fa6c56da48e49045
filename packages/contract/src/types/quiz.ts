// The quiz's calls as the browser knows them (the schemas are ../methods/quiz.ts, server only):
// quiz.mailingGroup, quiz.track, and what a quiz sign-up adds to addSubscriber.
import type { CountryCode } from '../countries.ts';
import type { QuizSetId } from '../quiz.ts';

export interface QuizMailingGroup {
  Group: string;
}

/**
 * Our additions to both addSubscriber shapes of docs/product.md §7: the version of the contact consent line,
 * the shop country, and — only with the separate health-data consent — the goal and the answers.
 */
export interface SubscriberExtras {
  Consent?: { Version: number };
  Country?: CountryCode;
  Quiz?: { Goal: QuizSetId; Answers: number[][]; HealthConsent: number };
}

/** Either addSubscriber body of docs/product.md §7, with our additions. */
export type AddSubscriberRequest = (
  { Email: string; FirstLastName: string; Group: string } | { PhoneNumber: string; OfferID: number | string }
) &
  SubscriberExtras;
