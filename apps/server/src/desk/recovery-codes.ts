// Ten one-time recovery codes per person, shown once at enrolment; only their sha-256 is kept. Each
// is 12 characters of a 32-letter alphabet without look-alikes (60 random bits), written XXXX-XXXX-XXXX.
import { randomInt } from 'node:crypto';
import { sha256Hex } from '../platform/tokens.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 12; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** As typed: case, spaces and dashes do not matter. */
export const recoveryCodeHash = (code: string): string => sha256Hex(code.toUpperCase().replace(/[\s-]+/g, ''));
