// What a stranger can make the RPC server hold or choke on: files for methods that take none, files
// larger than declared, deep JSON, and event streams. Each is refused early, and the server goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startToy } from './toy-server.ts';
import type { Toy } from './toy-server.ts';

let toy: Toy;
beforeAll(async () => {
  toy = await startToy({ limits: { maxStreamsPerAddress: 3, maxStreams: 5 } });
});
afterAll(() => toy.close());

const BOUNDARY = 'zdravo-test-boundary';
const enc = new TextEncoder();
const fieldPart = (name: string, value: string) =>
  enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (name: string) =>
  enc.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );

/**
 * Sends the envelope and then a file part that keeps coming (1 MB, then silence): answers only if
 * the server decides from the envelope alone. Resolves with the answer and whether the body had ended.
 */
async function postEndlessUpload(rpc: unknown): Promise<{ status: number; body: unknown; bodyEnded: boolean }> {
  let ended = false;
  let hold: () => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(fieldPart('rpc', JSON.stringify(rpc)));
      controller.enqueue(fileHead('f0'));
      controller.enqueue(new Uint8Array(1024 * 1024));
      await new Promise<void>((resolve) => (hold = resolve)); // the rest never comes unless asked
      ended = true;
      controller.close();
    },
  });
  const res = await fetch(toy.url, {
    method: 'POST',
    body: stream,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
  const result = { status: res.status, body: (await res.json()) as unknown, bodyEnded: ended };
  hold();
  return result;
}

describe('multipart: the envelope decides before any file is read', () => {
  it('a file for a method that takes no file is refused without reading it', async () => {
    const answer = await postEndlessUpload({ action: 'call', method: 'echo', params: { f: { $file: 'f0' } } });
    expect(answer).toEqual({ status: 400, body: { status: 'error', data: 'FILES_NOT_ACCEPTED' }, bodyEnded: false });
  });

  it('an unknown method with a file, and a login-only method called anonymously, are refused the same way', async () => {
    const unknown = await postEndlessUpload({ action: 'call', method: 'nope', params: { f: { $file: 'f0' } } });
    expect(unknown.body).toEqual({ status: 'error', data: 'FILES_NOT_ACCEPTED' });
    expect(unknown.bodyEnded).toBe(false);
  });

  it('more files than the method declares are refused before the first is read', async () => {
    const files = Object.fromEntries(['f0', 'f1', 'f2', 'f3'].map((n) => [n, { $file: n }]));
    const answer = await postEndlessUpload({
      action: 'call',
      method: 'upload',
      params: { name: 'x', file: files.f0, more: [files.f1, files.f2, files.f3] },
    });
    expect(answer).toEqual({ status: 400, body: { status: 'error', data: 'TOO_MANY_FILES' }, bodyEnded: false });
  });

  it('a file part arriving before the envelope ends the request', async () => {
    const form = new FormData();
    form.append('f0', new Blob(['x']), 'f0.bin');
    form.append(
      'rpc',
      JSON.stringify({ action: 'call', method: 'upload', params: { name: 'x', file: { $file: 'f0' } } }),
    );
    const res = await fetch(toy.url, { method: 'POST', body: form });
    expect([res.status, await res.json()]).toEqual([400, { status: 'error', data: 'RPC_CLIENT_ERROR' }]);
  });
});

describe('deep JSON', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('a body nested past the limit is a 400, in JSON and in a multipart envelope', async () => {
    const json = await fetch(toy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"action":"call","method":"echo","params":{"a":${deep(10_000)}}}`,
    });
    expect([json.status, await json.json()]).toEqual([400, { status: 'error', data: 'RPC_CLIENT_ERROR' }]);
    const form = new FormData();
    form.append('rpc', `{"action":"call","method":"echo","params":{"a":${deep(10_000)}}}`);
    const multipart = await fetch(toy.url, { method: 'POST', body: form });
    expect([multipart.status, await multipart.json()]).toEqual([400, { status: 'error', data: 'RPC_CLIENT_ERROR' }]);
  });

  it('nesting within the limit still works, and brackets inside strings do not count', async () => {
    const res = await fetch(toy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'call',
        method: 'echo',
        params: { a: JSON.parse(deep(30)) as unknown, s: '['.repeat(500) },
      }),
    });
    expect(((await res.json()) as { status: string }).status).toBe('ok');
  });
});

describe('event streams', () => {
  const open = async () => {
    const controller = new AbortController();
    const res = await fetch(toy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ action: 'subscribe', method: 'watch' }),
      signal: controller.signal,
    });
    return { res, close: () => controller.abort() };
  };

  it('one address may hold only so many; the next is TOO_MANY_STREAMS; a closed one frees its place', async () => {
    const streams = [await open(), await open(), await open()];
    for (const s of streams) expect(s.res.headers.get('content-type')).toMatch(/event-stream/);
    const refused = await open();
    expect([refused.res.status, await refused.res.json()]).toEqual([
      429,
      { status: 'error', data: 'TOO_MANY_STREAMS' },
    ]);
    streams[0]!.close();
    await expect
      .poll(async () => {
        const again = await open();
        const type = again.res.headers.get('content-type') ?? '';
        again.close();
        return type;
      })
      .toMatch(/event-stream/);
    for (const s of streams) s.close();
  });

  it('a progress stream id must be long enough not to be guessed', async () => {
    const res = await fetch(toy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ action: 'subscribe', method: 'batching.progress', params: { streamId: 'x' } }),
    });
    expect(((await res.json()) as { data: string }).data).toBe('VALIDATION_ERROR');
  });
});
