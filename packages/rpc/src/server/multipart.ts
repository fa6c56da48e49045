// Multipart calls: the field `rpc` holds the JSON call (or batch); each file param is `{"$file":"<part>"}`
// and is swapped for the UploadedFile read from that part.
import type { FastifyRequest } from 'fastify';
import type { Limits, UploadedFile } from './types.ts';
import { parseJson } from './json.ts';

export type MultipartResult = { ok: true; body: unknown } | { ok: false; status: number; code: string };

const TOO_LARGE = { ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE' } as const;
const BAD_REQUEST = { ok: false, status: 400, code: 'RPC_CLIENT_ERROR' } as const;

export async function readMultipart(req: FastifyRequest, limits: Limits): Promise<MultipartResult> {
  const files = new Map<string, UploadedFile>();
  let rpc: string | undefined;
  try {
    const parts = req.parts({
      limits: { fileSize: limits.maxFileBytes, fieldSize: limits.maxJsonBytes, files: 10, fields: 5, parts: 15 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // toBuffer() throws FST_REQ_FILE_TOO_LARGE once the part passes fileSize.
        files.set(part.fieldname, { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
      } else if (part.fieldname === 'rpc') {
        if (part.valueTruncated) return TOO_LARGE;
        rpc = typeof part.value === 'string' ? part.value : undefined;
      }
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) return TOO_LARGE;
    req.log.info({ err }, 'rpc multipart rejected');
    return BAD_REQUEST;
  }
  if (rpc === undefined) return BAD_REQUEST;
  const parsed = parseJson(rpc);
  if (!parsed.ok) return BAD_REQUEST;
  return { ok: true, body: attachFiles(parsed.value, files) };
}

/** Replaces `{"$file": name}` markers with the named file. Unknown names stay markers and fail validation. */
function attachFiles(value: unknown, files: Map<string, UploadedFile>): unknown {
  if (Array.isArray(value)) return value.map((v) => attachFiles(v, files));
  if (typeof value !== 'object' || value === null) return value;
  const marker = (value as { $file?: unknown }).$file;
  if (typeof marker === 'string' && Object.keys(value).length === 1) return files.get(marker) ?? value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = attachFiles(v, files);
  return out;
}
