// The courier's cash-on-delivery payouts on the desk (docs/desk.md, "The courier's money"): a payout
// statement matched line by line to our parcels, the delivered parcels it should have paid and did
// not, and the money still with the couriers. Free of zod, so the desk's screens can import it.
import type { CountryCode } from '../countries.ts';

/** How a statement's line compares with its parcel: the full amount, less, more, or no parcel of ours. */
export const REMITTANCE_MATCHES = ['matched', 'short', 'over', 'unknown'] as const;
export type RemittanceMatch = (typeof REMITTANCE_MATCHES)[number];

export interface RemittanceLine {
  /** The statement's line (the header is 1). */
  Row: number;
  TrackingNumber: string;
  OrderID: number | null;
  OrderNumber: string | null;
  /** What the parcel should have collected (the order's total); null for an unknown parcel. */
  ExpectedMinor: number | null;
  CollectedMinor: number;
  FeeMinor: number;
  PayoutOn: string;
  Match: RemittanceMatch;
}

/** A parcel delivered before the payout day that no payout has paid for yet. */
export interface RemittanceMissing {
  OrderID: number;
  OrderNumber: string;
  TrackingNumber: string;
  DeliveredOn: string;
  ExpectedMinor: number;
}

export interface RemittanceSummary {
  ID: number;
  Country: CountryCode;
  Courier: string;
  CourierName: string;
  FileName: string;
  PayoutOn: string;
  CollectedMinor: number;
  FeeMinor: number;
  ImportedAt: string;
  ImportedBy: string;
  /** Lines per match, and the delivered parcels missing from it (counted now: a later payout clears them). */
  Counts: Record<RemittanceMatch | 'missing', number>;
}

export interface Remittance extends RemittanceSummary {
  Lines: RemittanceLine[];
  Missing: RemittanceMissing[];
}

/** Why a statement's line was refused (the whole statement is then refused). */
export const REMITTANCE_ROW_PROBLEMS = [
  'header',
  'columns',
  'trackingNumber',
  'amount',
  'date',
  'repeated',
  'alreadyPaid',
  'empty',
  'tooMany',
] as const;
export type RemittanceRowProblem = (typeof REMITTANCE_ROW_PROBLEMS)[number];

export interface RemittanceRowError {
  Row: number;
  Problem: RemittanceRowProblem;
  Value: string;
}

/** An import: the statement as recorded, or none with every bad row named. */
export interface RemittanceImport {
  Remittance: Remittance | null;
  Errors: RemittanceRowError[];
}

/** Cash collected at the door still owed by the courier, by days since delivery. */
export const OUTSTANDING_AGES = ['upTo7', 'upTo14', 'upTo30', 'over30'] as const;
export type OutstandingAge = (typeof OUTSTANDING_AGES)[number];

/** One country's cash-on-delivery money (its own currency), as of now. */
export interface CourierMoney {
  Country: CountryCode;
  /** The totals of the delivered parcels: what couriers collected at the door. */
  CollectedMinor: number;
  /** What couriers paid out for our parcels (before their fees). */
  RemittedMinor: number;
  FeeMinor: number;
  /** Collected and not yet paid out (missing and short), and the same by age. */
  OutstandingMinor: number;
  OutstandingByAge: Record<OutstandingAge, number>;
}
