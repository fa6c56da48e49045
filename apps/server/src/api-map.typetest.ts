// Compile-time proof that both ends are typed on the contract's API map (packages/contract/src/api.ts).
// `npm run typecheck` compiles this file and never runs it: each @ts-expect-error line must be an
// error, so if the map stopped refusing a wrong method, wrong params or a wrong result, tsc would fail.
import { createTypedRpcClient } from '@zdravo/rpc/client';
import { defineMethod, fail } from '@zdravo/rpc/server';
import type { ErrorCode } from '@zdravo/contract';
import type { ShopApi, ShopSubscriptions } from '@zdravo/contract/api';
import { offersGetSlogParams } from '@zdravo/contract/methods';
import type { AreaMethods } from './modules/shop-method.ts';

const rpc = createTypedRpcClient<ShopApi, ShopSubscriptions, ErrorCode>({ url: '/_rpc' });

export async function clientSide(): Promise<void> {
  // @ts-expect-error: no such method in the map
  await rpc.call('offers.f.getEverything', {});
  // @ts-expect-error: getSlog takes Slog, not Slug
  await rpc.call('offers.f.getSlog', { Slug: 'pure-fit' });
  // @ts-expect-error: getSlog's params are required
  await rpc.call('offers.f.getSlog');
  // Methods without params may leave them out.
  await rpc.call('auth.checkLogin');

  const answer = await rpc.call('offers.f.getSlog', { Slog: 'pure-fit' });
  if (answer.status === 'ok') {
    const name: string = answer.data.Name; // the result is inferred: an Offer
    // @ts-expect-error: an Offer has no Price field
    void answer.data.Price;
    void name;
  } else {
    // @ts-expect-error: error codes are the contract's union, so comparing with a typo is an error
    if (answer.data === 'EMAIL_EXIST') return;
  }

  rpc.subscribe('batching.progress', { streamId: 'x'.repeat(20) }, { onData: (p) => void p.done.toFixed() });
  // @ts-expect-error: no such subscription
  rpc.subscribe('batching.regress', { streamId: 'x' }, { onData: () => undefined });
}

export const serverSide: AreaMethods<'offers.f.getSlog'> = {
  // @ts-expect-error: the handler's data is not an Offer
  'offers.f.getSlog': defineMethod({ params: offersGetSlogParams, handler: () => ({ Name: 42 }) }),
};

export const serverCodes: AreaMethods<'offers.f.getSlog'> = {
  // @ts-expect-error: a failure code outside the contract's union
  'offers.f.getSlog': defineMethod({ params: offersGetSlogParams, handler: () => fail('NOT_FOUNDD') }),
};
