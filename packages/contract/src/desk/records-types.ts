// The desk's records (docs/desk.md, "Withdrawals" and "Quiz leads"): the result types and the to-do
// list of a withdrawal, free of zod so the desk's screens can import them.
import type { CountryCode } from '../countries.ts';
import type { WithdrawalStage } from '../withdrawal.ts';

/**
 * What the team must do after a withdrawal. An order not yet sent: stop the parcel (dispatch no
 * longer lists or ships it, but a courier file taken before may hold it). A parcel on its way: expect
 * it back. A delivered one: take it back, then refund the price. A club membership: refund the fee.
 */
export const WITHDRAWAL_TODOS = ['stopParcel', 'awaitReturn', 'returnAndRefund', 'refundFee'] as const;
export type WithdrawalTodo = (typeof WITHDRAWAL_TODOS)[number];

export const todoForOrder = (stage: WithdrawalStage): WithdrawalTodo =>
  stage === 'notSent' ? 'stopParcel' : stage === 'inTransit' ? 'awaitReturn' : 'returnAndRefund';

export const WITHDRAWAL_LIST_STATES = ['open', 'done'] as const;
export type WithdrawalListState = (typeof WITHDRAWAL_LIST_STATES)[number];

/** The acknowledgement the shop queued for the statement: what went to the shopper, where, and when. */
export interface WithdrawalAcknowledgement {
  Channel: 'email' | 'sms';
  To: string;
  Subject: string | null;
  Text: string;
  /** The outbox's state: queued, sent, or given up after its retries. */
  Status: 'pending' | 'sent' | 'failed';
  QueuedAt: string;
  SentAt: string | null;
}

export interface WithdrawalDone {
  /** The day the team did it, on the shop's clock (YYYY-MM-DD). */
  On: string;
  /** When it was marked. */
  At: string;
  By: string;
  Note: string | null;
}

/** The "paid" step of a refund: the day the money left, the payment's reference, who marked it. */
export interface RefundPaid {
  On: string;
  Reference: string;
  At: string;
  By: string;
}

/** What is paid back after a withdrawal, by when and where (docs/desk.md, "Refunds"). */
export interface WithdrawalRefund {
  /** The order as charged (goods and the standard delivery), or the club fee; minor units. */
  AmountMinor: number;
  Currency: string;
  /** The last day to pay it (YYYY-MM-DD, 14 days from the statement). */
  DueOn: string;
  /** The shopper's account (electronic IBAN), null when they gave none: call and ask. */
  Iban: string | null;
  Paid: RefundPaid | null;
  /** Not paid and past its due day, on the server's clock. */
  Overdue: boolean;
}

export interface WithdrawalRecord {
  ID: number;
  Subject: 'order' | 'club';
  /** orders.id (the desk's order view) or the membership's id. */
  SubjectID: number;
  /** The order number or the membership's reference. */
  Reference: string;
  Country: CountryCode;
  ReceivedAt: string;
  /** The statement as the shopper confirmed it. */
  Name: string;
  Statement: string;
  Items: { Name: string; Quantity: number }[];
  /** Where the parcel was when the shopper withdrew (orders only). */
  Stage: WithdrawalStage | null;
  /** The order's status now (orders only). */
  OrderStatus: string | null;
  Acknowledgement: WithdrawalAcknowledgement | null;
  Todo: WithdrawalTodo;
  Done: WithdrawalDone | null;
  /** The money to pay back (a delivered order, a club fee); null when the shopper paid nothing. */
  Refund: WithdrawalRefund | null;
}

export interface WithdrawalPage {
  Records: WithdrawalRecord[];
  /** Pass as beforeId for the next (older) page; null at the end. */
  NextBeforeID: number | null;
}

/** One quiz lead or newsletter subscriber. Goal and Answers are null unless HealthConsent is true. */
export interface QuizLead {
  ID: number;
  At: string;
  Country: CountryCode | null;
  Kind: 'email' | 'phone';
  Email: string | null;
  Phone: string | null;
  Name: string | null;
  /** The mailing group (e-mail sign-ups) or the recommended offer (phone sign-ups). */
  Group: string | null;
  Offer: string | null;
  ConsentVersion: number | null;
  ConsentAt: string | null;
  /** The separate consent to keep the quiz answers (health data, decision 014). */
  HealthConsent: boolean;
  Goal: string | null;
  Answers: { Q: string; A: string[] }[] | null;
}

export interface QuizLeadPage {
  Leads: QuizLead[];
  NextBeforeID: number | null;
}

export interface QuizLeadsCsv {
  FileName: string;
  Csv: string;
  Rows: number;
  /** More sign-ups matched than one file holds: the newest are in it; narrow the days. */
  Cut: boolean;
}
