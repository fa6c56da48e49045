// The club's calls as the browser knows them: the name of shopUsers.f.club and its answer.
// Browser-safe; the params schema is in methods/club.ts.

export const USERS_CLUB = 'shopUsers.f.club';

/** The caller's membership: the current one, else the next one to start, else the last one that ended. */
export interface ClubMembership {
  /** First day it counts (ISO-8601 UTC). */
  From: string;
  /** When it ends (exclusive, ISO-8601 UTC). */
  Until: string;
  /** Whether orders placed now get the club price and free delivery. */
  Active: boolean;
  /** When the operator cancelled it, or null. */
  CancelledAt: string | null;
}
/** null: the shopper never was a member. */
export type UsersClubResult = ClubMembership | null;
