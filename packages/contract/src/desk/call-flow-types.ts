// What the call screen and the order view show around a call (docs/desk.md, "The call queue"): the
// earlier attempts, the person's earlier orders, the team's notes, the address to offer, and an agent's
// own figures for today.
import type { CountryCode } from '../countries.ts';
import { CALL_OUTCOMES, type CallOutcome, type DeliveryAddress } from './types.ts';

export const isCallOutcome = (value: string): value is CallOutcome =>
  (CALL_OUTCOMES as readonly string[]).includes(value);

/** One earlier call on the order. */
export interface CallAttempt {
  At: string;
  /** The agent's name. */
  Staff: string;
  /** A CallOutcome. */
  Outcome: string;
  Note: string | null;
  /** A call back: the time the shopper asked for. */
  CallBackAt: string | null;
  /** Seconds from pressing the phone link to saving the outcome; null when the link was not used. */
  Seconds: number | null;
}

/** Another order of the same phone. */
export interface EarlierOrder {
  OrderID: number;
  Number: string;
  CreatedAt: string;
  /** An order status. */
  Status: string;
  TotalMinor: number;
  Country: CountryCode;
}

export interface OrderNote {
  ID: number;
  At: string;
  Staff: string;
  Text: string;
}

/** Where the address offered to the agent comes from. */
export const PREFILL_SOURCES = ['order', 'earlier'] as const;
export type PrefillSource = (typeof PREFILL_SOURCES)[number];

export interface CallHistory {
  /** Earlier calls, newest first. */
  Attempts: CallAttempt[];
  /** The shopper's other orders by the same phone: refused and returned parcels first, then newest first. */
  Orders: EarlierOrder[];
  /** Notes, newest first. */
  Notes: OrderNote[];
  /**
   * The address to offer on the call: the order's own (kept on the call or given by the shopper after
   * ordering), else the last confirmed order's of the same phone in the same country; null when none.
   */
  Address: (DeliveryAddress & { Source: PrefillSource }) | null;
}

/** An agent's own figures for today on the shop's clock. */
export interface MyDay {
  Calls: number;
  Confirmed: number;
  /** Calls per hour from the first call today to the last (one decimal); null until they span 15 minutes. */
  PerHour: number | null;
  /** Median seconds from pressing the phone link to saving the outcome; null when the link was not used. */
  MedianSeconds: number | null;
}
