// The quiz (migration 0016_quiz): the mailing group per product and country, and the funnel counts.
import type { Generated } from 'kysely';

interface QuizMailingGroupsTable {
  id: Generated<number>;
  offer_slog: string;
  /** BA | RS | HR | ME */
  country: string;
  mailing_group: string;
  updated_at: string;
}

interface QuizFunnelTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  goal: number;
  event: string;
  /** The question's number for 'question' events, else 0. */
  step: number;
  count: number;
}

export interface QuizTables {
  quiz_mailing_groups: QuizMailingGroupsTable;
  quiz_funnel: QuizFunnelTable;
}
