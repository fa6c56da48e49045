// shopOrders.f.withdraw (docs/product.md §7): the online withdrawal function. Browser-safe: the answer's
// type; the params schema is in methods/withdrawal.ts.
import type { WithdrawalSubject } from '../withdrawal.ts';

/** A recorded withdrawal, as the shopper's screen and an outside client see it. */
export interface Withdrawal {
  Subject: WithdrawalSubject;
  /** The order's ID (or, for the club, the membership's). */
  SubjectID: number;
  /** The order number (LeadID) the statement names. */
  Reference: string;
  /** When the statement was received: ISO-8601 UTC. */
  WithdrawnAt: string;
  /** How the acknowledgement is sent, and to whom. */
  Channel: 'email' | 'sms';
  SentTo: string;
}
export type ShopOrdersWithdrawResult = Withdrawal;
