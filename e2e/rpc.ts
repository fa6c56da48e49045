// The one way a journey calls the shop's server itself (to prepare a shopper, or to read the figures a
// screen must show): typed on the contract's API map, so a wrong method, param or reading fails tsc.
// It runs in the given request context's cookie jar: `page.request` shares the browser's session.
import type { APIRequestContext } from '@playwright/test';
import type { RpcAnswer } from '@zdravo/rpc';
import { COUNTRY_HEADER, type CountryCode, type ShopOrder } from '@zdravo/contract';
import type { ParamsOf, ResultOf, ShopMethod } from '@zdravo/contract/api';

export interface CallOptions {
  country?: CountryCode;
  /** For a request context without the configured base URL. */
  baseURL?: string;
}

/** The answer as it came, ok or an error code. */
export async function rpcAnswer<M extends ShopMethod>(
  request: APIRequestContext,
  method: M,
  params?: ParamsOf<M>,
  { country = 'HR', baseURL = '' }: CallOptions = {},
): Promise<RpcAnswer<ResultOf<M>>> {
  const res = await request.post(`${baseURL}/_rpc`, {
    headers: { [COUNTRY_HEADER]: country },
    data: { action: 'call', method, params: params ?? {} },
  });
  return (await res.json()) as RpcAnswer<ResultOf<M>>;
}

/** The answer's data; the journey stops here, naming the method and the code, unless it was ok. */
export async function rpcCall<M extends ShopMethod>(
  request: APIRequestContext,
  method: M,
  params?: ParamsOf<M>,
  options?: CallOptions,
): Promise<ResultOf<M>> {
  const answer = await rpcAnswer(request, method, params, options);
  if (answer.status === 'ok') return answer.data;
  throw new Error(`${method} answered ${JSON.stringify(answer.data)}`);
}

/** A shopper as the tests make one: e-mail, password and the phone they sign up with. */
export interface NewShopper {
  email: string;
  password: string;
  phone: string;
}

/** Signs `p` up and logs them in, in `request`'s cookie jar (`page.request` shares the page's). */
export async function signedUp(
  request: APIRequestContext,
  p: NewShopper,
  names: { FirstName: string; LastName: string },
  options?: CallOptions,
): Promise<void> {
  await rpcCall(
    request,
    'shopUsers.f.add',
    { Username: p.email, Email: p.email, Password: p.password, PhoneNumber: p.phone, ...names },
    options,
  );
  await rpcCall(request, 'auth.loginShop', { username: p.email, password: p.password }, options);
}

export interface OrderRequest {
  /** The offer's address name; Pure Fit unless said. */
  slog?: string;
  quantity?: number;
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  IdempotencyKey: string;
}

/** The logged-in shopper of `request` orders through the real call; answers the order as the account lists it. */
export async function placedOrder(
  request: APIRequestContext,
  order: OrderRequest,
  options?: CallOptions,
): Promise<ShopOrder> {
  const { slog = 'pure-fit', quantity = 1, ...details } = order;
  const offer = await rpcCall(request, 'offers.f.getSlog', { Slog: slog }, options);
  const id = await rpcCall(
    request,
    'shopOrders.add',
    { Articles: [{ ID: offer.ID, Quantity: quantity }], ...details },
    options,
  );
  const orders = await rpcCall(request, 'shopOrders.f.getAll', undefined, options);
  return orders.find((o) => o.ID === id)!;
}
