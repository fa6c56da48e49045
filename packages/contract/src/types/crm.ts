// The lead & CRM service's HTTP calls (plain HTTP beside /_rpc, docs/product.md §7): its paths,
// answers and the bodies the browser sends. Browser-safe; the body schemas are in methods/crm.ts.

export const CRM_PATHS = {
  shipmentStatus: '/api/deals/getShippmentStatus',
  addSubscriber: '/api/leads/addSubscriber',
  clubJoin: '/api/leads/clubJoin',
  /** Our addition: the shop forwards each order here as a lead (idempotent by LeadID). */
  addLead: '/api/leads/add',
  /** Our addition: the shopper withdrew from the order; the team stops or collects the parcel (idempotent). */
  withdrawLead: '/api/leads/withdraw',
} as const;

/** Every answer of the CRM service: ok with data, or error with a code (and details for a bad body). */
export type CrmAnswer<T> = { status: 'ok'; data: T } | { status: 'error'; data: string; details?: unknown };

/** Shipment status: a list of text lines, oldest first. */
export type ShipmentStatusData = string[];

/** The body of POST /api/leads/clubJoin (docs/product.md §7), as the join form sends it; methods/crm.ts checks it. */
export interface ClubJoinRequest {
  FirstLastName: string;
  PhoneNumber: string;
  /** The club's name (clubNameOf). */
  ClubName: string;
  /** The visitor's ISO country code from GET /api/geo. */
  Country: string; /** Optional: an e-mail the team may match to an account (docs/desk.md, Klub). */
  Email?: string;
}
