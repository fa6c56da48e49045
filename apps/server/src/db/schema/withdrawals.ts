// Withdrawals (migration 0011_withdrawal): one row per contract a shopper withdrew from online.
import type { Generated } from 'kysely';

export interface WithdrawalsTable {
  id: Generated<number>;
  /** The shopper; null once the account is deleted (the record stays as the seller's proof). */
  user_id: number | null;
  /** A WithdrawalSubject (contract): 'order' | 'club'. UNIQUE with subject_id. */
  subject_kind: string;
  /** orders.id, or the membership's id. */
  subject_id: number;
  /** The order number (LeadID) or membership reference the statement names. */
  reference: string;
  country: string;
  /** JSON of a WithdrawalStatement (modules/withdrawal/statement.ts). */
  statement: string;
  /** 'email' | 'sms': how the acknowledgement goes. */
  channel: string;
  recipient: string;
  /** The acknowledgement's outbox row. */
  outbox_id: number | null;
  /** When the shop received the statement. */
  created_at: string;
  /** Migration 0040: the team's to-do done — the day (shop clock), when marked, by whom, a note; all null while open. */
  done_on: string | null;
  done_at: string | null;
  done_by: string | null;
  done_note: string | null;
  /** Migration 0057: the refund — amount (null: none due, or a row from before), due day, the shopper's IBAN, the "paid" step. */
  refund_minor: Generated<number | null>;
  refund_currency: Generated<string | null>;
  refund_due_on: Generated<string | null>;
  refund_iban: Generated<string | null>;
  refund_paid_on: Generated<string | null>;
  refund_paid_reference: Generated<string | null>;
  refund_paid_at: Generated<string | null>;
  refund_paid_by: Generated<string | null>;
}

export interface WithdrawalTables {
  withdrawals: WithdrawalsTable;
}
