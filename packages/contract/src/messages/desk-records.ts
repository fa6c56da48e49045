// The desk's records screens (docs/desk.md, "Withdrawals" and "Quiz leads"), per spelling variant
// like the rest of the desk: the menu entries, the withdrawals with the team's to-do, the quiz leads
// and newsletter subscribers, and the header of their CSV. The shop's bundle never imports this module.
import type { WithdrawalListState, WithdrawalTodo } from '../desk/records-types.ts';
import type { WithdrawalStage } from '../withdrawal.ts';
import type { Text } from '../text.ts';
import deskWithdrawalJson from './texts/desk-withdrawal.json' with { type: 'json' };
import deskWithdrawalStagesJson from './texts/desk-withdrawal-stages.json' with { type: 'json' };
import deskWithdrawalTodosJson from './texts/desk-withdrawal-todos.json' with { type: 'json' };
import deskWithdrawalDoneJson from './texts/desk-withdrawal-done.json' with { type: 'json' };
import deskQuizLeadJson from './texts/desk-quiz-lead.json' with { type: 'json' };
import quizLeadCsvHeaderJson from './texts/quiz-lead-csv-header.json' with { type: 'json' };

export const deskRecordsMenu = {
  withdrawals: 'Odustanci',
  quizLeads: 'Kviz i pretplatnici',
} satisfies Record<string, Text>;

export const deskWithdrawalMessages = deskWithdrawalJson satisfies Record<string, Text>;

export const deskWithdrawalStates = {
  open: 'Otvoreni zadaci',
  done: 'Završeni',
} satisfies Record<WithdrawalListState, Text>;

/** Where the parcel was when the shopper withdrew. */
export const deskWithdrawalStages = deskWithdrawalStagesJson satisfies Record<WithdrawalStage, Text>;

/** What the team must do. */
export const deskWithdrawalTodos = deskWithdrawalTodosJson satisfies Record<WithdrawalTodo, Text>;

/** The button that marks the to-do done, and how a done one reads. */
export const deskWithdrawalDone = deskWithdrawalDoneJson satisfies Record<WithdrawalTodo, Text>;

export const deskQuizLeadMessages = deskQuizLeadJson satisfies Record<string, Text>;

/** The CSV's header row, in the order of its columns (desk/records/quiz-leads-csv.ts). */
export const quizLeadCsvHeader = quizLeadCsvHeaderJson satisfies Record<string, Text>;

export const quizLeadCsvWords = {
  yes: 'Da',
  no: 'Ne',
} satisfies Record<string, Text>;
