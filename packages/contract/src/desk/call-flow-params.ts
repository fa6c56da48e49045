// The call flow's params schemas (server only; docs/desk.md, "The call queue").
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { dbId, safeString } from '../methods/common.ts';

/** N: the next callable lead, in this country or any. */
export const nextLeadParams = z.object({ country: z.enum(COUNTRY_CODES).optional() }).optional();
export const orderNoteParams = z.object({ orderId: dbId, text: safeString(1000).trim().min(1) });
