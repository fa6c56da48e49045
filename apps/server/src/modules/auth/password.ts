// Password hashing: argon2id with the OWASP minimum parameters (m=19 MiB, t=2, p=1), through
// @node-rs/argon2 (prebuilt binaries from the npm registry, no download step; ~9 ms per hash
// here, off the event loop on libuv's thread pool).
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet, argon2id option 2. argon2id is the library's default algorithm. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

/** How often we hashed: tests use it to prove a refused attempt never reached the hasher. */
export const hashingStats = { hashes: 0, verifications: 0 };

export async function hashPassword(password: string): Promise<string> {
  hashingStats.hashes++;
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  hashingStats.verifications++;
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed login, never a crash
  }
}

/** True when a stored hash was made with other parameters than today's: re-hash it at the next login. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT_PARAMS);

let dummy: Promise<string> | null = null;

/**
 * Verifies against a hash of a random password, so a login for an unknown e-mail or phone costs
 * the same time as one with a wrong password (nobody learns who has an account from timing).
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  await verifyPassword(await dummy, password);
  return false;
}
