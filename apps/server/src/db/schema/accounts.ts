// Accounts: users, sessions, reset codes, rate-limit counters, and the outbox of messages out.
// Conventions of docs/decisions/002: integer ids, ISO-8601 UTC text timestamps.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  /** As the person typed it (shown back); `email_key` is the lower-cased copy that is unique. */
  email: string;
  email_key: string;
  /** E.164 (+38761234567), unique. */
  phone: string;
  first_name: string;
  last_name: string;
  /** argon2id PHC string. */
  password_hash: string;
  created_at: string;
  updated_at: string;
}

interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha-256 (hex) of the cookie token: a database leak does not hand out live sessions. */
  token_hash: string;
  created_at: string;
  /** Refreshed at most once an hour (idle expiry is counted from it). */
  last_seen_at: string;
  /** Absolute end, fixed at login. */
  expires_at: string;
}

interface ResetCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC-SHA-256 of the code under `salt`. */
  code_hash: string;
  salt: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Fixed-window counters: `key` names what is counted ("login:user:7", "login:ip:1.2.3.4"…). */
interface RateLimitsTable {
  key: string;
  count: number;
  window_start: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** 'email' | 'sms' | any channel a module registers (e.g. 'crm'). */
  channel: string;
  recipient: string;
  /** JSON text. */
  payload: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  /** A worker owns the row until then (several server processes may run the worker). */
  locked_until: string | null;
  last_error: string | null;
  /** Which transport delivered it ('dev', 'smtp', 'sms-gateway', …). */
  delivered_by: string | null;
  created_at: string;
  sent_at: string | null;
  /** The order the message is about (migration 0020), for the desk's order view; null otherwise. */
  order_id: Generated<number | null>;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  reset_codes: ResetCodesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
}
