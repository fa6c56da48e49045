// shopOrders.f.withdraw (docs/product.md §7): the online withdrawal function. Login needed; the shopper's
// own order, inside the withdrawal period (withdrawal.ts). Answers the recorded withdrawal, or
// NOT_FOUND (no such order of this shopper), WITHDRAWAL_PERIOD_OVER, ORDER_CLOSED. A repeat answers
// the withdrawal already recorded, and sends no second acknowledgement.
import { z } from 'zod';
import { checkEmail } from '../validation.ts';
import { ibanOf } from '../iban.ts';
import { dbId, safeString } from './common.ts';

export * from '../types/withdrawal.ts';

/**
 * The acknowledgement's channel: '' asks for an SMS to the account's phone; anything else (absent or
 * an address) means the account's own e-mail. It never goes to another address than the account's
 * (the shop must not be made to mail strangers), whatever is typed here.
 */
export const acknowledgementEmail = safeString(320)
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v !== '' && checkEmail(v)) ctx.addIssue({ code: 'custom', message: 'emailFormat' });
  })
  .optional();

/**
 * The account the refund goes to (a COD shopper paid in cash): optional — the team calls when it is
 * missing —, and when given a valid IBAN (all four countries use them), kept in its electronic form.
 */
export const refundIban = safeString(60)
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    if (v !== '' && ibanOf(v) === null) ctx.addIssue({ code: 'custom', message: 'iban' });
  })
  .transform((v) => (v === '' ? undefined : (ibanOf(v) ?? undefined)))
  .optional();

export const shopOrdersWithdrawParams = z.object({
  ID: dbId,
  Email: acknowledgementEmail,
  Iban: refundIban,
});
export type ShopOrdersWithdrawParams = z.input<typeof shopOrdersWithdrawParams>;
