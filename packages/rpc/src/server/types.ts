// The server-side contract other modules code against (see the package README in the brief):
// method and subscription definitions, expected failures, uploaded files.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BatchProgress, RPC_LIMITS } from '../wire.ts';
import type { PreparedJson } from './prepared.ts';

/** An expected failure. Handlers return it (or throw it); it becomes `{status:'error', data: code, details}`. */
export class RpcFailure<C extends string = string> {
  constructor(
    readonly code: C,
    readonly details?: unknown,
  ) {}
}

/** The code's literal type is kept, so a registry typed on an error union refuses a code outside it. */
export function fail<C extends string>(code: C, details?: unknown): RpcFailure<C> {
  return new RpcFailure(code, details);
}

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

// JSON can never produce a Buffer, so a JSON call cannot forge a file: only the multipart reader puts one here.
const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' &&
  v !== null &&
  Buffer.isBuffer((v as UploadedFile).data) &&
  typeof (v as UploadedFile).filename === 'string' &&
  typeof (v as UploadedFile).mimetype === 'string';

export const fileParam: z.ZodType<UploadedFile> = z.custom<UploadedFile>(isUploadedFile, {
  message: 'Expected a file',
});

// P defaults to any so a Record of differently-typed methods type-checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface MethodDef<Ctx, P = any, R = unknown, C extends string = string> {
  /** Validated at the boundary → VALIDATION_ERROR with `details` (path + message per issue). */
  params: z.ZodType<P>;
  /** true → UNAUTHORIZED unless options.isAuthenticated(ctx). */
  auth?: boolean;
  /**
   * Checked after `auth` and BEFORE the params are parsed: a failure it returns is the answer (an app's
   * own access rule, e.g. a role; a caller without access learns nothing from a validation error).
   */
  guard?: (ctx: Ctx) => RpcFailure | null | Promise<RpcFailure | null>;
  /**
   * The files this method takes in a multipart call (docs/architecture.md §2): at most `maxCount` parts of at most
   * `maxBytes` each (never above RPC_LIMITS.maxFileBytes). A method without it refuses any file
   * before a byte of it is read.
   */
  files?: { maxCount: number; maxBytes: number };
  /** How an `args` array maps onto params; without it args[0] is the params object. */
  argNames?: string[];
  /**
   * Runs alone in its batch: after every earlier call of the batch has finished, and before any later
   * one starts. For calls that change who the caller is (login, logout, deleting the account): the
   * calls of a batch share one context, and one running beside them would change it under their feet.
   */
  alone?: boolean;
  /**
   * Must be the only call of its request: a batch holding it and any other call is refused whole,
   * every call answering MUST_BE_ALONE and none run. For calls whose limits are counted per request or
   * that end the caller's session: in a batch, one request could try many codes under one look at a
   * lock, or run calls after a sign-out under the session it ended.
   */
  sole?: boolean;
  /** May return or throw an RpcFailure; any other throw → SERVER_ERROR, logged, never leaked. */
  handler: (params: P, ctx: Ctx) => Promise<Answer<R, C>> | Answer<R, C>;
}

/** What a handler gives back: its data, the same data serialized once (ready bytes), or an expected failure. */
export type Answer<R, C extends string> = R | PreparedJson<R> | RpcFailure<C>;

export function defineMethod<Ctx, P, R, C extends string = string>(
  def: MethodDef<Ctx, P, R, C>,
): MethodDef<Ctx, P, R, C> {
  return def;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see MethodDef
export interface SubscriptionDef<Ctx, P = any> {
  params: z.ZodType<P>;
  auth?: boolean;
  /**
   * Called once the stream is open. `emit` writes one SSE event; `signal` aborts when the client goes away
   * (or the server closes). `end` (an addition to the brief's signature) closes the stream from the server
   * side; a client that allows it reconnects.
   */
  start: (
    params: P,
    ctx: Ctx,
    emit: (data: unknown) => void,
    signal: AbortSignal,
    end: () => void,
  ) => void | Promise<void>;
}

export interface RpcPluginOptions<Ctx> {
  methods: Record<string, MethodDef<Ctx>>;
  /** `batching.progress` is built in. */
  subscriptions?: Record<string, SubscriptionDef<Ctx>>;
  /** Once per HTTP request, shared by the calls of a batch. */
  createContext: (req: FastifyRequest, reply: FastifyReply) => Ctx | Promise<Ctx>;
  /** Without it, every `auth: true` method answers UNAUTHORIZED (fail closed). */
  isAuthenticated?: (ctx: Ctx) => boolean | Promise<boolean>;
  /**
   * CSRF: a request whose Origin is not allowed → 403 FORBIDDEN_ORIGIN. No Origin header is allowed.
   * Default (when omitted): the Origin's host must equal the request's Host (same-origin only).
   */
  allowedOrigins?: (origin: string, req: FastifyRequest) => boolean;
  /** Numbers, not the literal types of RPC_LIMITS (`as const`), so an app can actually set other values. */
  limits?: Partial<Limits>;
  /** Where batch progress travels; in-process unless set (a shared channel reaches every process). */
  progress?: ProgressChannel;
  /** SSE keep-alive comment interval; 15 s unless set (tests shorten it). */
  keepAliveMs?: number;
  /**
   * Every stream, the built-in `batching.progress` included, needs `isAuthenticated`: an endpoint that
   * serves no anonymous stream (its budget then holds only its own people's streams).
   */
  streamsNeedAuth?: boolean;
  /**
   * Whose share of the budget an open stream takes (`limits.maxStreamsPerAddress` streams each): the
   * client's address unless set (an app whose callers are signed in may count per person instead).
   */
  streamOwner?: (ctx: Ctx, req: FastifyRequest) => string;
  /** Told of every stream once it is open, with the means to end it from the server side (a session ended elsewhere). */
  onStreamOpen?: (ctx: Ctx, end: () => void, signal: AbortSignal) => void;
}

export type Limits = { -readonly [K in keyof typeof RPC_LIMITS]: number };

/** Where batches publish their progress and streams listen for it (ProgressBus in progress.ts, or a cross-process one). */
export interface ProgressChannel {
  publish(streamId: string, progress: BatchProgress): void;
  /** Returns the unsubscribe function. */
  listen(streamId: string, listener: (progress: BatchProgress) => void): () => void;
}
