// The one way a journey calls the shop's server itself (to prepare a shopper, or to read the figures a
// screen must show): typed on the contract's API map, so a wrong method, param or reading fails tsc.
// It runs in the given request context's cookie jar: `page.request` shares the browser's session.
import type { APIRequestContext } from '@playwright/test';
import type { RpcAnswer } from '@zdravo/rpc';
import { COUNTRY_HEADER, type CountryCode } from '@zdravo/contract';
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
  const res = await request.post(`${baseURL}/_rpc`, { headers: { [COUNTRY_HEADER]: country }, data: { action: 'call', method, params: params ?? {} } });
  return (await res.json()) as RpcAnswer<ResultOf<M>>;
}

/** The answer's data; the journey stops here, naming the method and the code, unless it was ok. */
export async function rpcCall<M extends ShopMethod>(request: APIRequestContext, method: M, params?: ParamsOf<M>, options?: CallOptions): Promise<ResultOf<M>> {
  const answer = await rpcAnswer(request, method, params, options);
  if (answer.status === 'ok') return answer.data;
  throw new Error(`${method} answered ${JSON.stringify(answer.data)}`);
}
