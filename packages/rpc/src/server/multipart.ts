// Multipart calls: the field `rpc` holds the JSON call (or batch); each file param is `{"$file":"<part>"}`
// and is swapped for the UploadedFile read from that part.
//
// The envelope must be the first part, and it is checked before any file is read: every call must name
// a method that declares files (MethodDef.files) if it carries a marker, the caller must be allowed to
// call it, and no more files than declared may follow. Files are then read one at a time, each cut off
// at its method's size; a part the envelope did not announce ends the request. So a stranger can make
// us hold at most the declared files' bytes, and nothing at all for a method that takes none.
import type { FastifyRequest } from 'fastify';
import type { Limits, UploadedFile } from './types.ts';
import { parseJson } from './json.ts';

export type MultipartResult = { ok: true; body: unknown } | { ok: false; status: number; code: string };

/** What the envelope allows: which part names, each with its byte limit; or a refusal. */
export type FilePlan = { ok: true; parts: Map<string, number> } | { ok: false; status: number; code: string };

const TOO_LARGE = { ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE' } as const;
const BAD_REQUEST = { ok: false, status: 400, code: 'RPC_CLIENT_ERROR' } as const;

export async function readMultipart(
  req: FastifyRequest,
  limits: Limits,
  plan: (body: unknown) => Promise<FilePlan>,
): Promise<MultipartResult> {
  const files = new Map<string, UploadedFile>();
  let body: unknown;
  let allowed: Map<string, number> | undefined;
  try {
    const parts = req.parts({
      limits: {
        // One byte past the largest file: busboy would cut a file at its limit and then wait for the
        // part's end (the rest of an upload still arriving); readLimited sees the extra byte and
        // refuses at once instead.
        fileSize: limits.maxFileBytes + 1,
        fieldSize: limits.maxJsonBytes,
        files: limits.maxFilesPerRequest,
        fields: 1,
        parts: limits.maxFilesPerRequest + 1,
      },
    });
    for await (const part of parts) {
      if (allowed === undefined) {
        // The envelope first, or nothing.
        if (part.type !== 'field' || part.fieldname !== 'rpc') return BAD_REQUEST;
        if (part.valueTruncated) return TOO_LARGE;
        const parsed = typeof part.value === 'string' ? parseJson(part.value) : { ok: false as const };
        if (!parsed.ok) return BAD_REQUEST;
        body = parsed.value;
        const checked = await plan(body);
        if (!checked.ok) return checked;
        allowed = checked.parts;
        continue;
      }
      if (part.type !== 'file') return BAD_REQUEST;
      const maxBytes = allowed.get(part.fieldname);
      if (maxBytes === undefined || files.has(part.fieldname)) return BAD_REQUEST;
      const data = await readLimited(part.file, maxBytes);
      if (!data) return TOO_LARGE;
      files.set(part.fieldname, { filename: part.filename, mimetype: part.mimetype, data });
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) return TOO_LARGE;
    // A malformed body is the sender's mistake: one info line saying what, never a stack.
    const { code, message } = err as { code?: unknown; message?: unknown };
    req.log.info({ code, message }, 'rpc multipart rejected');
    return BAD_REQUEST;
  }
  if (allowed === undefined) return BAD_REQUEST;
  return { ok: true, body: attachFiles(body, files) };
}

/** The stream's bytes, or null as soon as they pass `maxBytes` (the rest is not read). */
async function readLimited(
  stream: AsyncIterable<Buffer> & { destroy?: () => void },
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy?.();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** Every `{"$file": name}` marker in a call's params (or args). */
export function fileMarkers(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 64 || typeof value !== 'object' || value === null) return out;
  if (Array.isArray(value)) {
    for (const v of value) fileMarkers(v, out, depth + 1);
    return out;
  }
  const marker = (value as { $file?: unknown }).$file;
  if (typeof marker === 'string' && Object.keys(value).length === 1) out.push(marker);
  else for (const v of Object.values(value)) fileMarkers(v, out, depth + 1);
  return out;
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
