// Privacy calls: consent records (shopConsents.add) and the account holder's data rights
// (shopUsers.f.exportData, shopUsers.f.delete). Browser-safe: names and the export's shape;
// the schemas are in methods/privacy.ts.
import type { ConsentChoice } from '../consent.ts';
import type { CountryCode, CurrencyCode } from '../countries.ts';
import type { OrderStatus } from '../orders.ts';

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
  /** Every photo uploaded for reviews, attached or not (unattached ones are removed after 24 hours). */
  reviewPhotos: { URL: string; ImageName: string; createdAt: string }[];
  subscriptions: {
    /** Mailing-list sign-ups made with the account's e-mail. */
    newsletter: ({ Email: string; MailingGroup: string | null; createdAt: string } & SignUpConsents)[];
    /** Call-back requests (the quiz's phone step) made with the account's phone number. */
    callBacks: ({ PhoneNumber: string; OfferID: string | null; createdAt: string } & SignUpConsents)[];
    /** Club memberships linked to the account. */
    club: {
      ClubName: string;
      FirstLastName: string;
      PhoneNumber: string;
      Country: string;
      expiresAt: string | null;
      createdAt: string;
    }[];
  };
  /** Consent choices made while logged in to this account. */
  consents: {
    analytics: boolean;
    marketing: boolean;
    policyVersion: number;
    choice: ConsentChoice;
    Country: string;
    createdAt: string;
  }[];
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
  /** The photos' URLs. */
  Attachments: string[];
  createdAt: string;
  /** The shop's public reply, if any. */
  Reply: string | null;
}

/**
 * What a quiz sign-up agreed to: the contact consent line's version and time, and whether the quiz
 * answers were kept with their own consent (its version and time). The answers themselves are not
 * in the export: the shop does not verify who typed an e-mail or phone, and health answers go only
 * to the person they are about, on a data-rights request with a check of identity.
 */
export interface SignUpConsents {
  Consent: { Version: number; At: string } | null;
  HealthAnswers: { Kept: boolean; ConsentVersion: number | null; ConsentAt: string | null };
}
