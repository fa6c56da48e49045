// The zod params of the desk's records (withdrawals, quiz leads), for the server; the browser's part
// is records-types.ts and records-api.ts.
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { dbId, safeString } from '../methods/common.ts';
import { WITHDRAWAL_LIST_STATES } from './records-types.ts';

/** A day on the shop's clock. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const withdrawalsListParams = z.object({ state: z.enum(WITHDRAWAL_LIST_STATES), beforeId: dbId.optional() });
export const withdrawalDoneParams = z.object({
  id: dbId,
  /** The day it was done (the parcel stopped, the return received, the refund paid). */
  on: isoDay,
  note: safeString(300).trim().optional(),
});

export const refundPaidParams = z.object({
  id: dbId,
  /** The day the payment was made (shop clock). */
  on: isoDay,
  /** The bank's reference of the payment, as the statement shows it. */
  reference: safeString(100).trim().min(1),
});

const quizLeadsFilter = {
  country: z.enum(COUNTRY_CODES).optional(),
  /** Days on the shop's clock, inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
};
export const quizLeadsListParams = z.object({ ...quizLeadsFilter, beforeId: dbId.optional() }).optional();
export const quizLeadsCsvParams = z.object(quizLeadsFilter).optional();
