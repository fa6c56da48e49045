// The shop's one RPC client (DESIGN.md §2): POST /_rpc with the session cookie, and the
// shopper's current country in X-Shop-Country on every call (read per call, so a switch applies
// to the very next request). Import `rpc` from here; never create a second client.
import { createRpcClient } from '@zdravo/rpc/client';
import { COUNTRY_HEADER } from '@zdravo/contract';
import { getCountry } from './country.ts';

export const RPC_URL = '/_rpc';

export const rpc = createRpcClient({
  url: RPC_URL,
  headers: () => ({ [COUNTRY_HEADER]: getCountry() }),
});
