// Orders (docs/product.md §7 shopOrders.*): the params schemas (zod), for the server; the browser's
// part is types/orders.ts. The lead & CRM service's bodies are methods/crm.ts.
import { z } from 'zod';
import { isPhoneEmpty, isPhoneFormat } from '../validation.ts';
import { CART_MAX_QUANTITY } from '../catalog.ts';
import { dbId, safeString } from './common.ts';

export * from '../types/orders.ts';

// ── shopOrders.add ─────────────────────────────────────────────────────────────────────────

const offerId = z.union([
  dbId,
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
]);

/** A cart line. Any other cart fields (prices, names) are accepted and ignored: the server prices the order. */
export const orderArticleSchema = z.preprocess(
  // The cart stores `quantity` (docs/product.md §3); order lines carry `Quantity`. Take either.
  (v) =>
    v && typeof v === 'object' && !('Quantity' in v) && 'quantity' in v
      ? { ...v, Quantity: (v as { quantity: unknown }).quantity }
      : v,
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
      if (quantity > CART_MAX_QUANTITY)
        ctx.addIssue({
          code: 'custom',
          path: [articles.findIndex((a) => a.ID === id), 'Quantity'],
          message: 'quantityTooHigh',
        });
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

/** After ordering, the delivery address the shopper may add on the thank-you page (optional; checked per country). */
export const shopOrdersSetAddressParams = z.object({
  ID: dbId,
  Street: safeString(200).trim(),
  PostalCode: safeString(10).trim(),
  Place: safeString(100).trim(),
});
