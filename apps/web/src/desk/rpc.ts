// The desk's one RPC client: POST /desk/_rpc with the desk's own cookie (the shop's /_rpc and its
// session are never used here). Typed on the contract's DeskApi. The sign-in steps and the sign-out
// travel alone: the server refuses them in a batch.
import { createTypedRpcClient } from '@zdravo/rpc/client';
import { DESK_ALONE_METHODS, type DeskApi, type DeskErrorCode, type DeskSubscriptions } from '@zdravo/contract/desk';

export const deskRpc = createTypedRpcClient<DeskApi, DeskSubscriptions, DeskErrorCode>({
  url: '/desk/_rpc',
  sendAlone: DESK_ALONE_METHODS,
});
