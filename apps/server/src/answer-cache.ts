// Compressed-answer memo for /_rpc. The hottest answers (the catalog: ~37 kB of JSON per country)
// are byte-for-byte the same for every shopper, and compressing them on every request cost more than
// the whole RPC pipeline. So a large answer is compressed once per (encoding, content) and the bytes
// are reused; @fastify/compress skips a reply whose Content-Encoding is already set. Small answers and
// per-user answers simply pass through (a miss costs one sha-1 of the payload).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { RPC_PATH } from '@zdravo/rpc';

const MIN_BYTES = 8 * 1024;
const MAX_ENTRIES = 64;
/**
 * What one client address may make us compress afresh per minute. Past it, its answers go out
 * uncompressed (the same bytes, just larger): a small batch of catalog calls with ever-new meta ids
 * must not make the server compress megabytes again and again.
 */
export const COMPRESS_BUDGET = { bytes: 8 * 1024 * 1024, windowMs: 60_000 };
const MAX_TRACKED_ADDRESSES = 10_000;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in for a request's Accept-Encoding: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

const compress = (encoding: Encoding, payload: string): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(payload, { level: 6 });

export function compressedAnswerCache(app: FastifyInstance): void {
  // Insertion-ordered Map as a small LRU: a hit is moved to the end, the oldest is evicted.
  const entries = new Map<string, Buffer>();
  const spent = new Map<string, { since: number; bytes: number }>();
  /** Charges `bytes` of fresh compression to the address; false when its budget is used up. */
  const charge = (address: string, bytes: number): boolean => {
    const now = Date.now();
    let account = spent.get(address);
    if (!account || now - account.since >= COMPRESS_BUDGET.windowMs) {
      account = { since: now, bytes: 0 };
      if (spent.size >= MAX_TRACKED_ADDRESSES) spent.delete(spent.keys().next().value as string);
    }
    spent.delete(address);
    spent.set(address, account);
    if (account.bytes + bytes > COMPRESS_BUDGET.bytes) return false;
    account.bytes += bytes;
    return true;
  };
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'POST' || req.url !== RPC_PATH || typeof payload !== 'string' || payload.length < MIN_BYTES) {
      return payload;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const key = `${encoding}:${createHash('sha1').update(payload).digest('base64')}`;
    let bytes = entries.get(key);
    if (bytes) {
      entries.delete(key);
    } else {
      // Over budget: sent as it is. @fastify/compress (next in line) skips a request that carries
      // x-no-compression, its documented switch.
      if (!charge(req.ip, payload.length)) {
        req.headers['x-no-compression'] = '1';
        return payload;
      }
      bytes = compress(encoding, payload);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, bytes);
    reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
    return bytes;
  });
}
