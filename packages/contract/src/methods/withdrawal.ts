// shopOrders.f.withdraw (DESIGN.md §4b): the online withdrawal function. Login needed; the shopper's
// own order, inside the withdrawal period (withdrawal.ts). Answers the recorded withdrawal, or
// NOT_FOUND (no such order of this shopper), WITHDRAWAL_PERIOD_OVER, ORDER_CLOSED. A repeat answers
// the withdrawal already recorded, and sends no second acknowledgement.
import { z } from 'zod';
import { checkEmail } from '../validation.ts';
import type { WithdrawalSubject } from '../withdrawal.ts';
import { dbId, safeString } from './common.ts';

export const SHOP_ORDERS_WITHDRAW = 'shopOrders.f.withdraw';

export const shopOrdersWithdrawParams = z.object({
  ID: dbId,
  /**
   * Where the acknowledgement goes. Absent: the account's e-mail. An address: that one (the shopper
   * may name another). '' : no e-mail, an SMS to the account's phone.
   */
  Email: safeString(320)
    .transform((v) => v.trim())
    .superRefine((v, ctx) => {
      if (v !== '' && checkEmail(v)) ctx.addIssue({ code: 'custom', message: 'emailFormat' });
    })
    .optional(),
});
export type ShopOrdersWithdrawParams = z.input<typeof shopOrdersWithdrawParams>;

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
