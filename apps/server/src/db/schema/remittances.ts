// The courier's cash-on-delivery payouts (migration 0058_remittances): a statement and its lines.
import type { Generated } from 'kysely';

export interface RemittancesTable {
  id: Generated<number>;
  country: string;
  /** The courier's id in the country table (packages/contract country-terms.json). */
  courier: string;
  file_name: string;
  /** The latest payout date of its lines (YYYY-MM-DD). */
  payout_on: string;
  collected_minor: number;
  fee_minor: number;
  imported_at: string;
  imported_by: string;
}

interface RemittanceLinesTable {
  id: Generated<number>;
  remittance_id: number;
  /** The statement's line, counting the header as 1. */
  row_no: number;
  tracking_number: string;
  /** The parcel's order; null when no parcel of ours has the number. */
  order_id: number | null;
  /** The order's total (what the courier should collect); null for an unknown parcel. */
  expected_minor: number | null;
  collected_minor: number;
  fee_minor: number;
  payout_on: string;
  /** A RemittanceMatch: 'matched' | 'short' | 'over' | 'unknown'. */
  match: string;
}

export interface RemittanceTables {
  remittances: RemittancesTable;
  remittance_lines: RemittanceLinesTable;
}
