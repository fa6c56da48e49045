// A refund after a withdrawal (docs/desk.md, "Refunds"): what is paid back, by when, and where. The
// Consumer Rights Directive (Art. 13) and the same rule in BA, RS and ME: the price and the standard
// delivery as charged, within 14 days of the statement, to an account the shopper gives — a COD
// shopper paid in cash, so the account is asked for in the withdrawal form (iban.ts). Free of
// libraries: the desk counts "overdue" on its own clock with it.
import { localDay, localMidnight } from './shop-clock.ts';

/** Days from the statement within which the money must be back with the shopper. */
export const REFUND_DAYS = 14;

/** The last day (YYYY-MM-DD, shop clock) a refund for a statement received at `statementAt` may be paid. */
export function refundDueOn(statementAt: string): string {
  const [y, m, d] = localDay(statementAt).split('-').map(Number) as [number, number, number];
  // Midday: the day's local midnight shifted by the days, read back on the shop's clock.
  return localDay(new Date(localMidnight(y, m, d + REFUND_DAYS).getTime() + 12 * 3_600_000).toISOString());
}

/** A refund not paid by the end of its due day is overdue. */
export const refundOverdue = (dueOn: string, paidOn: string | null, now: Date): boolean =>
  paidOn === null && localDay(now.toISOString()) > dueOn;

/** An account in electronic form ("BA391290079401028494") grouped by four, as a bank statement prints it. */
export const printedIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');
