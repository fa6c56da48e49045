// The client's option and result types, apart from its code so the typed API map (../api.ts) can
// name them without importing the client (and the client can import the map: no cycle).
import type { RPC_TIMINGS } from '../wire.ts';
import type { BatchProgress, ReturnMode, RpcAnswer, RpcBindTarget, RpcErr, RpcTimeouts } from '../wire.ts';
import type { CallSpec } from './batch.ts';

export interface RpcClientOptions {
  url: string;
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  /** Default 'include': the session cookie goes along (docs/architecture.md §2). */
  credentials?: RequestCredentials;
  /** Overrides of the spec's stream timings (tests shorten them). */
  timings?: { [K in keyof typeof RPC_TIMINGS]?: number };
  /** Overrides of RPC_TIMEOUTS: when a call, an upload or a stream's opening gives up. */
  timeouts?: Partial<RpcTimeouts>;
  /** Methods the server takes only as the one call of a request (`sole`): each is sent on its own at once. */
  sendAlone?: readonly string[];
}
export interface CallOptions {
  bind?: RpcBindTarget;
  /** Your own name for this call, to `bind` later calls of the same batch to it. */
  id?: number | string;
}
export interface BatchOptions {
  return?: ReturnMode;
  progress?: (p: BatchProgress) => void;
}
export interface SubscribeOptions {
  onData: (data: unknown) => void;
  onHeaders?: (h: Headers) => void;
  /** Each time the stream is open (again, after a reconnect): what happened before it, a caller asks for anew. */
  onOpen?: () => void;
  onError?: (code: string) => void;
  reconnect?: boolean;
}
export interface Subscription {
  close(): void;
}
export interface RpcClient {
  /** Never rejects: a transport failure answers RPC_CLIENT_ERROR. */
  call<T = unknown>(method: string, params?: Record<string, unknown>, opts?: CallOptions): Promise<RpcAnswer<T>>;
  callArgs<T = unknown>(method: string, args: unknown[], opts?: CallOptions): Promise<RpcAnswer<T>>;
  /** 'all' (default) → ok with data = RpcAnswer[]; 'first'/'last' → that answer; NOT_FOUND when there is none. */
  batch(calls: CallSpec[], opts?: BatchOptions): Promise<RpcAnswer<unknown>>;
  subscribe(method: string, params: Record<string, unknown> | undefined, opts: SubscribeOptions): Subscription | RpcErr;
}
