// The checkout's call (docs/product.md §7): placing the order. The order list the thank-you page reads is
// the account's (myOrders).
import type { RpcAnswer } from '@zdravo/rpc';
import type { ParamsOf } from '@zdravo/contract/api';
import { rpc } from '../../lib/rpc.ts';

export function addOrder(params: ParamsOf<'shopOrders.add'>): Promise<RpcAnswer<number>> {
  return rpc.call('shopOrders.add', params);
}
