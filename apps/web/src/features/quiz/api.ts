// The quiz's calls: the mailing group (RPC), the two addSubscriber shapes (the lead & CRM service,
// plain HTTP on our own origin, docs/product.md §7); the anonymous funnel events are funnel.ts's. A sign-up's failure never
// stops the shopper (docs/product.md §7): the caller moves on whatever the answer.
import { QUIZ_CONTACT_CONSENT_VERSION, QUIZ_HEALTH_CONSENT_VERSION, type CountryCode } from '@zdravo/contract';
import type { AddSubscriberRequest, CRM_PATHS, SubscriberExtras } from '@zdravo/contract';
import { rpc } from '../../lib/rpc.ts';
import type { QuizRun } from './run.ts';

const ADD_SUBSCRIBER_PATH: (typeof CRM_PATHS)['addSubscriber'] = '/api/leads/addSubscriber';

export type GroupAnswer = { ok: true; group: string } | { ok: false; code: string };

export async function mailingGroup(slog: string): Promise<GroupAnswer> {
  const answer = await rpc.call('quiz.mailingGroup', { Slog: slog });
  return answer.status === 'ok' ? { ok: true, group: answer.data.Group } : { ok: false, code: answer.data };
}

/** The consent and — only when the shopper ticked the separate consent — the goal and the answers. */
function extras(run: QuizRun, country: CountryCode): SubscriberExtras {
  const base = { Consent: { Version: QUIZ_CONTACT_CONSENT_VERSION }, Country: country };
  if (!run.healthConsent || run.goal === null) return base;
  return { ...base, Quiz: { Goal: run.goal, Answers: run.answers, HealthConsent: QUIZ_HEALTH_CONSENT_VERSION } };
}

/** Posts one sign-up; true when the service took it. Never throws. */
async function addSubscriber(body: AddSubscriberRequest): Promise<boolean> {
  try {
    const res = await fetch(ADD_SUBSCRIBER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) return false;
    const answer = (await res.json()) as { status?: unknown };
    return answer.status === 'ok';
  } catch {
    return false;
  }
}

export const emailSignUp = (
  run: QuizRun,
  country: CountryCode,
  contact: { name: string; email: string; group: string },
) =>
  addSubscriber({ Email: contact.email, FirstLastName: contact.name, Group: contact.group, ...extras(run, country) });

export const phoneSignUp = (run: QuizRun, country: CountryCode, contact: { phone: string; offerId: number }) =>
  addSubscriber({ PhoneNumber: contact.phone, OfferID: contact.offerId, ...extras(run, country) });
