// The zod params of the courier's payouts (remittances.ts holds the types and the API map's part).
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';
import { dbId, safeString } from '../methods/common.ts';
import { CSV_IMPORT_MAX_CHARS } from './methods.ts';

export const remittanceImportParams = z.object({
  country: z.enum(COUNTRY_CODES),
  /** The courier's id in the country's table. */
  courier: safeString(40).trim().min(1),
  fileName: safeString(200).trim().min(1),
  csv: safeString(CSV_IMPORT_MAX_CHARS),
});
export const remittanceListParams = z.object({ country: z.enum(COUNTRY_CODES).optional() }).optional();
export const remittanceGetParams = z.object({ id: dbId });
export const remittanceMoneyParams = z.object({}).optional();
