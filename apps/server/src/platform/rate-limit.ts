// Attempt counters in the DATABASE (the process is stateless, docs/architecture.md §1): fixed windows keyed by
// what is counted. Every limit is checked BEFORE any password hashing, so a flood of guesses costs
// us one indexed row each, not 9 ms of argon2.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { sha256Hex } from './tokens.ts';

const MINUTE = 60_000;

export interface Limit {
  /** Allowed within one window; the next one is refused. */
  max: number;
  windowMs: number;
}

/**
 * The limits. Per account: 10 wrong passwords in a row, then the 11th is refused for the rest of
 * the 15-minute window (a success starts the count again). Per IP: 100 failed logins in 15 minutes
 * (generous: many shoppers share one carrier-grade NAT address). Reset codes: 5 per target and 20
 * per IP an hour; code entries 30 per IP in 15 minutes (each code also allows only 5 tries).
 */
export const AUTH_LIMITS = {
  loginAccount: { max: 10, windowMs: 15 * MINUTE },
  loginIp: { max: 100, windowMs: 15 * MINUTE },
  signupIp: { max: 50, windowMs: 60 * MINUTE },
  resetCodeTarget: { max: 5, windowMs: 60 * MINUTE },
  resetCodeIp: { max: 20, windowMs: 60 * MINUTE },
  resetTryIp: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

/** How long an address the owner logged in from keeps its own budget of wrong passwords. */
export const KNOWN_ADDRESS_DAYS = 30;
export const KNOWN_ADDRESS_PREFIX = 'known:';

/**
 * An address as a key may hold it: 16 bits of SHA-256 over the account and the address. A full hash
 * of an IPv4 address is reversed in seconds by trying all 2^32; 16 bits name one of 65,536 groups
 * per account, each holding tens of thousands of IPv4 addresses, so no row says where anyone was. A
 * stranger sharing the owner's group has one chance in 65,536, and the account's own limit still
 * counts their guesses.
 */
export const addressGroup = (userId: number, ip: string): string => sha256Hex(`${userId}|${ip}`).slice(0, 4);

/** Keys stay short and never store what a person typed: unknown identifiers are hashed. */
export const limitKey = {
  loginUser: (userId: number) => `login:user:${userId}`,
  /** Failures from an address the owner logged in from: its own budget (see credentials.ts). */
  loginUserAt: (userId: number, ip: string) => `login:user:${userId}:at:${addressGroup(userId, ip)}`,
  /** The mark that the owner logged in from this address. */
  knownAddress: (userId: number, ip: string) => `${KNOWN_ADDRESS_PREFIX}${userId}:${addressGroup(userId, ip)}`,
  /** Every key that names this account (its budgets and known addresses), for deleting the account. */
  ofUser: (userId: number) => [`login:user:${userId}:at:%`, `${KNOWN_ADDRESS_PREFIX}${userId}:%`],
  loginIdentifier: (normalized: string) => `login:id:${sha256Hex(normalized).slice(0, 32)}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  signupIp: (ip: string) => `signup:ip:${ip}`,
  resetTarget: (normalized: string) => `reset:target:${sha256Hex(normalized).slice(0, 32)}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetTryIp: (ip: string) => `reset-try:ip:${ip}`,
};

/**
 * Counts one attempt and answers the count in the current window — atomically (one upsert), so
 * concurrent attempts cannot all slip through at count 9. A window older than windowMs restarts at 1.
 */
export async function hit(db: Kysely<Database>, key: string, limit: Limit): Promise<number> {
  const now = new Date();
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const stale = sql<boolean>`${sql.ref('rate_limits.window_start')} <= ${cutoff}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: nowIso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${stale} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
        window_start: sql<string>`case when ${stale} then ${nowIso} else ${sql.ref('rate_limits.window_start')} end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when the key already reached its limit in the current window (reads only). */
export async function isLimited(db: Kysely<Database>, key: string, limit: Limit): Promise<boolean> {
  const cutoff = new Date(Date.now() - limit.windowMs).toISOString();
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '>', cutoff)
    .executeTakeFirst();
  return row !== undefined && Number(row.count) >= limit.max;
}

/** True when the owner logged in from this address within KNOWN_ADDRESS_DAYS. */
export async function isKnownAddress(db: Kysely<Database>, key: string): Promise<boolean> {
  const cutoff = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 24 * 60 * MINUTE).toISOString();
  const row = await db
    .selectFrom('rate_limits')
    .select('key')
    .where('key', '=', key)
    .where('window_start', '>', cutoff)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks (or refreshes) an address the owner just logged in from. */
export async function markKnownAddress(db: Kysely<Database>, key: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: now }))
    .execute();
}

/** Hands back one reserved attempt (it turned out not to be a failure). */
export async function release(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`case when ${sql.ref('count')} > 0 then ${sql.ref('count')} - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** Forgets a counter (a successful login ends the run of failures). */
export async function clearLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
