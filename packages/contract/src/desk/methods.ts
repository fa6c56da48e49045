// The desk's params schemas, for the server (the browser's part is types.ts and api.ts).
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { CART_MAX_QUANTITY } from '../catalog.ts';
import { dbId, safeString } from '../methods/common.ts';
import { checkEmail } from '../validation.ts';
import { STAFF_ROLES } from './roles.ts';
import { NUMBERS_GRAINS, NUMBERS_MAX_PERIODS, periodStarts } from './numbers.ts';
import { CLUB_EXPIRING_DAYS, CLUB_VIEWS } from './club.ts';
import { CALL_OUTCOMES, CANCEL_REASONS, DELIVERY_OUTCOMES, DISPATCH_STAGES } from './types.ts';
import { RETURN_REASONS } from './delivery-outcomes.ts';

export * from './types.ts';
export * from './review-params.ts';
export * from './call-flow-params.ts';
export * from './supervision-params.ts';

const email = safeString(320).trim().min(3);
/** A new staff member's e-mail: the shop's one e-mail rule (checkEmail), for the desk and the CLI alike. */
export const staffEmail = email.refine((v) => checkEmail(v) === null, 'emailFormat');
/**
 * The name a person gives at enrolment: 2 to 80 characters, starting with a letter — so never with
 * = + - @ (a spreadsheet would run it as a formula in the desk's files) or a space (docs/desk.md).
 */
export const STAFF_NAME_LENGTH = { min: 2, max: 80 } as const;
export const staffName = safeString(STAFF_NAME_LENGTH.max)
  .trim()
  .min(STAFF_NAME_LENGTH.min)
  .refine((v) => /^\p{L}/u.test(v), 'nameStartsWithLetter');
const secret = safeString(1024);
/** Six digits; the spaces an app shows between groups ("123 456") are allowed. */
const totpCode = safeString(16)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/));
/** An invitation token: 43 base64url characters. */
const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const deskNoParams = z.object({}).optional();
export const signInParams = z.object({ email, password: secret });
export const verifyCodeParams = z.object({ code: totpCode });
export const recoveryCodeParams = z.object({ code: safeString(40).trim().min(1) });
export const enrolStartParams = z.object({ token: invitationToken });
export const enrolFinishParams = z.object({
  token: invitationToken,
  name: staffName,
  password: secret,
  code: totpCode,
});
export const staffInviteParams = z.object({
  email: staffEmail,
  role: z.enum(STAFF_ROLES),
  country: z.enum(COUNTRY_CODES),
});
export const staffSetRoleParams = z.object({ id: dbId, role: z.enum(STAFF_ROLES) });
export const staffSetDisabledParams = z.object({ id: dbId, disabled: z.boolean() });
export const auditListParams = z
  .object({
    staffId: dbId.optional(),
    /** The CLI's own rows. */
    cli: z.boolean().optional(),
    subject: safeString(40).optional(),
    subjectId: safeString(64).optional(),
    /** Days on the shop's clock, inclusive. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    beforeId: dbId.optional(),
    /** What the rows are about, as typed: an order number, a staff member's e-mail or name, a phone in any form. */
    find: safeString(120).trim().min(2).optional(),
  })
  .optional();
export const ordersSearchParams = z.object({ q: safeString(120).trim().min(2) });
export const ordersGetParams = z.object({ id: dbId });

/** The order's lines as the agent changed them on the call (at least one; a quantity the cart allows). */
const callLines = z
  .array(z.object({ offerId: dbId, quantity: z.number().int().min(1).max(CART_MAX_QUANTITY) }))
  .min(1)
  .max(20);
/** What the agent changed on the call: the lines, the name, the phone. */
const callChange = z.object({
  lines: callLines,
  firstName: safeString(100).trim().min(1),
  lastName: safeString(100).trim().min(1),
  phone: safeString(40).trim().min(6),
});

export const leadParams = z.object({ orderId: dbId });
export const callOutcomeParams = z.object({
  orderId: dbId,
  outcome: z.enum(CALL_OUTCOMES),
  note: safeString(500).trim().optional(),
  /** confirmed: where the parcel goes (checked per country by the server). */
  address: z.object({ street: safeString(200), postalCode: safeString(10), place: safeString(100) }).optional(),
  /** callBack: when the shopper asked to be called (ISO-8601). */
  callBackAt: z.iso.datetime({ offset: true }).optional(),
  /** cancelled: why. */
  reason: z.enum(CANCEL_REASONS).optional(),
  /** duplicate: the order this one repeats, by its id or (as the agent reads it) its order number. */
  duplicateOf: dbId.optional(),
  /** confirmed or callBack: the changes made on the call, priced again and saved with the outcome. */
  change: callChange.optional(),
  duplicateOfNumber: safeString(20).trim().optional(),
});

