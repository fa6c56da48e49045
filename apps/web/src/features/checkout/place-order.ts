// shopOrders.add with an idempotency key made once per checkout attempt (docs/architecture.md §2): a double
// click, or a retry after the answer got lost, sends the same key and gets the same order back.
// A changed cart or changed details is a new attempt, with a new key.
import type { RpcAnswer } from '@zdravo/rpc';
import type { ParamsOf } from '@zdravo/contract/api';
import { addOrder } from './api.ts';

/** crypto.randomUUID needs a secure context; a shop served over plain http on a LAN still works. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type OrderInput = Omit<ParamsOf<'shopOrders.add'>, 'IdempotencyKey'>;

export interface Attempt {
  key: string;
  fingerprint: string;
}

/** The attempt for this input: the same one while nothing changed, else a fresh key. */
export function attemptFor(
  previous: Attempt | null,
  input: OrderInput,
  makeKey: () => string = newIdempotencyKey,
): Attempt {
  const fingerprint = JSON.stringify(input);
  return previous && previous.fingerprint === fingerprint ? previous : { key: makeKey(), fingerprint };
}

export function placeOrder(input: OrderInput, attempt: Attempt): Promise<RpcAnswer<number>> {
  return addOrder({ ...input, IdempotencyKey: attempt.key });
}

/** Orders placed during this page's life: their thank-you page thanks at once, before the order list answers. */
const placedHere = new Set<string>();
export const rememberPlaced = (orderId: number): void => void placedHere.add(String(orderId));
export const wasPlacedHere = (routeId: string): boolean => placedHere.has(routeId);
