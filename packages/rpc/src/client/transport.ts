// One POST to /_rpc: encode (JSON, or multipart when a param holds a File/Blob), send, read the answer.
// Never throws: a failed request is an RPC_CLIENT_ERROR answer.
import type { RpcAnswer, RpcErr, RpcRequest, RpcTimeouts } from '../wire.ts';

export interface Transport {
  url: string;
  headers: () => Record<string, string>;
  fetch: typeof fetch;
  credentials: RequestCredentials;
  timeouts: RpcTimeouts;
}

/**
 * An AbortSignal that fires after `ms`. A plain timer rather than AbortSignal.timeout, so a page
 * whose clock is controlled (tests, background-tab throttling) times out on the same clock as the rest.
 */
export function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export const err = (data: string): RpcErr => ({ status: 'error', data });

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Swaps every Blob for a `{"$file": part}` marker and collects the parts (docs/architecture.md §2 multipart). */
function extractFiles(value: unknown, files: Array<[string, Blob]>): unknown {
  if (isBlob(value)) {
    const part = `file${files.length}`;
    files.push([part, value]);
    return { $file: part };
  }
  if (Array.isArray(value)) return value.map((v) => extractFiles(v, files));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = extractFiles(v, files);
    return out;
  }
  return value;
}

function encode(payload: RpcRequest | RpcRequest[]): { body: string | FormData; json: boolean } {
  const files: Array<[string, Blob]> = [];
  const marked = extractFiles(payload, files);
  if (files.length === 0) return { body: JSON.stringify(payload), json: true };
  const form = new FormData();
  form.append('rpc', JSON.stringify(marked));
  for (const [part, blob] of files) form.append(part, blob);
  return { body: form, json: false };
}

/** Whatever the server sent → a well-formed answer. An error without a code is a SERVER_ERROR (docs/product.md §8). */
export function normalize(raw: unknown): RpcAnswer {
  if (typeof raw !== 'object' || raw === null) return err('SERVER_ERROR');
  const a = raw as Partial<RpcAnswer>;
  if (a.status === 'ok') return a as RpcAnswer;
  if (a.status === 'error' && typeof a.data === 'string' && a.data !== '') return a as RpcAnswer;
  const out = err('SERVER_ERROR');
  if (a.meta) out.meta = a.meta;
  return out;
}

export type PostResult = { ok: true; body: unknown } | { ok: false; answer: RpcErr };

export async function post(
  t: Transport,
  payload: RpcRequest | RpcRequest[],
  extraHeaders: Record<string, string> = {},
): Promise<PostResult> {
  const { body, json } = encode(payload);
  const limit = deadline(json ? t.timeouts.callMs : t.timeouts.uploadMs);
  try {
    const headers: Record<string, string> = { ...t.headers(), ...extraHeaders };
    // For FormData the runtime writes the multipart boundary itself.
    if (json) headers['content-type'] = 'application/json';
    const res = await t.fetch(t.url, {
      method: 'POST',
      body,
      headers,
      credentials: t.credentials,
      signal: limit.signal,
    });
    // Error answers come with 4xx statuses too (400, 403, 413, 415): the body, not the status, is the answer.
    return { ok: true, body: JSON.parse(await res.text()) as unknown };
  } catch {
    // Offline, refused, not JSON, or no whole answer within the timeout.
    return { ok: false, answer: err('RPC_CLIENT_ERROR') };
  } finally {
    limit.clear();
  }
}
