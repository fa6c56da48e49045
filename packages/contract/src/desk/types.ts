// What desk calls answer (the browser's side of the desk's contract: types only). Money is in
// integer minor units with the order's country, formatted by the desk with the shop's formatMoney.
import type { CountryCode } from '../countries.ts';
import type { OrderStatus } from '../orders.ts';
import type { StaffRole } from './roles.ts';

export interface StaffMe {
  ID: number;
  Email: string;
  Name: string;
  Role: StaffRole;
  Country: CountryCode;
}

/** After e-mail and password: the second factor is always next. */
export interface SignInStep {
  Next: 'code';
}

export interface EnrolmentStart {
  Email: string;
  Role: StaffRole;
  Country: CountryCode;
  /** The name known already (a second enrolment after staff:reset-2fa), else ''. */
  Name: string;
  /** The TOTP key as base32 text, for typing into an app by hand. */
  Key: string;
  /** The same key as an otpauth:// QR code, an SVG document. */
  QrSvg: string;
}

export interface EnrolmentDone {
  /** Ten one-time codes, shown once: only their hashes are kept. */
  RecoveryCodes: string[];
  Me: StaffMe;
}

export interface StaffMember {
  ID: number;
  Email: string;
  Name: string;
  Role: StaffRole;
  Country: CountryCode;
  Disabled: boolean;
  /** False while the invitation is not yet used (or after staff:reset-2fa until the new enrolment). */
  Enrolled: boolean;
  LastSignInAt: string | null;
  CreatedAt: string;
}

export interface Invitation {
  /** The one-time link to the desk's enrolment (valid 24 hours, single use). */
  Link: string;
  ExpiresAt: string;
}

export interface AuditEntry {
  ID: number;
  At: string;
  /** Staff member's id, or null for the operator CLI. */
  StaffID: number | null;
  /** The staff member's name and e-mail at the time, or "CLI". */
  Actor: string;
  Action: string;
  Subject: string;
  SubjectID: string | null;
  /** The subject as people name it: the order's number, the person's name, the phone as dialled (null: no such record now). */
  SubjectLabel: string | null;
  /** The changed fields before and after (null where there was nothing before or after). */
  Before: Record<string, unknown> | null;
  After: Record<string, unknown> | null;
  Ip: string | null;
  /** The country whose money the row's amounts are in (its own field, else its record's); null: none known. */
  Country: CountryCode | null;
  /** The products the row's lines name by id ("2×14"): id → name. */
  Products: Record<string, string>;
}

export interface AuditPage {
  Entries: AuditEntry[];
  /** Pass as BeforeID for the next (older) page; null at the end. */
  NextBeforeID: number | null;
}

export interface OrderHit {
  ID: number;
  Number: string;
  CreatedAt: string;
  Status: string;
  Country: CountryCode;
  Name: string;
  /** E.164, for dialling. */
  Phone: string;
  /** As the country writes it: "+385 91 234 5678". */
  PhoneDisplay: string;
  Email: string | null;
  TotalMinor: number;
}

export interface OrderLineView {
  OfferID: number;
  Name: string;
  Quantity: number;
  UnitOldMinor: number;
  UnitPriceMinor: number;
  TotalMinor: number;
}

export interface OrderEventView {
  At: string;
  /** An order status the order reached, or 'placed' | 'lead-forwarded'. */
  Kind: string;
  Note: string | null;
  /** A shipped line's courier tracking page (the courier's own address for the number); else null. */
  Url: string | null;
}

export interface OrderMessageView {
  ID: number;
  Channel: string;
  Recipient: string;
  /** What the message was: the template or kind the outbox recorded. */
  Kind: string;
  Status: string;
  CreatedAt: string;
  SentAt: string | null;
}

export interface OrderWithdrawalView {
  At: string;
  Channel: string;
  Recipient: string;
  /** Where the parcel was when the shopper withdrew: notSent | inTransit | delivered. */
  Stage: string;
}

export interface OrderView {
  ID: number;
  Number: string;
  Status: string;
  Country: CountryCode;
  CreatedAt: string;
  UpdatedAt: string;
  Customer: {
    FirstName: string;
    LastName: string;
    Phone: string;
    PhoneDisplay: string;
    Email: string | null;
    UserID: number | null;
  };
  Lines: OrderLineView[];
  SubtotalMinor: number;
  ClubDiscountMinor: number;
  DeliveryMinor: number;
  TotalMinor: number;
  History: OrderEventView[];
  /** When the lead reached the CRM; null while the outbox still forwards it. */
  LeadForwardedAt: string | null;
  /** The shipment lines the shopper sees on /track; null when a separate CRM service keeps them. */
  Shipment: string[] | null;
  Withdrawal: OrderWithdrawalView | null;
  /** The request to review what came: due REVIEW_REQUEST_DAYS after delivery, or sent; null before delivery (or when switched off). */
  ReviewRequest: { DueAt: string; SentAt: string | null } | null;
  Messages: OrderMessageView[];
}

