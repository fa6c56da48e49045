// Privacy calls: consent records (shopConsents.add) and the account holder's data rights
// (shopUsers.f.exportData, shopUsers.f.delete). Browser-safe: names and the export's shape;
// the schemas are in methods/privacy.ts.
import type { ConsentChoice } from '../consent.ts';
import type { CountryCode, CurrencyCode } from '../countries.ts';
import type { OrderStatus } from '../orders.ts';

export const CONSENTS_ADD = 'shopConsents.add';
export const USERS_EXPORT_DATA = 'shopUsers.f.exportData';
export const USERS_DELETE = 'shopUsers.f.delete';

/** The file 'Preuzmi moje podatke' downloads: everything the shop holds that is the caller's. */
export interface DataExport {
  /** The format's name and version, so a later reader knows what it holds. */
  format: 'zdravo-data-export/1';
  exportedAt: string;
  profile: {
    FirstName: string;
    LastName: string;
    Email: string;
    PhoneNumber: string;
    createdAt: string;
    updatedAt: string;
  };
  orders: ExportedOrder[];
  reviews: ExportedReview[];
  subscriptions: {
    /** Mailing-list sign-ups made with the account's e-mail. */
    newsletter: { Email: string; MailingGroup: string | null; createdAt: string }[];
    /** Call-back requests (the quiz's phone step) made with the account's phone number. */
    callBacks: { PhoneNumber: string; OfferID: string | null; createdAt: string }[];
    /** Club memberships linked to the account. */
    club: { ClubName: string; FirstLastName: string; PhoneNumber: string; Country: string; expiresAt: string | null; createdAt: string }[];
  };
  /** Consent choices made while logged in to this account. */
  consents: { analytics: boolean; marketing: boolean; policyVersion: number; choice: ConsentChoice; Country: string; createdAt: string }[];
}

export interface ExportedOrder {
  LeadID: string;
  Status: OrderStatus;
  Country: CountryCode;
  Currency: CurrencyCode;
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  Articles: { ID: number; Name: string; Quantity: number; Price: number; OldPrice: number; Total: number }[];
  Subtotal: number;
  DeliveryFee: number;
  ClubDiscount: number;
  Total: number;
  createdAt: string;
}

export interface ExportedReview {
  OfferID: number;
  Rating: number;
  ReviewHead: string;
  Review: string;
  IsApproved: boolean;
  Attachments: string[];
  createdAt: string;
}
