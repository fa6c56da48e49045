// The stock screen's params (docs/desk.md "Stock"). Server only (zod).
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { dbId, safeString } from '../methods/common.ts';
import { BOOK_IN_OUTCOMES } from './stock.ts';

export const stockListParams = z.object({ country: z.enum(COUNTRY_CODES).optional() }).optional();
export const stockSetParams = z.object({
  slog: safeString(120).trim().min(1),
  country: z.enum(COUNTRY_CODES),
  quantity: z.number().int().min(0).max(1_000_000),
});
export const stockBookInParams = z
  .object({ orderId: dbId, outcome: z.enum(BOOK_IN_OUTCOMES), reason: safeString(200).trim().optional() })
  .refine((p) => p.outcome === 'restock' || (p.reason ?? '') !== '', { message: 'required', path: ['reason'] });
export const stocktakeParams = z.object({ csv: z.string().max(1_000_000) });
