// Orders (spec §7 shopOrders.*) and the lead & CRM service's HTTP calls (/api/deals/*, /api/leads/*).
// The browser imports the TYPES and the plain constants from here; the zod schemas are for the server.
import { z } from 'zod';
import type { CountryCode, CurrencyCode } from '../countries.ts';
import { isLeadId, type OrderStatus } from '../orders.ts';
import { isPhoneEmpty, isPhoneFormat } from '../validation.ts';
import { CART_MAX_QUANTITY } from '../constants.ts';
import { dbId, safeString } from './common.ts';
import { subscriberExtras } from './quiz.ts';

export const SHOP_ORDERS_ADD = 'shopOrders.add';
export const SHOP_ORDERS_GET_ALL = 'shopOrders.f.getAll';

// ── shopOrders.add ─────────────────────────────────────────────────────────────────────────

const offerId = z.union([dbId, z.string().regex(/^[1-9]\d{0,8}$/).transform(Number)]);

/** A cart line. Any other cart fields (prices, names) are accepted and ignored: the server prices the order. */
export const orderArticleSchema = z.preprocess(
  // The cart stores `quantity` (spec §3); order lines carry `Quantity`. Take either.
  (v) => (v && typeof v === 'object' && !('Quantity' in v) && 'quantity' in v ? { ...v, Quantity: (v as { quantity: unknown }).quantity } : v),
  z.object({ ID: offerId, Quantity: z.number().int().min(1).max(CART_MAX_QUANTITY) }),
);

const requiredName = safeString(100).trim().min(1);

/** Lines of one offer are summed into one (spec §3), and the sum obeys the same cap as a line. */
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
  /** Made once per checkout attempt by the client (DESIGN.md §2); a repeat answers the same order id. */
  IdempotencyKey: safeString(100).trim().min(8).optional(),
});
export type ShopOrdersAddParams = z.input<typeof shopOrdersAddParams>;
/** The new order's ID. */
export type ShopOrdersAddResult = number;

// ── shopOrders.f.getAll ────────────────────────────────────────────────────────────────────

export const shopOrdersGetAllParams = z.object({});

/** One order line with the prices paid, in main units (39.9), copied at order time. */
export interface OrderArticle {
  ID: number;
  Name: string;
  Quantity: number;
  /** The unit price paid (after the club discount, if any). */
  Price: number;
  /** The unit list price before any discount (the crossed-out price). */
  OldPrice: number;
  /** Price × Quantity. */
  Total: number;
  /** The offer's packshot at order time, or null. */
  Image: string | null;
}

export interface ShopOrder {
  ID: number;
  /** The order number shown to the shopper and used for tracking. */
  LeadID: string;
  Status: OrderStatus;
  /** Status in the country's spelling. */
  StatusLabel: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  Articles: OrderArticle[];
  /** Sum of the lines. */
  Subtotal: number;
  DeliveryFee: number;
  /** Subtotal + DeliveryFee: what the courier collects. */
  Total: number;
  /** Money saved by the club discount, 0 for non-members. */
  ClubDiscount: number;
  Currency: CurrencyCode;
  Country: CountryCode;
  /** The name the order was placed in (the withdrawal statement names it). */
  FirstName: string;
  LastName: string;
  /** When the parcel was delivered (ISO-8601 UTC), or null. */
  DeliveredAt: string | null;
  /** Whether shopOrders.f.withdraw would take this order now (the server's clock decides). */
  CanWithdraw: boolean;
  /** End of the withdrawal period (exclusive, ISO) once delivered; null before delivery. */
  WithdrawUntil: string | null;
  /** When the shopper withdrew from this order, or null. */
  WithdrawnAt: string | null;
}
export type ShopOrdersGetAllResult = ShopOrder[];

// ── Lead & CRM service (plain HTTP, spec §7) ───────────────────────────────────────────────

export const CRM_PATHS = {
  shipmentStatus: '/api/deals/getShippmentStatus',
  addSubscriber: '/api/leads/addSubscriber',
  clubJoin: '/api/leads/clubJoin',
  /** Our addition: the shop forwards each order here as a lead (idempotent by LeadID). */
  addLead: '/api/leads/add',
  /** Our addition: the shopper withdrew from the order; the team stops or collects the parcel (idempotent). */
  withdrawLead: '/api/leads/withdraw',
} as const;

/** Every answer of the CRM service: ok with data, or error with a code (and details for a bad body). */
export type CrmAnswer<T> = { status: 'ok'; data: T } | { status: 'error'; data: string; details?: unknown };

export const shipmentStatusBody = z.object({ LeadID: safeString(32).trim().min(1) });
/** Shipment status: a list of text lines, oldest first. */
export type ShipmentStatusData = string[];

const crmText = (max: number) => safeString(max).trim().min(1);

/** Either shape of spec §7; other fields a caller adds are ignored (its failures are silent, so refusing them would lose sign-ups). */
export const addSubscriberBody = z.union([
  z.object({ Email: safeString(254).trim().pipe(z.email()), FirstLastName: crmText(128), Group: crmText(100), ...subscriberExtras }),
  z.object({ PhoneNumber: crmText(32), OfferID: z.union([dbId, crmText(64)]), ...subscriberExtras }),
]);
export type AddSubscriberBody = z.input<typeof addSubscriberBody>;
export type AddSubscriberData = z.output<typeof addSubscriberBody>;

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
