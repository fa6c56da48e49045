// The club (docs/product.md §2 Club, §3 Club join): the shopper's own membership (the club's one name that join
// requests carry, clubNameOf, is in shop-terms.ts). Memberships are made by the operator (club:activate) after the
// team's call; a join request from the page is a lead, not a membership.
import { z } from 'zod';
import { dbId } from './common.ts';
import { acknowledgementEmail, refundIban } from './withdrawal.ts';

export * from '../types/club.ts';

export const usersClubParams = z.object({});

/**
 * shopUsers.f.withdrawClub: the shopper withdraws from a membership within 14 days of buying it
 * (a service contract). Answers the recorded withdrawal, or NOT_FOUND, WITHDRAWAL_PERIOD_OVER,
 * ORDER_CLOSED (already cancelled). A repeat answers the withdrawal already recorded. `Iban`: the account
 * the fee goes back to (optional; validated as for an order's withdrawal).
 */
export const usersClubWithdrawParams = z.object({ ID: dbId, Email: acknowledgementEmail, Iban: refundIban });
