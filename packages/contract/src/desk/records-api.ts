// The desk's records in the API map (api.ts joins them): withdrawals with the team's to-do, and the
// quiz leads and newsletter subscribers with their CSV. Who may call them is decided in docs/desk.md
// ("Withdrawals": agents answer shoppers' calls about them and stop parcels in dispatch; the quiz
// leads hold health answers, so managers only).
import type { Call } from './call.ts';
import type {
  quizLeadsCsvParams,
  quizLeadsListParams,
  refundPaidParams,
  withdrawalDoneParams,
  withdrawalsListParams,
} from './records-params.ts';
import type { QuizLeadPage, QuizLeadsCsv, WithdrawalPage, WithdrawalRecord } from './records-types.ts';

export type DeskRecordsApi = {
  'desk.withdrawals.list': Call<typeof withdrawalsListParams, WithdrawalPage>;
  'desk.withdrawals.done': Call<typeof withdrawalDoneParams, WithdrawalRecord>;
  'desk.withdrawals.refundPaid': Call<typeof refundPaidParams, WithdrawalRecord>;
  'desk.quizLeads.list': Call<typeof quizLeadsListParams, QuizLeadPage>;
  'desk.quizLeads.csv': Call<typeof quizLeadsCsvParams, QuizLeadsCsv>;
};

export const RECORDS_ACCESS = {
  'desk.withdrawals.list': ['agent'],
  'desk.withdrawals.done': ['agent'],
  // Money leaves the shop's account: managers only.
  'desk.withdrawals.refundPaid': ['manager'],
  'desk.quizLeads.list': ['manager'],
  'desk.quizLeads.csv': ['manager'],
} as const;
