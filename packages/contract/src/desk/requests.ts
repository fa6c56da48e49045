// Promised calls that are not an order's confirmation (docs/desk.md, "Every promised call"): a quiz
// taker who left a phone to be called, a club join request, a pick-up to arrange for a withdrawn
// delivered order. Each is a call request of its kind, worked from the same queue as the orders' leads,
// with its own outcomes. Types and names only: the params are in requests-params.ts (server only).
import type { CountryCode } from '../countries.ts';

export const CALL_REQUEST_KINDS = ['quiz', 'club', 'pickup'] as const;
export type CallRequestKind = (typeof CALL_REQUEST_KINDS)[number];

/** The outcomes each kind may end (or move) with; noAnswer and callBack keep it in the queue. */
export const CALL_REQUEST_OUTCOMES = {
  quiz: ['advised', 'noAnswer', 'callBack', 'notInterested', 'wrongNumber'],
  club: ['willPay', 'noAnswer', 'callBack', 'notInterested', 'wrongNumber'],
  pickup: ['pickupArranged', 'noAnswer', 'callBack', 'wrongNumber'],
} as const satisfies Record<CallRequestKind, readonly string[]>;

export type CallRequestOutcome = (typeof CALL_REQUEST_OUTCOMES)[CallRequestKind][number];
export const ALL_CALL_REQUEST_OUTCOMES = [
  ...new Set(Object.values(CALL_REQUEST_OUTCOMES).flat()),
] as CallRequestOutcome[];

/** One promised call in the queue. */
export interface CallRequest {
  ID: number;
  Kind: CallRequestKind;
  Country: CountryCode;
  Name: string;
  Phone: string;
  PhoneDisplay: string;
  /** What it is about, as the agent reads it: the recommended offer's name, the club's name, the order number. */
  About: string;
  /** The withdrawn order (pick-ups), for its view. */
  OrderID: number | null;
  CreatedAt: string;
  /** When the call was promised (the next call hours after the request). */
  DueAt: string;
  NextCallAt: string;
  NoAnswers: number;
  HeldBy: { ID: number; Name: string } | null;
  HeldUntil: string | null;
}

export interface CallRequestResult {
  /** True when the request left the queue; false when it comes back at NextCallAt. */
  Closed: boolean;
  NextCallAt: string | null;
}
