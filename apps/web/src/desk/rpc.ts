// The desk's one RPC client: POST /desk/_rpc with the desk's own cookie (the shop's /_rpc and its
// session are never used here). Typed on the contract's DeskApi.
import { createTypedRpcClient } from '@zdravo/rpc/client';
import type { DeskApi, DeskErrorCode, DeskSubscriptions } from '@zdravo/contract/desk';

export const deskRpc = createTypedRpcClient<DeskApi, DeskSubscriptions, DeskErrorCode>({ url: '/desk/_rpc' });