/** What a call can end in (docs/desk.md). */
export const CALL_OUTCOMES = ['confirmed', 'noAnswer', 'callBack', 'wrongNumber', 'cancelled', 'duplicate'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Why a shopper cancels on the call: a short list, so the numbers can count them. */
export const CANCEL_REASONS = [
  'changedMind',
  'tooExpensive',
  'orderedByMistake',
  'orderedElsewhere',
  'didNotOrder',
  'fakeOrder',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** What the queue warns an agent of. */
export type RiskFlag =
  /** Other open orders from the same phone placed within 24 hours of this one (either side), with their numbers. */
  | { Kind: 'duplicate'; OrderIDs: number[]; Numbers: string[] }
  | { Kind: 'refusedBefore'; Count: number }
  | { Kind: 'blocked'; Note: string | null };

export interface QueueLead {
  OrderID: number;
  Number: string;
  Country: CountryCode;
  CreatedAt: string;
  /** When the first call was promised. */
  DueAt: string;
  /** When to call now (a retry or a call back moves it). */
  NextCallAt: string;
  NoAnswers: number;
  Name: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  PhoneDisplay: string;
  TotalMinor: number;
  Lines: { Name: string; Quantity: number }[];
  HeldBy: { ID: number; Name: string } | null;
  HeldUntil: string | null;
  Flags: RiskFlag[];
  /** The order's status now: a lead shows it first (another path may have closed the order meanwhile). */
  Status: OrderStatus;
  /** Whether the order can still be confirmed on a call ('received'); false: the lead is closed. */
  Callable: boolean;
}

export interface DeliveryAddress {
  street: string;
  postalCode: string;
  place: string;
}

/** Two orders merged into one parcel: the order kept, priced again with every line and one delivery fee. */
export interface CallMerged {
  /** The order kept (the parcel), its number and its new lines and total. */
  OrderID: number;
  Number: string;
  Quote: CallQuote;
  /** The order merged into it (now cancelled, its lead closed). */
  MergedOrderID: number;
}

export interface CallResult {
  /** The order's status after the call. */
  Status: string;
  /** When the lead comes back to the queue; null when it left it. */
  NextCallAt: string | null;
}

// ── Dispatch and delivery (docs/desk.md, dispatch) ────────────────────────────────────────────

/** Which parcels a dispatch list shows: confirmed and waiting for a courier, or handed over and on the way. */
export const DISPATCH_STAGES = ['toShip', 'onTheWay'] as const;
export type DispatchStage = (typeof DISPATCH_STAGES)[number];

/** How a parcel's delivery ended: delivered (the courier collected the cash), refused at the door, returned to us. */
export const DELIVERY_OUTCOMES = ['delivered', 'refused', 'returned'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export interface DispatchParcel {
  OrderID: number;
  Number: string;
  Country: CountryCode;
  Status: string;
  /** When the order reached its status (confirmed or shipped). */
  Since: string;
  Name: string;
  Phone: string;
  PhoneDisplay: string;
  Street: string;
  PostalCode: string;
  Place: string;
  /** Cash the courier collects, in minor units of the country's currency. */
  CodMinor: number;
  /** Units in the parcel (the lines' quantities added up). */
  Pieces: number;
  /** What is inside: each line's product (its name at order time, in the order's spelling) and quantity. */
  Lines: ParcelLine[];
  /** The shipped line's courier, number and the courier's tracking link (on the way only). */
  Courier: string | null;
  TrackingNumber: string | null;
  TrackingUrl: string | null;
}

export interface ParcelLine {
  OfferID: number;
  Name: string;
  Quantity: number;
  /** A bundle's products and how many of each this line holds (its quantity included); empty for a product. */
  Contents: { OfferID: number; Name: string; Quantity: number }[];
}

/** Marking a picked batch shipped: each parcel its own move; all or none. */
export interface BatchShipped {
  Shipped: number;
}

/** The courier's import file for one country's parcels to ship. */
export interface CourierCsv {
  FileName: string;
  /** UTF-8 text starting with a byte-order mark (Excel then reads č, ć, š, ž, đ right). */
  Csv: string;
  Rows: number;
}

/** Why a CSV row was refused (the desk words each one). */
export const CSV_ROW_PROBLEMS = [
  'columns',
  'orderNumber',
  'unknownOrder',
  'repeated',
  'status',
  'courier',
  'trackingNumber',
  'outcome',
  'reason',
  'date',
  'empty',
  'tooMany',
] as const;
export type CsvRowProblem = (typeof CSV_ROW_PROBLEMS)[number];

export interface CsvRowError {
  /** The file's line, counting from 1 (the header, when there is one, is line 1). */
  Row: number;
  Problem: CsvRowProblem;
  /** The value refused, as it was in the file (cut to 80 characters). */
  Value: string;
}

/** A CSV import: all rows applied, or none (Applied 0) with every bad row named. */
export interface CsvImportResult {
  Applied: number;
  Errors: CsvRowError[];
}

export interface ParcelMoved {
  /** The order's status now. */
  Status: string;
}

/** A number managers blocked: its orders still land, flagged in the queue. */
export interface BlockedPhone {
  Phone: string;
  PhoneDisplay: string;
  Note: string | null;
  CreatedAt: string;
}

/** An order as changed on the call, priced by the server's one pricing code (a club member keeps the club price). */
export interface CallQuote {
  Lines: { OfferID: number; Name: string; Quantity: number; UnitPriceMinor: number; TotalMinor: number }[];
  SubtotalMinor: number;
  ClubDiscountMinor: number;
  DeliveryMinor: number;
  TotalMinor: number;
  /** What the order's country sells, for adding a line (the upsell). */
  /** What may be added; Available: units the country's warehouse has now, null where not counted (unlimited). */
  Offers: { ID: number; Name: string; Available: number | null }[];
}
