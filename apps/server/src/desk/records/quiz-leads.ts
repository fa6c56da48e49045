// Quiz leads and newsletter subscribers on the desk (docs/desk.md, "Quiz leads"): newest first,
// filtered by country and days on the shop's clock, 50 a page. The goal and the answers are health
// data (docs/decisions/014-quiz-leads-and-health-answers.md): a row carries them only when the person
// gave their own consent — the rule is here, once, for the list and the CSV alike.
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { isQuizSetId, localMidnight, parseCountry, textFor, type CountryCode } from '@zdravo/contract';
import type { QuizLead } from '@zdravo/contract/desk';
import { quizGoalMessages } from '@zdravo/contract/messages/quiz';
import type { Database } from '../../db/schema/index.ts';
import type { SubscribersTable } from '../../db/schema/orders.ts';
import { phoneForDisplay } from '../../platform/phone.ts';

export const QUIZ_LEADS_PAGE = 50;

export interface QuizLeadFilter {
  country?: CountryCode | undefined;
  from?: string | undefined;
  to?: string | undefined;
  beforeId?: number | undefined;
}

const midnightOf = (day: string, plusDays = 0): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d + plusDays).toISOString();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builder's selection type is Kysely's
function filtered<Q extends SelectQueryBuilder<Database, 'subscribers', any>>(query: Q, f: QuizLeadFilter): Q {
  let q = query;
  if (f.country) q = q.where('country', '=', f.country) as Q;
  if (f.from) q = q.where('created_at', '>=', midnightOf(f.from)) as Q;
  if (f.to) q = q.where('created_at', '<', midnightOf(f.to, 1)) as Q;
  if (f.beforeId !== undefined) q = q.where('id', '<', f.beforeId) as Q;
  return q;
}

function keptAnswers(json: string | null): { Q: string; A: string[] }[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return (value as { q?: unknown; a?: unknown }[]).map((v) => ({
      Q: String(v.q ?? ''),
      A: Array.isArray(v.a) ? v.a.map(String) : [],
    }));
  } catch {
    return [];
  }
}

/** One row as the desk shows it, in `reader`'s wording (the goal's name). */
function quizLead(row: Selectable<SubscribersTable>, reader: CountryCode): QuizLead {
  const consented = row.health_consent_version !== null;
  const goal = row.quiz_goal;
  return {
    ID: row.id,
    At: row.created_at,
    Country: row.country === null ? null : parseCountry(row.country),
    Kind: row.email !== null ? 'email' : 'phone',
    Email: row.email,
    Phone: row.phone === null ? null : phoneForDisplay(row.phone),
    Name: row.first_last_name,
    Group: row.mailing_group,
    Offer: row.offer_ref,
    ConsentVersion: row.consent_version,
    ConsentAt: row.consent_at,
    HealthConsent: consented,
    // Without their own consent the answers are not even read into the answer.
    Goal: consented && goal !== null && isQuizSetId(goal) ? textFor(quizGoalMessages[goal], reader) : null,
    Answers: consented ? keptAnswers(row.quiz_answers) : null,
  };
}

export async function listQuizLeads(
  db: Kysely<Database>,
  filter: QuizLeadFilter,
  reader: CountryCode,
  limit: number,
): Promise<{ leads: QuizLead[]; more: boolean }> {
  const rows = await filtered(db.selectFrom('subscribers').selectAll(), filter)
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { leads: rows.slice(0, limit).map((r) => quizLead(r, reader)), more: rows.length > limit };
}
