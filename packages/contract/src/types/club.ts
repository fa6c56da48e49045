// The club's calls as the browser knows them: the name of shopUsers.f.club and its answer.
// Browser-safe; the params schema is in methods/club.ts.

/** The caller's membership: the current one, else the next one to start, else the last one that ended. */
export interface ClubMembership {
  /** The membership's ID (the one shopUsers.f.withdrawClub takes). */
  ID: number;
  /** First day it counts (ISO-8601 UTC). */
  From: string;
  /** When it ends (exclusive, ISO-8601 UTC). */
  Until: string;
  /** Whether orders placed now get the club price and free delivery. */
  Active: boolean;
  /** When it was cancelled (by the operator, or by the shopper's withdrawal), or null. */
  CancelledAt: string | null;
  /** Whether shopUsers.f.withdrawClub would take it now: 14 days from when it was bought. */
  CanWithdraw: boolean;
  /** The end of that period (exclusive, ISO) while it is open; null otherwise. */
  WithdrawUntil: string | null;
  /** When the shopper withdrew from it, or null. */
  WithdrawnAt: string | null;
}
/** null: the shopper never was a member. */
export type UsersClubResult = ClubMembership | null;
