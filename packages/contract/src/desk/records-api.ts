// The desk's records in the API map (api.ts joins them): withdrawals with the team's to-do, and the
// quiz leads and newsletter subscribers with their CSV. Who may call them is decided in docs/desk.md
// ("Withdrawals": agents answer shoppers' calls about them and stop parcels in dispatch; the quiz
// leads hold health answers, so managers only).
import type { z } from 'zod';
import type { quizLeadsCsvParams, quizLeadsListParams, withdrawalDoneParams, withdrawalsListParams } from './records-params.ts';
import type { QuizLeadPage, QuizLeadsCsv, WithdrawalPage, WithdrawalRecord } from './records-types.ts';

type In<S extends z.ZodType> = z.input<S>;

export type DeskRecordsApi = {
  'desk.withdrawals.list': { params: In<typeof withdrawalsListParams>; result: WithdrawalPage };
  'desk.withdrawals.done': { params: In<typeof withdrawalDoneParams>; result: WithdrawalRecord };
  'desk.quizLeads.list': { params: In<typeof quizLeadsListParams>; result: QuizLeadPage };
  'desk.quizLeads.csv': { params: In<typeof quizLeadsCsvParams>; result: QuizLeadsCsv };
};

export const RECORDS_ACCESS = {
  'desk.withdrawals.list': ['agent'],
  'desk.withdrawals.done': ['agent'],
  'desk.quizLeads.list': ['manager'],
  'desk.quizLeads.csv': ['manager'],
} as const;
