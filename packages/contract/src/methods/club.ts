// The club (spec §2 Club, §3 Club join): the shopper's own membership (the club's one name that join
// requests carry, clubNameOf, is in constants.ts). Memberships are made by the operator (club:activate) after the
// team's call; a join request from the page is a lead, not a membership.
import { z } from 'zod';

export const USERS_CLUB = 'shopUsers.f.club';

export const usersClubParams = z.object({});

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
