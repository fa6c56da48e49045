// The cart's call (docs/product.md §7): the server's quote, the one source of every figure the cart and
// the checkout show.
import type { RpcAnswer } from '@zdravo/rpc';
import type { OrderQuote } from '@zdravo/contract';
import { rpc } from '../../lib/rpc.ts';

export function quoteCart(articles: { ID: number; Quantity: number }[]): Promise<RpcAnswer<OrderQuote>> {
  return rpc.call('shopOrders.quote', { Articles: articles });
}
