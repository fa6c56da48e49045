// The club in the desk (docs/desk.md, Klub): join requests with the account they match, memberships,
// and those ending soon. Browser-safe types; the params schemas are in ./club-methods.ts.

/** Which rows the Klub screen lists. */
export const CLUB_VIEWS = ['requests', 'members', 'expiring'] as const;
export type ClubView = (typeof CLUB_VIEWS)[number];

/** Where a row stands now: a request not paid yet, a paid year not started, running, over, or cancelled. */
export type ClubRowState = 'request' | 'upcoming' | 'active' | 'ended' | 'cancelled';

/** Rows a page of the Klub screen holds; the next page starts below the last ID. */
export const CLUB_PAGE_SIZE = 50;
/** The "ending within N days" filter's bounds. */
export const CLUB_EXPIRING_DAYS = { min: 1, max: 365, default: 30 } as const;

/** The shop account a row belongs to, or the one its phone or e-mail matches. */
export interface ClubAccount {
  ID: number;
  Name: string;
  Email: string;
  Phone: string;
  PhoneDisplay: string;
  /** Orders placed from the account. */
  Orders: number;
  /** True when the row is not linked yet and the account was found by its phone or e-mail. */
  MatchedNow: boolean;
}

export interface ClubRow {
  ID: number;
  Name: string;
  Phone: string;
  PhoneDisplay: string;
  Email: string | null;
  /** The visitor's country for a join request (any two letters), the account's for a membership. */
  Country: string;
  CreatedAt: string;
  StartsAt: string | null;
  /** Exclusive: the first moment it no longer counts. */
  ExpiresAt: string | null;
  CancelledAt: string | null;
  State: ClubRowState;
  Account: ClubAccount | null;
}

export interface ClubPage {
  Rows: ClubRow[];
  /** Pass as beforeId for the next page; null at the end. */
  NextBeforeID: number | null;
}

/** What an activation made: the row (the join request itself when there was one) and its year. */
export interface ClubActivated {
  Row: ClubRow;
  /** True when a join request became the membership (rather than a new row). */
  FromRequest: boolean;
}
