// Privacy (migration 0009_privacy): every consent choice, kept as proof of what a browser agreed to.
import type { Generated } from 'kysely';

interface ConsentRecordsTable {
  id: Generated<number>;
  /** The browser's anonymous id (32 hex digits). */
  consent_id: string;
  /** The account logged in when the choice was made; null otherwise, and after the account is deleted. */
  user_id: number | null;
  country: string;
  /** 0/1 */
  analytics: number;
  /** 0/1 */
  marketing: number;
  policy_version: number;
  /** A ConsentChoice: accept_all | reject_all | custom. */
  choice: string;
  created_at: string;
}

export interface PrivacyTables {
  consent_records: ConsentRecordsTable;
}