/** A CSV import's text: at most this many characters (about 2,000 rows). */
export const CSV_IMPORT_MAX_CHARS = 200_000;
/** A parcel number as couriers write them: letters, digits, a few separators. */
export const trackingNumberSchema = safeString(40)
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]{3,39}$/);
export const dispatchListParams = z.object({ country: z.enum(COUNTRY_CODES), stage: z.enum(DISPATCH_STAGES) });
export const courierCsvParams = z.object({ country: z.enum(COUNTRY_CODES) });
/** One parcel shipped: its number, or (none typed) the order number, as in a batch. */
export const shipParams = z.object({
  orderId: dbId,
  courier: safeString(64).trim().min(1),
  trackingNumber: trackingNumberSchema.optional(),
});
export const csvImportParams = z.object({ csv: safeString(CSV_IMPORT_MAX_CHARS) });
export const deliveryParams = z.object({
  orderId: dbId,
  outcome: z.enum(DELIVERY_OUTCOMES),
  /** The day it happened on the shop's clock (the courier's report); today when not given. */
  date: isoDay.optional(),
  /** Why a refused or returned parcel came back (ignored for a delivery); not given: kept unnamed. */
  reason: z.enum(RETURN_REASONS).optional(),
});
/** A picked batch handed to one courier: each parcel with its number, or the order number (the courier file's reference) when none is typed. */
export const shipBatchParams = z.object({
  courier: safeString(64).trim().min(1),
  parcels: z
    .array(z.object({ orderId: dbId, trackingNumber: trackingNumberSchema.optional() }))
    .min(1)
    .max(200),
});

/** A number as a person types it (read in the manager's country when it has no dial code). */
export const blockPhoneParams = z.object({
  phone: safeString(40).trim().min(6),
  note: safeString(200).trim().optional(),
  /** The country a number without a dial code is read in (the manager's own when not given). */
  country: z.enum(COUNTRY_CODES).optional(),
});
export const unblockPhoneParams = z.object({ phone: safeString(40).trim().min(6) });

export const callQuoteParams = z.object({ orderId: dbId, lines: callLines.optional() });
export const callAmendParams = callChange.extend({ orderId: dbId });

/** Merges the held lead's order into another open order of the same shopper (by that order's number). */
export const callMergeParams = z.object({
  orderId: dbId,
  intoNumber: safeString(20).trim().min(4),
});

/** A day that is on the calendar (2026-02-30 is not). */
const calendarDay = isoDay.refine((d) => {
  const at = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === d;
});

/** A numbers report: calendar days on the shop's clock, inclusive; at most NUMBERS_MAX_PERIODS periods. */
export const numbersParams = z
  .object({
    from: calendarDay,
    to: calendarDay,
    grain: z.enum(NUMBERS_GRAINS),
    country: z.enum(COUNTRY_CODES).optional(),
  })
  .refine((p) => p.from <= p.to, { message: 'from after to', path: ['to'] })
  .refine((p) => periodStarts(p.from, p.to, p.grain).length <= NUMBERS_MAX_PERIODS, {
    message: 'too many periods',
    path: ['to'],
  });

// The Klub screen (docs/desk.md, Klub).
export const clubListParams = z.object({
  view: z.enum(CLUB_VIEWS),
  /** For 'expiring': memberships whose last day is within this many days. */
  days: z.number().int().min(CLUB_EXPIRING_DAYS.min).max(CLUB_EXPIRING_DAYS.max).optional(),
  beforeId: dbId.optional(),
});

export const clubActivateParams = z
  .object({
    /** The join request paid for (it becomes the membership), or … */
    requestId: dbId.optional(),
    /** … the account, when there is no request. One of the two. */
    accountId: dbId.optional(),
    /** The day the fee was received, on the shop's clock: the year runs from it. */
    paidOn: calendarDay,
  })
  .refine((p) => (p.requestId === undefined) !== (p.accountId === undefined), { message: 'requestOrAccount' });

export const clubCancelParams = z.object({ id: dbId });
