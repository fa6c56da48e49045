// The club (spec §2 Club, §3 Club join): the shopper's own membership (the club's one name that join
// requests carry, clubNameOf, is in constants.ts). Memberships are made by the operator (club:activate) after the
// team's call; a join request from the page is a lead, not a membership.
import { z } from 'zod';

export * from '../types/club.ts';

export const usersClubParams = z.object({});
