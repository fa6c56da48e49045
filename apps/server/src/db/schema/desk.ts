// The desk's tables (migration 0020_desk, docs/desk.md). Booleans are integers 0/1.
import type { Generated } from 'kysely';

export interface StaffTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased e-mail, unique. */
  email_key: string;
  name: Generated<string>;
  /** A StaffRole (contract). */
  role: string;
  /** HR | RS | BA | ME: picks the wording of the desk's texts for this person. */
  country: string;
  /** argon2id; null until enrolled. */
  password_hash: string | null;
  /** Base32 TOTP key; null until enrolled (and again after staff:reset-2fa). */
  totp_secret: string | null;
  totp_last_step: number | null;
  code_failures: Generated<number>;
  codes_locked_until: string | null;
  disabled: Generated<number>;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  /** sha-256 (hex) of the cookie token. */
  token_hash: string;
  stage: 'password' | 'full';
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

interface StaffInvitationsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  pending_totp_secret: string | null;
  /** The inviting staff member, null for the CLI. */
  created_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  /** sha-256 (hex) of the code as shown (upper case, no dash). */
  code_hash: string;
  used_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  actor: string;
  action: string;
  subject: string;
  subject_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

export interface DeskTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_invitations: StaffInvitationsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
}

/** Migration 0021_call_queue: the orders to be phoned, the calls, the addresses taken on them. */
interface CallLeadsTable {
  order_id: number;
  country: string;
  due_at: string;
  next_call_at: string;
  no_answers: Generated<number>;
  held_by: number | null;
  held_until: string | null;
  first_called_at: string | null;
  closed_at: string | null;
  created_at: string;
  /** What changes on the calls added to the order's total, in minor units (each change that raised it). */
  added_minor: Generated<number>;
  /** What changes on the calls took off it, as a positive amount (each change that lowered it; migration 0056). */
  removed_minor: Generated<number>;
  /** Seconds from the order to its first call, kept by that call (migration 0041). */
  first_wait_seconds: Generated<number | null>;
  /** When the agent last pressed the phone link; cleared by the outcome (migration 0050). */
  dialed_at: Generated<string | null>;
  /** The order's status when the lead closed (migration 0045): 'confirmed', 'withdrawn', 'delivered'… */
  closed_status: Generated<string | null>;
}

interface CallOutcomesTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number;
  /** A CallOutcome (contract). */
  outcome: string;
  note: string | null;
  data_json: string | null;
  at: string;
  /** The order's country (migration 0041). */
  country: string | null;
  /** On the call that confirmed the order, what the calls added to it (call_leads.added_minor then); else 0. */
  added_minor: Generated<number>;
  /** On the confirming call, what the calls took off (call_leads.removed_minor then; migration 0056); else 0. */
  removed_minor: Generated<number>;
  /** When the agent pressed the phone link for this call, if they did (migration 0050). */
  dialed_at: Generated<string | null>;
}

interface OrderNotesTable {
  id: Generated<number>;
  order_id: number;
  staff_id: number;
  text: string;
  created_at: string;
}

interface OrderAddressesTable {
  order_id: number;
  street: string;
  postal_code: string;
  place: string;
  updated_at: string;
}

export interface BlockedPhonesTable {
  phone: string;
  note: string | null;
  created_by: number | null;
  created_at: string;
}

/** Migration 0047: the promised calls that are not an order's confirmation (quiz, club, pick-up). */
interface CallRequestsTable {
  id: Generated<number>;
  /** A CallRequestKind (contract). */
  kind: string;
  subject_id: number;
  order_id: number | null;
  country: string;
  phone: string;
  name: string;
  about: string;
  due_at: string;
  next_call_at: string;
  no_answers: Generated<number>;
  held_by: number | null;
  held_until: string | null;
  first_called_at: string | null;
  closed_at: string | null;
  /** The outcome that closed it. */
  outcome: string | null;
  created_at: string;
}

export interface CallQueueTables {
  call_leads: CallLeadsTable;
  call_requests: CallRequestsTable;
  call_outcomes: CallOutcomesTable;
  order_addresses: OrderAddressesTable;
  order_notes: OrderNotesTable;
  blocked_phones: BlockedPhonesTable;
}
