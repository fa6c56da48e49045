// Privacy calls: recording a consent choice as proof (shopConsents.add), and the account holder's
// data rights (DESIGN.md §4b): shopUsers.f.exportData (no params) and shopUsers.f.delete {password},
// both for the logged-in shopper only. The browser imports the TYPES and the names from here.
import { z } from 'zod';
import { CONSENT_CHOICES, CONSENT_ID_PATTERN, type ConsentChoice } from '../consent.ts';
import type { CountryCode, CurrencyCode } from '../countries.ts';
import type { OrderStatus } from '../orders.ts';
import { safeString } from './common.ts';

export const CONSENTS_ADD = 'shopConsents.add';
export const USERS_EXPORT_DATA = 'shopUsers.f.exportData';
export const USERS_DELETE = 'shopUsers.f.delete';

/** One choice of one browser: stored with the time, the shop country and — when logged in — the account. */
export const consentsAddParams = z.object({
  consentId: z.string().regex(CONSENT_ID_PATTERN, 'consentId'),
  analytics: z.boolean(),
  marketing: z.boolean(),
  policyVersion: z.number().int().min(1).max(10_000),
  choice: z.enum(CONSENT_CHOICES),
});
export type ConsentsAddParams = z.infer<typeof consentsAddParams>;

export const usersExportDataParams = z.object({});

/**
 * Deleting the account needs its password (a borrowed session must not end someone's account).
 * Answers: ok (null), INVALID_CREDENTIALS for a wrong password, RATE_LIMITED after the login
 * limit's run of wrong passwords (the same counter as logins).
 */
export const usersDeleteParams = z.object({ password: safeString(1024) });
export type UsersDeleteParams = z.infer<typeof usersDeleteParams>;

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
  /** The photos' URLs. */
  Attachments: string[];
  createdAt: string;
  /** The shop's public reply, if any. */
  Reply: string | null;
}
