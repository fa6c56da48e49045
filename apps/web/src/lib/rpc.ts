// The shop's one RPC client (docs/architecture.md §2): POST /_rpc with the session cookie, and the
// shopper's current country in X-Shop-Country on every call (read per call, so a switch applies
// to the very next request). Typed on the contract's API map: `rpc.call('offers.f.getAll', params)`
// knows its params and its result. Import `rpc` from here; never create a second client.
import { createTypedRpcClient } from '@zdravo/rpc/client';
import { COUNTRY_HEADER } from '@zdravo/contract';
import type { ErrorCode } from '@zdravo/contract';
import type { ShopApi, ShopSubscriptions } from '@zdravo/contract/api';
import { getCountry } from './country.ts';

const RPC_URL = '/_rpc';

export const rpc = createTypedRpcClient<ShopApi, ShopSubscriptions, ErrorCode>({
  url: RPC_URL,
  headers: () => ({ [COUNTRY_HEADER]: getCountry() }),
});
