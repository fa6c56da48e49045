// Ready bytes for answers that are the same for everyone: a handler returns a PreparedJson (its
// data already serialized, once), and the plugin writes the answer around it with no
// JSON.stringify of the data. A single call whose answer is prepared also gets its compressed
// body from a memo, so a hot read (the catalog) costs no serializing, hashing or compressing.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RpcMeta } from '../wire.ts';

export type Encoding = 'br' | 'gzip';

const MAX_BODIES = 32;
const IDENTITY_IDS_KEPT = 4;
const ANSWER_HEAD = '{"status":"ok","data":';
const ANSWER_HEAD_BYTES = Buffer.from(ANSWER_HEAD);
const answerTail = (meta: RpcMeta | undefined): string => (meta ? `,"meta":${JSON.stringify(meta)}}` : '}');

/** `T` is the type the JSON stands for, so a typed method registry still sees its result type. */
export class PreparedJson<T = unknown> {
  declare readonly __type?: T;
  private readonly bodies = new Map<string, Buffer>();
  private dataBytes: Buffer | undefined;

  constructor(readonly json: string) {}

  /** The whole single-call answer, as the wire writes it. */
  answer(meta: RpcMeta | undefined): string {
    return ANSWER_HEAD + this.json + answerTail(meta);
  }

  /**
   * The single-call answer as bytes, made once per encoding and meta id (clients count from 1; the
   * page's first script uses 0), so sending it costs no UTF-8 encoding, no copy and no compression.
   */
  bytes(encoding: Encoding | 'identity', meta: RpcMeta | undefined): Buffer {
    const key = `${encoding}|${meta === undefined ? '' : JSON.stringify(meta.id)}`;
    let body = this.bodies.get(key);
    if (!body && encoding === 'identity') {
      this.dataBytes ??= Buffer.from(this.json);
      body = Buffer.concat([ANSWER_HEAD_BYTES, this.dataBytes, Buffer.from(answerTail(meta))]);
      // Kept for the first few ids only (a page's first calls): uncompressed copies are the large ones.
      if (meta === undefined || (typeof meta.id === 'number' && meta.id < IDENTITY_IDS_KEPT))
        this.bodies.set(key, body);
    }
    if (!body) {
      const text = this.answer(meta);
      body =
        encoding === 'br'
          ? brotliCompressSync(text, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
            })
          : gzipSync(text, { level: 6 });
      if (this.bodies.size >= MAX_BODIES) this.bodies.delete(this.bodies.keys().next().value as string);
      this.bodies.set(key, body);
    }
    return body;
  }
}

export const prepareJson = <T>(value: T): PreparedJson<T> => new PreparedJson<T>(JSON.stringify(value));

export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}
