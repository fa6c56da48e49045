// Texts of the online withdrawal: the account's button and its two-step statement, and the
// acknowledgement the shop sends (e-mail or SMS) with the date and time it received the statement.
import type { Text } from '../text.ts';
import type { WithdrawalStage } from '../withdrawal.ts';
import withdrawalStatementJson from './texts/withdrawal-statement.json' with { type: 'json' };
import withdrawalNextStepsJson from './texts/withdrawal-next-steps.json' with { type: 'json' };
import withdrawalJson from './texts/withdrawal.json' with { type: 'json' };
import withdrawalAcknowledgementJson from './texts/withdrawal-acknowledgement.json' with { type: 'json' };

/** The statement itself: the same words on the screen and in the acknowledgement. */
export const withdrawalStatement: Text = withdrawalStatementJson;

/** What happens next, by where the parcel was when the shopper withdrew. */
export const withdrawalNextSteps = withdrawalNextStepsJson satisfies Record<WithdrawalStage, Text>;

export const withdrawalTexts = withdrawalJson satisfies Record<string, Text>;

/** The acknowledgement on a durable medium: {placeholders} filled by the server. */
export const withdrawalAcknowledgement = withdrawalAcknowledgementJson satisfies Record<string, Text>;
