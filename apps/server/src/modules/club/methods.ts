// shopUsers.f.club: the logged-in shopper's club membership and its dates, for the account page;
// shopUsers.f.withdrawClub: withdrawing from it within 14 days of buying it. Both need login.
import { fail } from '@zdravo/rpc/server';
import { usersClubParams, usersClubWithdrawParams } from '@zdravo/contract/methods';
import { loggedInMethod, type AreaMethods, type LoggedInContext } from '../shop-method.ts';
import { membershipView } from './membership.ts';
import { withdrawMembership } from './withdraw.ts';

export function clubMethods(): AreaMethods<'shopUsers.f.club' | 'shopUsers.f.withdrawClub'> {
  return {
    'shopUsers.f.club': loggedInMethod({
      params: usersClubParams,
      handler: (_params, ctx: LoggedInContext) => membershipView(ctx.db, ctx.user.id),
    }),
    'shopUsers.f.withdrawClub': loggedInMethod({
      params: usersClubWithdrawParams,
      async handler(params, ctx: LoggedInContext) {
        const result = await withdrawMembership(ctx.db, ctx.config, {
          userId: ctx.user.id,
          membershipId: params.ID,
          email: params.Email,
          iban: params.Iban,
          country: ctx.country,
        });
        return result.ok ? result.withdrawal : fail(result.code);
      },
    }),
  };
}
