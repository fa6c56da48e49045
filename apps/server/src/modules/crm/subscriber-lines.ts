// How subscribers:list shows one subscriber: the contact, what it agreed to and when, and — only
// when the shopper gave the separate health-data consent — the goal and the answers kept.
import { isQuizSetId, QUIZ_SET_FAMILIES, textFor } from '@zdravo/contract';
import { quizGoalMessages } from '@zdravo/contract/messages/quiz';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import type { Selectable } from 'kysely';
import type { SubscribersTable } from '../../db/schema/orders.ts';
import type { KeptAnswer } from './subscribers.ts';

const minute = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

function keptAnswers(json: string | null): KeptAnswer[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as KeptAnswer[]) : [];
  } catch {
    return [];
  }
}

export function subscriberLines(s: Selectable<SubscribersTable>): string[] {
  const who = s.email
    ? `${s.email} (${s.first_last_name ?? ''}) group ${s.mailing_group ?? ''}`
    : `${s.phone ?? ''} for offer ${s.offer_ref ?? ''}`;
  const lines = [`#${s.id}  ${minute(s.created_at)}  ${s.country ?? '--'}  ${who}`];
  lines.push(
    s.consent_version === null
      ? '    consent: none recorded'
      : `    consent: contact line v${s.consent_version} at ${minute(s.consent_at ?? s.created_at)}`,
  );
  if (s.health_consent_version === null) {
    lines.push('    answers: not kept (no consent to keep health answers)');
    return lines;
  }
  const goal = s.quiz_goal;
  const goalName =
    goal !== null && isQuizSetId(goal)
      ? `set ${goal} (${QUIZ_SET_FAMILIES[goal]}), button "${textFor(quizGoalMessages[goal], 'BA')}", ${QUIZ_SETS[goal].length} questions`
      : '?';
  lines.push(
    `    answers kept with consent v${s.health_consent_version} at ${minute(s.health_consent_at ?? s.created_at)}; goal: ${goalName}`,
  );
  for (const answer of keptAnswers(s.quiz_answers))
    lines.push(`      ${answer.q} ${answer.a.length > 0 ? answer.a.join('; ') : '—'}`);
  return lines;
}
