// The zod params of the call requests' desk methods (server only; types in requests.ts).
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { dbId, safeString } from '../methods/common.ts';
import { ALL_CALL_REQUEST_OUTCOMES, CALL_REQUEST_KINDS } from './requests.ts';

const requestId = dbId;

export const requestsListParams = z
  .object({ kind: z.enum(CALL_REQUEST_KINDS).optional(), country: z.enum(COUNTRY_CODES).optional() })
  .optional();
export const requestParams = z.object({ id: requestId });
export const requestRecordParams = z.object({
  id: requestId,
  outcome: z.enum(ALL_CALL_REQUEST_OUTCOMES as [string, ...string[]]),
  note: safeString(500).trim().optional(),
  /** callBack: when the person asked to be called (ISO-8601). */
  callBackAt: z.iso.datetime({ offset: true }).optional(),
});
