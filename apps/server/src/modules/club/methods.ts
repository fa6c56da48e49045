// shopUsers.f.club: the logged-in shopper's club membership and its dates, for the account page.
import { defineMethod } from '@zdravo/rpc/server';
import { USERS_CLUB, usersClubParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import type { AreaMethods } from '../shop-method.ts';
import { membershipView } from './membership.ts';

export function clubMethods(): AreaMethods<'shopUsers.f.club'> {
  return {
    [USERS_CLUB]: defineMethod({
      params: usersClubParams,
      auth: true,
      handler: (_params, ctx: ShopContext) => membershipView(ctx.db, ctx.user!.id),
    }),
  };
}
