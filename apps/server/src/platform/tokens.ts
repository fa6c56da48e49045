// Random secrets and their stored digests. A session token is 256 random bits (docs/architecture.md §5);
// only its sha-256 is stored, so reading the database does not yield a usable cookie.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit reset code, uniformly random (leading zeros kept). */
export const newResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newSalt = (): string => randomBytes(16).toString('hex');

export const codeDigest = (salt: string, code: string): string => createHmac('sha256', salt).update(code).digest('hex');

/** Constant-time comparison of two hex digests of equal length. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
