// The account page's statements: deleting the account, withdrawing from an order (their dialogs only).
// One file per part of the table (messages/errors.ts), so a screen's chunk carries only its own texts.
import { accountErrorMessages as account } from '../account.ts';
import { dataRightsMessages } from '../data-rights.ts';
import { withdrawalTexts } from '../withdrawal.ts';
import type { ErrorArea } from './area.ts';

/** 'Obriši račun': the password confirms it. */
export const accountDeleteErrors = {
  default: dataRightsMessages.failed,
  INVALID_CREDENTIALS: dataRightsMessages.wrongPassword,
  RATE_LIMITED: account.rateLimited,
  RPC_CLIENT_ERROR: account.networkError,
} satisfies ErrorArea;

/** The withdrawal statement ({days} and {guaranteeDays} are filled by the screen). */
export const withdrawalErrors = {
  default: withdrawalTexts.failed,
  WITHDRAWAL_PERIOD_OVER: withdrawalTexts.periodOver,
  ORDER_CLOSED: withdrawalTexts.closed,
} satisfies ErrorArea;
