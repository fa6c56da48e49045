// A typed API map: each method name → the params a caller sends and the data an ok answer carries.
// The protocol stays generic; an application declares its own map (the shop's lives in
// @zdravo/contract) and both ends are typed on it: the client infers results from it, the server's
// registry must satisfy it. Types only: nothing here reaches the wire.
import type { CallOptions, RpcClient, SubscribeOptions, Subscription } from './client/types.ts';
import type { RpcAnswer, RpcErr } from './wire.ts';

export interface MethodSig<P = unknown, R = unknown> {
  params: P;
  result: R;
}
export interface SubscriptionSig<P = unknown, D = unknown> {
  params: P;
  data: D;
}

export type ApiMap = { [method: string]: MethodSig };
export type SubscriptionMap = { [method: string]: SubscriptionSig };

/** Params may be left out exactly when the method's params accept `undefined` (methods without params). */
export type ParamsArgs<P> = undefined extends P ? [params?: P, opts?: CallOptions] : [params: P, opts?: CallOptions];

export interface TypedCalls<Api extends ApiMap, Code extends string> {
  /** Never rejects: a transport failure answers RPC_CLIENT_ERROR. */
  call<M extends keyof Api & string>(
    method: M,
    ...args: ParamsArgs<Api[M]['params']>
  ): Promise<RpcAnswer<Api[M]['result'], Code>>;
}

export interface TypedSubscribeOptions<D> extends Omit<SubscribeOptions, 'onData'> {
  onData: (data: D) => void;
}
export interface TypedSubscribe<Subs extends SubscriptionMap, Code extends string> {
  subscribe<M extends keyof Subs & string>(
    method: M,
    params: Subs[M]['params'],
    opts: TypedSubscribeOptions<Subs[M]['data']>,
  ): Subscription | RpcErr<Code>;
}

/** The client typed on an API map and a subscription map; batches and `callArgs` stay untyped. */
export type TypedRpcClient<Api extends ApiMap, Subs extends SubscriptionMap, Code extends string> = TypedCalls<
  Api,
  Code
> &
  TypedSubscribe<Subs, Code> &
  Omit<RpcClient, 'call' | 'subscribe'>;
