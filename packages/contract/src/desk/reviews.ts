// The desk's review moderation (docs/desk.md, "Review moderation"): the result types the browser may
// know and the limits both sides share. The methods and who may call them are in ./review-api.ts.
import type { CountryCode } from '../countries.ts';

/** A rejection's or an unpublishing's reason: kept for the team, never shown to shoppers. */
export const REVIEW_REASON_MAX = 500;
/** The shop's public reply under a review (the same limit as the CLI's reviews:reply). */
export const REVIEW_REPLY_MAX = 2000;
/** Reviews on one page of the waiting and the published lists. */
export const DESK_REVIEWS_PAGE = 20;
/** A review carries at most this many photos (the shop's form sends up to three). */
export const REVIEW_PHOTOS_LEAVE_OUT_MAX = 10;

export interface DeskReviewPhoto {
  /** The stored name (what approve's leaveOut lists); null for a seeded sample's plain URL. */
  Name: string | null;
  /** URLs the desk may load: under /desk/media/reviews/ for our own photos (staff only). */
  Full: string;
  Thumb: string;
  /** Left out at approval: never served to shoppers, seen only here. */
  LeftOut: boolean;
}

export interface DeskReview {
  ID: number;
  OfferID: number;
  OfferName: string;
  OfferSlog: string;
  Rating: number;
  ReviewHead: string;
  Review: string;
  /** "First Last" of the account, or the sample's shown name; '' for a deleted account. */
  Author: string;
  /** The shop country the review was written in; null for older reviews and seeded samples. */
  Country: CountryCode | null;
  CreatedAt: string;
  ApprovedAt: string | null;
  State: 'waiting' | 'published' | 'rejected';
  RejectReason: string | null;
  Reply: string | null;
  Photos: DeskReviewPhoto[];
}

export interface DeskReviewPage {
  Reviews: DeskReview[];
  /** Give it back as `after` for the next page; null on the last one. */
  Next: number | null;
}

export interface DeskReviewOffer {
  ID: number;
  Name: string;
}

export interface ReviewBaseSwitch {
  Country: CountryCode;
  /** Whether that country's count adds the ratings gathered elsewhere (docs/decisions/015). */
  On: boolean;
}
