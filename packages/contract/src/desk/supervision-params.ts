// The zod params of supervision's desk methods (server only; types in supervision.ts).
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { dbId } from '../methods/common.ts';
import { QUEUE_DUE } from './supervision.ts';

/** The queue's pages stop here (50 a page: 10,000 leads); past it a filter is the way. */
export const QUEUE_MAX_PAGE = 199;

export const queueListParams = z
  .object({
    country: z.enum(COUNTRY_CODES).optional(),
    due: z.enum(QUEUE_DUE).optional(),
    heldBy: z.union([z.enum(['free', 'mine']), dbId]).optional(),
    /** 0 is the first page. */
    page: z.number().int().min(0).max(QUEUE_MAX_PAGE).optional(),
  })
  .optional();

export const leadReassignParams = z.object({ orderId: dbId, staffId: dbId });
export const requestReassignParams = z.object({ id: dbId, staffId: dbId });
