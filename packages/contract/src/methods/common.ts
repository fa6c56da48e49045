// Building blocks every params schema uses, so each boundary refuses the same things:
// ids the database can hold and strings a database can store and a person could have typed.
import { z } from 'zod';

/** The largest id both databases hold in an `integer` column (PostgreSQL's int4). */
export const DB_ID_MAX = 2_147_483_647;

/** A row id sent by a client: a positive whole number the database can hold. */
export const dbId = z.number().int().positive().max(DB_ID_MAX);

// NUL cannot be stored by PostgreSQL, and a lone UTF-16 surrogate is not text at all.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string of at most `max` characters holding neither NUL nor a lone surrogate. */
export function safeString(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !UNSTORABLE.test(value), { message: 'invalidCharacters' });
}
