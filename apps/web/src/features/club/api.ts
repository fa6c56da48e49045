// The club's calls for a logged-in shopper (docs/product.md §7): the membership and withdrawing from it.
import type { RpcAnswer } from '@zdravo/rpc';
import type { ResultOf } from '@zdravo/contract/api';
import { rpc } from '../../lib/rpc.ts';
import { noteClubMember } from '../../lib/club-member.ts';

/** shopUsers.f.club; an answer also tells the shop's prices whether this shopper is a member now. */
export async function myMembership(email: string): Promise<RpcAnswer<ResultOf<'shopUsers.f.club'>>> {
  const answer = await rpc.call('shopUsers.f.club');
  if (answer.status === 'ok') noteClubMember(email, answer.data?.Active ?? false);
  return answer;
}

/** shopUsers.f.withdrawClub; iban '' gives no account for the fee's refund. */
export function withdrawMembership(id: number, iban = ''): Promise<RpcAnswer<ResultOf<'shopUsers.f.withdrawClub'>>> {
  return rpc.call('shopUsers.f.withdrawClub', { ID: id, ...(iban.trim() ? { Iban: iban.trim() } : {}) });
}
