// The desk's attempt limits (docs/desk.md), counted in the database like the shop's (every server
// process sees the same counts) and checked BEFORE any password hashing or code check.
import { addressGroup, KNOWN_ADDRESS_PREFIX, type Limit } from '../platform/rate-limit.ts';
import { sha256Hex } from '../platform/tokens.ts';

const MINUTE = 60_000;

export const DESK_LIMITS = {
  /**
   * Wrong passwords for one e-mail — from addresses the person has not signed in from. Each address the
   * person has fully signed in from (within 30 days, as in the shop) has a budget of its own of the same
   * size, so strangers' guesses cannot keep the person out (docs/desk.md "Limits").
   */
  signInAccount: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Sign-ins from one address: a call centre's whole shift comes from one office address, so this is as
   * generous as the shop's (the per-account limits and the second factor are what guard an account).
   */
  signInIp: { max: 100, windowMs: 15 * MINUTE },
  /** Codes (two-factor and recovery) tried from one address. */
  codeIp: { max: 100, windowMs: 15 * MINUTE },
  /** Enrolment calls from one address (two per person: the key, then the password and first code). */
  enrolIp: { max: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * Five code attempts in a row that did not sign in lock the account's codes for this long. Counted per
 * account wherever the codes come from, and decided in the statement that takes the attempt (auth.ts).
 */
export const CODE_LOCK = { failures: 5, ms: 15 * MINUTE } as const;

export const deskLimitKey = {
  signInAccount: (email: string) => `desk:signin:id:${sha256Hex(email).slice(0, 32)}`,
  /** Wrong passwords from an address the person signed in from before: its own budget. */
  signInAccountAt: (staffId: number, ip: string) => `desk:signin:staff:${staffId}:at:${addressGroup(staffId, ip)}`,
  /** The mark that the person fully signed in from this address (kept 30 days, like the shop's). */
  knownAddress: (staffId: number, ip: string) => `${KNOWN_ADDRESS_PREFIX}desk:${staffId}:${addressGroup(staffId, ip)}`,
  signInIp: (ip: string) => `desk:signin:ip:${ip}`,
  codeIp: (ip: string) => `desk:code:ip:${ip}`,
  enrolIp: (ip: string) => `desk:enrol:ip:${ip}`,
};
