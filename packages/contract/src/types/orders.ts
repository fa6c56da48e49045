// Orders (docs/product.md §7 shopOrders.*). Browser-safe: the answers' types; the schemas are in
// methods/orders.ts. The lead & CRM service's HTTP calls are types/crm.ts.
import type { CountryCode, CurrencyCode } from '../countries.ts';
import type { OrderStatus } from '../orders.ts';

/** The new order's ID. */
export type ShopOrdersAddResult = number;

// ── shopOrders.quote ───────────────────────────────────────────────────────────────────────

/** One priced cart line, in main units. */
export interface QuoteLine {
  ID: number;
  Quantity: number;
  /** The unit list price before any discount (the crossed-out price). */
  OldPrice: number;
  /** The unit price of the catalog (the offer's NewPrice). */
  ListPrice: number;
  /** One unit at what is charged: ListPrice, or for a member Total / Quantity rounded to the cent. */
  Price: number;
  /** What the line costs: ListPrice × Quantity, less a member's share of the club discount. */
  Total: number;
  /** max(OldPrice, ListPrice) × Quantity: the line's crossed-out amount when it is above Total. */
  WasTotal: number;
}

/**
 * What shopOrders.add would charge for this cart now, from the same pricing code: the screens show
 * these numbers and never add up prices themselves.
 */
export interface OrderQuote {
  Currency: CurrencyCode;
  Lines: QuoteLine[];
  /** Units in the cart. */
  Count: number;
  /** Σ ListPrice × Quantity: the lines before the club discount. */
  ListTotal: number;
  /** Σ (OldPrice − ListPrice) × Quantity + ClubDiscount: all the shopper saves. */
  Savings: number;
  /** The club's percentage of ListTotal, taken once and rounded to the cent; 0 for non-members. */
  ClubDiscount: number;
  /** Σ Total = ListTotal − ClubDiscount: the lines after the club discount. */
  Subtotal: number;
  DeliveryFee: number;
  /** Subtotal + DeliveryFee: what the courier collects. */
  Total: number;
  /** Whether the caller's club membership counts for this order. */
  ClubMember: boolean;
}

/** One order line with the prices paid, in main units (39.9), copied at order time. */
export interface OrderArticle {
  ID: number;
  Name: string;
  Quantity: number;
  /** The unit price paid (after the club discount, if any). */
  Price: number;
  /** The unit list price before any discount (the crossed-out price). */
  OldPrice: number;
  /** Price × Quantity. */
  Total: number;
  /** The offer's packshot at order time, or null. */
  Image: string | null;
}

/** One line of an order's history, its text in the order's country. */
export interface OrderEventLine {
  /** The status the order moved to. */
  Kind: OrderStatus;
  /** ISO-8601 UTC. */
  At: string;
  Text: string;
  /** A shipped line's courier and parcel number, else null. */
  Courier: string | null;
  TrackingNumber: string | null;
  /** The courier's own tracking page for the parcel, when the courier is in the country's table. */
  TrackingUrl: string | null;
}

export interface ShopOrder {
  ID: number;
  /** The order number shown to the shopper and used for tracking. */
  LeadID: string;
  Status: OrderStatus;
  /** Status in the country's spelling. */
  StatusLabel: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  Articles: OrderArticle[];
  /** Sum of the lines. */
  Subtotal: number;
  DeliveryFee: number;
  /** Subtotal + DeliveryFee: what the courier collects. */
  Total: number;
  /** Money saved by the club discount, 0 for non-members. */
  ClubDiscount: number;
  Currency: CurrencyCode;
  Country: CountryCode;
  /** The name the order was placed in (the withdrawal statement names it). */
  FirstName: string;
  LastName: string;
  /** When the parcel was delivered (ISO-8601 UTC), or null. */
  DeliveredAt: string | null;
  /** Whether shopOrders.f.withdraw would take this order now (the server's clock decides). */
  CanWithdraw: boolean;
  /** End of the withdrawal period (exclusive, ISO) once delivered; null before delivery. */
  WithdrawUntil: string | null;
  /** When the shopper withdrew from this order, or null. */
  WithdrawnAt: string | null;
  /** The order's history, oldest first: what /track shows for it too. */
  Events: OrderEventLine[];
}
export type ShopOrdersGetAllResult = ShopOrder[];
