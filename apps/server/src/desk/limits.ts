// The desk's attempt limits (docs/desk.md), counted in the database like the shop's (every server
// process sees the same counts) and checked BEFORE any password hashing or code check.
import type { Limit } from '../modules/auth/rate-limit.ts';
import { sha256Hex } from '../modules/auth/tokens.ts';

const MINUTE = 60_000;

export const DESK_LIMITS = {
  /** Wrong passwords for one e-mail. */
  signInAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Sign-ins from one address (a team is a handful of people). */
  signInIp: { max: 30, windowMs: 15 * MINUTE },
  /** Codes (two-factor and recovery) tried from one address. */
  codeIp: { max: 30, windowMs: 15 * MINUTE },
  /** Enrolment attempts from one address (each checks a code and hashes a password). */
  enrolIp: { max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/** Five wrong codes in a row lock the account's codes for this long. */
export const CODE_LOCK = { failures: 5, ms: 15 * MINUTE } as const;

export const deskLimitKey = {
  signInAccount: (email: string) => `desk:signin:id:${sha256Hex(email).slice(0, 32)}`,
  signInIp: (ip: string) => `desk:signin:ip:${ip}`,
  codeIp: (ip: string) => `desk:code:ip:${ip}`,
  enrolIp: (ip: string) => `desk:enrol:ip:${ip}`,
};
