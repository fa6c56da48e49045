// The courier's money on the desk (docs/desk.md, "The courier's money"): the payouts screen, how a
// statement's line compares with its parcel, why a statement's row was refused, and the numbers'
// section of cash still with the couriers. The shop's bundle never imports this module.
import type { OutstandingAge, RemittanceMatch, RemittanceRowProblem } from '../desk/remittances.ts';
import type { Text } from '../text.ts';
import deskRemittancesJson from './texts/desk-remittances.json' with { type: 'json' };
import deskRemittanceLabelsJson from './texts/desk-remittance-labels.json' with { type: 'json' };
import deskRemittanceProblemsJson from './texts/desk-remittance-problems.json' with { type: 'json' };
import deskCourierMoneyJson from './texts/desk-courier-money.json' with { type: 'json' };

export const deskRemittanceMessages = deskRemittancesJson satisfies Record<string, Text>;

export const deskRemittanceLabels = deskRemittanceLabelsJson satisfies Record<RemittanceMatch | 'missing', Text>;

export const deskRemittanceProblems = deskRemittanceProblemsJson satisfies Record<RemittanceRowProblem, Text>;

export const deskCourierMoneyMessages = deskCourierMoneyJson satisfies Record<string, Text> &
  Record<OutstandingAge, Text>;
