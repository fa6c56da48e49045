// Orders (docs/product.md §7 shopOrders.*) and the lead & CRM service's HTTP calls (/api/deals/*, /api/leads/*).
// The params and body schemas (zod), for the server; the browser's part is types/orders.ts.
import { z } from 'zod';
import { isLeadId } from '../orders.ts';
import { isPhoneEmpty, isPhoneFormat } from '../validation.ts';
import { CART_MAX_QUANTITY } from '../constants.ts';
import { dbId, safeString } from './common.ts';
import { subscriberExtras, type AddSubscriberRequest } from './quiz.ts';

export * from '../types/orders.ts';

// ── shopOrders.add ─────────────────────────────────────────────────────────────────────────

const offerId = z.union([dbId, z.string().regex(/^[1-9]\d{0,8}$/).transform(Number)]);

/** A cart line. Any other cart fields (prices, names) are accepted and ignored: the server prices the order. */
export const orderArticleSchema = z.preprocess(
  // The cart stores `quantity` (docs/product.md §3); order lines carry `Quantity`. Take either.
  (v) => (v && typeof v === 'object' && !('Quantity' in v) && 'quantity' in v ? { ...v, Quantity: (v as { quantity: unknown }).quantity } : v),
  z.object({ ID: offerId, Quantity: z.number().int().min(1).max(CART_MAX_QUANTITY) }),
);

const requiredName = safeString(100).trim().min(1);

/** Lines of one offer are summed into one (docs/product.md §3), and the sum obeys the same cap as a line. */
const articlesSchema = z
  .array(orderArticleSchema)
  .min(1)
  .max(50)
  .superRefine((articles, ctx) => {
    const total = new Map<number, number>();
    for (const a of articles) total.set(a.ID, (total.get(a.ID) ?? 0) + a.Quantity);
    for (const [id, quantity] of total) {
      if (quantity > CART_MAX_QUANTITY) ctx.addIssue({ code: 'custom', path: [articles.findIndex((a) => a.ID === id), 'Quantity'], message: 'quantityTooHigh' });
    }
  });

export const shopOrdersAddParams = z.object({
  Articles: articlesSchema,
  FirstName: requiredName,
  LastName: requiredName,
  // §5 asks for a non-empty phone; the call-back needs a dialable one, so the account rule applies too.
  PhoneNumber: safeString(40)
    .trim()
    .superRefine((v, ctx) => {
      if (isPhoneEmpty(v)) ctx.addIssue({ code: 'custom', message: 'phoneEmpty' });
      else if (!isPhoneFormat(v)) ctx.addIssue({ code: 'custom', message: 'phoneFormat' });
    }),
  /** Made once per checkout attempt by the client (docs/architecture.md §2); a repeat answers the same order id. */
  IdempotencyKey: safeString(100).trim().min(8).optional(),
});
export type ShopOrdersAddParams = z.input<typeof shopOrdersAddParams>;

// ── shopOrders.quote ───────────────────────────────────────────────────────────────────────

/** The cart as shopOrders.add takes it; no login needed (a visitor gets the price without the club). */
export const shopOrdersQuoteParams = z.object({ Articles: articlesSchema });
export type ShopOrdersQuoteParams = z.input<typeof shopOrdersQuoteParams>;

// ── shopOrders.f.getAll ────────────────────────────────────────────────────────────────────

export const shopOrdersGetAllParams = z.object({});


// ── Lead & CRM service (plain HTTP, docs/product.md §7) ───────────────────────────────────────────────

export const shipmentStatusBody = z.object({ LeadID: safeString(32).trim().min(1) });

const crmText = (max: number) => safeString(max).trim().min(1);

/** Either shape of docs/product.md §7; other fields a caller adds are ignored (its failures are silent, so refusing them would lose sign-ups). */
export const addSubscriberBody = z.union([
  z.object({ Email: safeString(254).trim().pipe(z.email()), FirstLastName: crmText(128), Group: crmText(100), ...subscriberExtras }),
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
  Country: z.string().trim().regex(/^[A-Za-z]{2}$/).transform((v) => v.toUpperCase()),
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
    .array(z.object({ ID: dbId, ScaleleadID: safeString(64), Name: safeString(200), Quantity: z.number().int().positive().max(10_000), Price: z.number().nonnegative().max(1e9) }))
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
