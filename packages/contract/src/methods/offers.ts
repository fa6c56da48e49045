// Catalog calls (docs/product.md §7): offers.f.getAll and offers.f.getSlog, with the Offer of docs/product.md §3.
// The params schemas, for the server; the browser's part is types/offers.ts.
import { z } from 'zod';
import { safeString } from './common.ts';

export * from '../types/offers.ts';

/** The only filter the spec knows: ChildOffers eq null (top-level offers) or not-eq null (bundles). */
export const offerFilterSchema = z.object({
  field: z.literal('ChildOffers'),
  op: z.enum(['eq', 'not-eq']),
  value: z.null(),
});
export type OfferFilter = z.infer<typeof offerFilterSchema>;

export const offersGetAllParams = z.object({
  filters: z.array(offerFilterSchema).max(4).optional(),
  includeReviews: z.boolean().optional(),
});
export type OffersGetAllParams = z.infer<typeof offersGetAllParams>;

export const offersGetSlogParams = z.object({
  Slog: safeString(120).trim().min(1),
  /** Our addition (the spec's call has only Slog): the offer page shows its stars in the same call. */
  includeReviews: z.boolean().optional(),
});
export type OffersGetSlogParams = z.infer<typeof offersGetSlogParams>;

/**
 * "Javite mi kad stigne" on a sold-out offer (docs/decisions/059-stock-that-orders-reserve.md): an
 * e-mail address or a phone number, told once when the offer is back in the country. Consent is the
 * shopper's tick on the form; without it nothing is stored.
 */
export const offersNotifyWhenBackParams = z.object({
  ID: z.number().int().positive(),
  Contact: safeString(120).trim().min(1),
  Consent: z.literal(true),
});
export type OffersNotifyWhenBackParams = z.infer<typeof offersNotifyWhenBackParams>;
