// The pinned RPC wire format (docs/architecture.md §2). Browser, server and outside clients rely on it:
// change nothing here without a decision record.

/** Error codes the protocol itself produces (docs/product.md §8), plus the server-side generic ones (docs/architecture.md §2). */
export const RPC_CODES = {
  RPC_CLIENT_ERROR: 'RPC_CLIENT_ERROR',
  NOTHING_TO_PROCESS: 'NOTHING_TO_PROCESS',
  RPC_CLIENT_EVENT_WITHOUT_CALLBACK: 'RPC_CLIENT_EVENT_WITHOUT_CALLBACK',
  RPC_CLIENT_BIND_TO_NOT_FOUND: 'RPC_CLIENT_BIND_TO_NOT_FOUND',
  RPC_CLIENT_BIND_NOT_FOUND_OR_ERROR: 'RPC_CLIENT_BIND_NOT_FOUND_OR_ERROR',
  RPC_CLIENT_SUBSCRIBE_STREAM_ERROR: 'RPC_CLIENT_SUBSCRIBE_STREAM_ERROR',
  CLIENT_RPC_ID_NOT_FOUND: 'CLIENT_RPC_ID_NOT_FOUND',
  SERVER_ERROR: 'SERVER_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  ALREADY_OPENED: 'ALREADY_OPENED',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_CALLS: 'TOO_MANY_CALLS',
  FORBIDDEN_ORIGIN: 'FORBIDDEN_ORIGIN',
  /** A multipart call carries a file for a method that takes none (refused before the file is read). */
  FILES_NOT_ACCEPTED: 'FILES_NOT_ACCEPTED',
  /** More files than the method declares. */
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  /** Too many open event streams from this address, or on this server (docs/product.md §7). */
  TOO_MANY_STREAMS: 'TOO_MANY_STREAMS',
  /**
   * A call that must be the only one of its request (one that decides who the caller is, such as
   * signing in or out of the desk) came with other calls: every call of the batch answers this, none ran.
   */
  MUST_BE_ALONE: 'MUST_BE_ALONE',
} as const;

export type RpcCode = (typeof RPC_CODES)[keyof typeof RPC_CODES];

/** A call names an earlier call of the same batch: by its meta id, or by action + method. */
export type RpcBindTarget = number | string | { action: string; method: string };

export interface RpcMeta {
  id?: number | string;
  bind?: RpcBindTarget;
}

export interface RpcRequest {
  action: 'call' | 'subscribe';
  method: string;
  params?: Record<string, unknown>;
  args?: unknown[];
  meta?: RpcMeta;
}

export interface RpcOk<T = unknown> {
  status: 'ok';
  data: T;
  meta?: RpcMeta;
}

export interface RpcErr<C extends string = string> {
  status: 'error';
  /** Always an error CODE string (docs/product.md §8); extra detail goes in `details`. */
  data: C;
  details?: unknown;
  meta?: RpcMeta;
}

export type RpcAnswer<T = unknown, C extends string = string> = RpcOk<T> | RpcErr<C>;

export type ReturnMode = 'first' | 'last' | 'all';

/** Batch progress events published on the `batching.progress` subscription. */
export interface BatchProgress {
  done: number;
  total: number;
}

export const RPC_PATH = '/_rpc';
export const PROGRESS_HEADER = 'x-rpc-progress';
export const PROGRESS_METHOD = 'batching.progress';

/** Limits of docs/architecture.md §2. */
export const RPC_LIMITS = {
  maxJsonBytes: 1024 * 1024,
  maxFileBytes: 5 * 1024 * 1024,
  /** Files in one multipart request, whatever the methods declare. */
  maxFilesPerRequest: 10,
  maxCallsPerBatch: 20,
  /** Nesting of arrays and objects in any JSON we parse; deeper is refused before parsing. */
  maxJsonDepth: 64,
  /** Open event streams per client address, and in all, per server process. */
  maxStreamsPerAddress: 20,
  maxStreams: 2_000,
  /** An event stream with no event for this long is closed (a client that wants more reconnects). */
  streamIdleMs: 5 * 60_000,
} as const;

/** Timings of docs/product.md §9. */
export const RPC_TIMINGS = {
  streamOpenDelayMs: 500,
  reconnectDelayMs: 1000,
} as const;

/**
 * How long the client waits before it gives up and answers RPC_CLIENT_ERROR, so a server that
 * stopped answering never leaves a screen waiting forever: a call (its whole answer), a call that
 * uploads files (slow phone connections), and a subscription until its stream opens (an open
 * stream may then stay quiet as long as it likes).
 */
export const RPC_TIMEOUTS = {
  callMs: 20_000,
  uploadMs: 120_000,
  streamOpenMs: 15_000,
} as const;
export type RpcTimeouts = { [K in keyof typeof RPC_TIMEOUTS]: number };

export const isOk = <T, C extends string>(a: RpcAnswer<T, C>): a is RpcOk<T> => a.status === 'ok';
