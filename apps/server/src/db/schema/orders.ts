// Orders (migration 0004_orders) and the lead & CRM service's tables. Money in integer minor units,
// copied onto the order at order time so a later price change never rewrites what a shopper paid.
import type { Generated } from 'kysely';

export interface OrdersTable {
  id: Generated<number>;
  /** The account that ordered; null once that account was deleted (the order stays, anonymised). */
  user_id: number | null;
  /** An OrderStatus (contract). */
  status: string;
  country: string;
  currency: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** Sum of the lines (after the club discount). */
  subtotal_minor: number;
  delivery_minor: number;
  /** subtotal + delivery: what the courier collects. */
  total_minor: number;
  /** What the club discount saved, 0 for non-members. */
  club_discount_minor: number;
  /** Client-made key of one checkout attempt; UNIQUE with user_id (NULLs never collide). */
  idempotency_key: string | null;
  /** The order number shown to the shopper, proposed to the CRM as the LeadID. */
  lead_id: string;
  /** When the CRM acknowledged the lead; null while the outbox still forwards it. */
  lead_forwarded_at: string | null;
  created_at: string;
  updated_at: string;
  /** When the parcel was delivered (migration 0011); the withdrawal period counts from it. */
  delivered_at: string | null;
  /** When the shopper withdrew online (the withdrawals row holds the statement). */
  withdrawn_at: string | null;
  /** When the review request went into the outbox (migration 0016); sent once per order. */
  review_requested_at: Generated<string | null>;
  /** How far its history ever got: 0 received, 1 confirmed, 2 shipped (or refused, returned), 3 delivered (migration 0041). */
  reached_stage: Generated<number>;
  /** The shopper's name folded for the lookup (nameKeyOf in the contract; migration 0046). */
  name_key: Generated<string>;
  /** What the courier has paid out for this parcel so far, and when it was all there (migration 0058). */
  remitted_minor: Generated<number>;
  paid_out_at: Generated<string | null>;
  /** Why a refused or returned parcel came back (ReturnReason; migration 0055); null: not named, or not back. */
  return_reason: Generated<string | null>;
  /** The courier's fees out and back for a parcel that came back, minor units (migration 0055). */
  return_cost_minor: Generated<number | null>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  offer_id: number;
  /** The offer's name at order time, in the order country's spelling. */
  name: string;
  image: string | null;
  quantity: number;
  /** The list (crossed-out) unit price at order time. */
  unit_old_minor: number;
  /** The unit price paid. */
  unit_price_minor: number;
  line_total_minor: number;
}

interface LeadsTable {
  id: Generated<number>;
  lead_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  currency: string;
  total_minor: number;
  /** JSON of the lead's articles as forwarded. */
  articles: string;
  created_at: string;
  /** When the shopper withdrew from the order (migration 0011): the team stops or collects the parcel. */
  withdrawn_at: string | null;
}

interface ShipmentEventsTable {
  id: Generated<number>;
  lead_id: string;
  text: string;
  created_at: string;
}

/** One line of an order's history (migration 0035); orders/events.ts writes them. */
interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  /** The OrderStatus the order moved to. */
  kind: string;
  at: string;
  courier: string | null;
  tracking_number: string | null;
  /** Who wrote it ('shop', 'cli', a staff member): for the team only. */
  source: Generated<string>;
  created_at: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string | null;
  first_last_name: string | null;
  mailing_group: string | null;
  phone: string | null;
  /** The OfferID sent with a phone sign-up (our ID or a ScaleleadID). */
  offer_ref: string | null;
  ip: string;
  created_at: string;
  /** Below: migration 0016_quiz. The shop country the sign-up came from. */
  country: string | null;
  /** The version of the contact consent line agreed to, and when; null when the caller sent none. */
  consent_version: number | null;
  consent_at: string | null;
  /** The separate consent to keep the quiz answers (health data): its version and time, else null. */
  health_consent_version: number | null;
  health_consent_at: string | null;
  /** The question set (goal) and the answers as JSON [{q, a: [...]}] in the shopper's words — only with the health consent. */
  quiz_goal: number | null;
  quiz_answers: string | null;
}

export interface ClubMembersTable {
  id: Generated<number>;
  /** The shop user this membership belongs to; null for a join request nobody has activated yet. */
  user_id: number | null;
  first_last_name: string;
  phone: string;
  club_name: string;
  country: string;
  /** Active while starts_at <= now < expires_at; null for a request not yet paid. */
  expires_at: string | null;
  /** The first moment it counts (migration 0018); null for a request. */
  starts_at: string | null;
  /** When the operator cancelled it (it no longer counts), or null. */
  cancelled_at: string | null;
  created_at: string;
  /** The e-mail a join request gave, if any (migration 0039): matched to an account like the phone. */
  email: string | null;
}

export interface OrdersTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  leads: LeadsTable;
  shipment_events: ShipmentEventsTable;
  subscribers: SubscribersTable;
  club_members: ClubMembersTable;
}
