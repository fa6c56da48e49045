// Password reset (docs/architecture.md §5): a 6-digit code, stored as an HMAC, single use, 10 minutes,
// 5 tries; the newest code of an account is the only valid one. Sent through the outbox in the
// same transaction that stores it, by e-mail or SMS depending on what the person typed.
import type { Kysely } from 'kysely';
import { fillText as fill, textFor, type CountryCode } from '@zdravo/contract';
import { accountMessages } from '@zdravo/contract/messages/account';
import { RESET_CODE } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { enqueue } from '../../platform/outbox.ts';
import type { UserRow } from './accounts.ts';
import { codeDigest, newResetCode, newSalt, sameDigest } from '../../platform/tokens.ts';

export interface ResetRequest {
  user: UserRow;
  channel: 'email' | 'sms';
  country: CountryCode;
  shopName: string;
}

/** Stores a new code (ending any earlier one) and queues it for delivery. */
export async function issueResetCode(db: Kysely<Database>, req: ResetRequest): Promise<void> {
  const code = newResetCode();
  const salt = newSalt();
  const now = Date.now();
  const values = { shop: req.shopName, code, minutes: RESET_CODE.ttlMinutes };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('reset_codes').where('user_id', '=', req.user.id).execute();
    await trx
      .insertInto('reset_codes')
      .values({
        user_id: req.user.id,
        code_hash: codeDigest(salt, code),
        salt,
        attempts: 0,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + RESET_CODE.ttlMinutes * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    const email = req.channel === 'email';
    await enqueue(trx, {
      channel: req.channel,
      to: email ? req.user.email : req.user.phone,
      payload: {
        ...(email ? { subject: fill(textFor(accountMessages.resetMailSubject, req.country), values) } : {}),
        text: fill(textFor(email ? accountMessages.resetMailText : accountMessages.resetSmsText, req.country), values),
        // A real transport blanks the text once delivered: a live code should not sit in the database.
        sensitive: true,
      },
    });
  });
}

/**
 * Spends one try of the account's current code and answers its id when the code matched, else
 * null. The try is taken atomically (attempts < 5) BEFORE comparing, so parallel guesses cannot
 * exceed 5 tries. A match still has to be consumed with consumeResetCode.
 */
export async function matchResetCode(db: Kysely<Database>, userId: number, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const row = await db
    .selectFrom('reset_codes')
    .select(['id', 'salt', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const taken = await db
    .updateTable('reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', RESET_CODE.maxAttempts)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;
  return sameDigest(codeDigest(row.salt, code), row.code_hash) ? row.id : null;
}

/** Marks a matched code used; false when another request used it first (a code works once). */
export async function consumeResetCode(trx: Kysely<Database>, codeId: number): Promise<boolean> {
  const used = await trx
    .updateTable('reset_codes')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
