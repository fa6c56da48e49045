// The lead & CRM service's HTTP calls (/api/deals/*, /api/leads/*, docs/product.md §7): the body
// schemas (zod), for the server; the browser's part is types/crm.ts.
import { z } from 'zod';
import { isLeadId } from '../orders.ts';
import { dbId, safeString } from './common.ts';
import { subscriberExtras, type AddSubscriberRequest } from './quiz.ts';

export * from '../types/crm.ts';

export const shipmentStatusBody = z.object({ LeadID: safeString(32).trim().min(1) });

const crmText = (max: number) => safeString(max).trim().min(1);

/** Either shape of docs/product.md §7; other fields a caller adds are ignored (its failures are silent, so refusing them would lose sign-ups). */
export const addSubscriberBody = z.union([
  z.object({
    Email: safeString(254).trim().pipe(z.email()),
    FirstLastName: crmText(128),
    Group: crmText(100),
    ...subscriberExtras,
  }),
  z.object({ PhoneNumber: crmText(32), OfferID: z.union([dbId, crmText(64)]), ...subscriberExtras }),
]);
export type AddSubscriberBody = z.input<typeof addSubscriberBody>;
export type AddSubscriberData = z.output<typeof addSubscriberBody>;
/** The browser's hand-written body (types/quiz.ts) is one this schema takes: `tsc` fails here if they part. */
const _requestFits: AddSubscriberRequest extends AddSubscriberBody ? true : never = true;
void _requestFits;

export const clubJoinBody = z.object({
  FirstLastName: crmText(128),
  PhoneNumber: crmText(32),
  ClubName: crmText(100),
  /** From the visitor's IP lookup: any two-letter country code. */
  Country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase()),
  /** Our addition, optional: an e-mail to match the request to an account when the phone does not (docs/desk.md, Klub). */
  Email: safeString(254).trim().pipe(z.email()).optional(),
});
export type ClubJoinBody = z.input<typeof clubJoinBody>;

export const addLeadBody = z.object({
  LeadID: z.string().refine(isLeadId, 'Expected a LeadID'),
  FirstName: crmText(64),
  LastName: crmText(64),
  PhoneNumber: crmText(32),
  Country: z.string().regex(/^[A-Z]{2}$/),
  Currency: z.string().regex(/^[A-Z]{3}$/),
  /** What the courier collects, in main units. */
  Total: z.number().nonnegative().max(1e9),
  Articles: z
    .array(
      z.object({
        ID: dbId,
        ScaleleadID: safeString(64),
        Name: safeString(200),
        Quantity: z.number().int().positive().max(10_000),
        Price: z.number().nonnegative().max(1e9),
      }),
    )
    .min(1)
    .max(50),
});
export type AddLeadBody = z.input<typeof addLeadBody>;

export const withdrawLeadBody = z.object({
  LeadID: z.string().refine(isLeadId, 'Expected a LeadID'),
  /** When the shop received the statement (ISO-8601 UTC). */
  WithdrawnAt: z.iso.datetime(),
});
export type WithdrawLeadBody = z.input<typeof withdrawLeadBody>;
