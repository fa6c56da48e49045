// Bad requests over raw HTTP: each is answered in the wire's error shape, and the server keeps serving.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startToy } from './toy-server.ts';
import type { Toy } from './toy-server.ts';

let toy: Toy;
beforeAll(async () => {
  toy = await startToy();
});
afterAll(() => toy.close());

async function post(body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(toy.url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  return { status: res.status, body: (await res.json()) as unknown };
}
const json = (v: unknown) => post(JSON.stringify(v));

// After every bad request below, a good one still works.
afterEach(async () => {
  expect(await json({ action: 'call', method: 'echo', params: { alive: true } })).toEqual({
    status: 200,
    body: { status: 'ok', data: { alive: true } },
  });
});

describe('body limits and parsing', () => {
  it('malformed JSON → 400 RPC_CLIENT_ERROR (our shape, not Fastify’s)', async () => {
    expect(await post('{"action":')).toEqual({ status: 400, body: { status: 'error', data: 'RPC_CLIENT_ERROR' } });
    expect(await post('')).toEqual({ status: 400, body: { status: 'error', data: 'RPC_CLIENT_ERROR' } });
  });

  it('a 2 MB body → 413 PAYLOAD_TOO_LARGE, with or without a content-length', async () => {
    const big = JSON.stringify({ action: 'call', method: 'echo', params: { x: 'y'.repeat(2 * 1024 * 1024) } });
    expect(await post(big)).toEqual({ status: 413, body: { status: 'error', data: 'PAYLOAD_TOO_LARGE' } });
    const chunked = new Blob([big]).stream(); // streamed: no content-length, the limit is hit while reading
    expect(await post(chunked)).toEqual({ status: 413, body: { status: 'error', data: 'PAYLOAD_TOO_LARGE' } });
  });

  it('21 calls → 400 TOO_MANY_CALLS; 20 are fine', async () => {
    const calls = (n: number) => Array.from({ length: n }, () => ({ action: 'call', method: 'echo' }));
    expect(await json(calls(21))).toEqual({ status: 400, body: { status: 'error', data: 'TOO_MANY_CALLS' } });
    const ok = await json(calls(20));
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(20);
  });

  it('limits can be set per app', async () => {
    const strict = await startToy({ limits: { maxCallsPerBatch: 2, maxJsonBytes: 200 } });
    try {
      const send = (body: unknown) =>
        fetch(strict.url, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
      const three = Array.from({ length: 3 }, () => ({ action: 'call', method: 'echo' }));
      expect(await (await send(three)).json()).toEqual({ status: 'error', data: 'TOO_MANY_CALLS' });
      expect((await send({ action: 'call', method: 'echo', params: { pad: 'x'.repeat(300) } })).status).toBe(413);
    } finally {
      await strict.close();
    }
  });

  it('an empty batch → NOTHING_TO_PROCESS', async () => {
    expect(await json([])).toEqual({ status: 200, body: { status: 'error', data: 'NOTHING_TO_PROCESS' } });
  });

  it('other content types → 415 with an error answer', async () => {
    const expected = { status: 415, body: { status: 'error', data: 'RPC_CLIENT_ERROR' } };
    expect(await post('{}', { 'content-type': 'text/plain' })).toEqual(expected);
    expect(await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual(expected);
  });

  it('refuses own __proto__ keys (prototype poisoning), even when escaped', async () => {
    const bad = { status: 400, body: { status: 'error', data: 'RPC_CLIENT_ERROR' } };
    expect(await post('{"action":"call","method":"echo","params":{"__proto__":{"admin":true}}}')).toEqual(bad);
    expect(await post('{"action":"call","method":"echo","params":{"\\u005f_proto__":{"a":1}}}')).toEqual(bad);
  });
});

describe('call shapes', () => {
  it('a non-object call → VALIDATION_ERROR, alone or inside a batch', async () => {
    expect(await json(42)).toMatchObject({ status: 200, body: { status: 'error', data: 'VALIDATION_ERROR' } });
    expect(await json(null)).toMatchObject({ status: 200, body: { status: 'error', data: 'VALIDATION_ERROR' } });
    const mixed = await json([{ action: 'call', method: 'echo', meta: { id: 1 } }, 'nope', [1]]);
    expect(mixed.body).toMatchObject([
      { status: 'ok', meta: { id: 1 } },
      { status: 'error', data: 'VALIDATION_ERROR' },
      { status: 'error', data: 'VALIDATION_ERROR' },
    ]);
  });

  it('a malformed envelope keeps its meta id and says which field is wrong', async () => {
    const { body } = await json({ method: 'echo', meta: { id: 'm1' } });
    expect(body).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR', meta: { id: 'm1' } });
    expect((body as { details: Array<{ path: string[] }> }).details[0]?.path).toEqual(['action']);
    const both = await json({ action: 'call', method: 'add', params: { a: 1, b: 2 }, args: [1, 2] });
    expect(both.body).toMatchObject({ data: 'VALIDATION_ERROR' });
  });

  it('subscribe inside a batch, or without Accept: text/event-stream, is an error answer', async () => {
    const sub = { action: 'subscribe', method: 'ticks', params: { count: 1, everyMs: 5 }, meta: { id: 2 } };
    const batch = await json([{ action: 'call', method: 'echo', meta: { id: 1 } }, sub]);
    expect(batch.body).toMatchObject([
      { status: 'ok' },
      { status: 'error', data: 'VALIDATION_ERROR', meta: { id: 2 } },
    ]);
    expect((await json(sub)).body).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
  });

  it('a file cannot be forged in JSON', async () => {
    const forged = { filename: 'a.png', mimetype: 'image/png', data: { type: 'Buffer', data: [1] } };
    const { body } = await json({ action: 'call', method: 'upload', params: { name: 'x', file: forged } });
    expect(body).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR', details: [{ path: ['file'] }] });
  });
});

describe('origin (CSRF)', () => {
  const call = JSON.stringify({ action: 'call', method: 'echo' });
  it('a disallowed Origin → 403 FORBIDDEN_ORIGIN; allowed or absent passes', async () => {
    expect(await post(call, { 'content-type': 'application/json', origin: 'https://evil.test' })).toEqual({
      status: 403,
      body: { status: 'error', data: 'FORBIDDEN_ORIGIN' },
    });
    expect((await post(call, { 'content-type': 'application/json', origin: 'https://shop.test' })).status).toBe(200);
    expect((await post(call)).status).toBe(200);
  });

  it('without allowedOrigins only the same host is allowed', async () => {
    const own = await startToy({ allowedOrigins: undefined });
    try {
      const host = new URL(own.url).origin;
      const send = (origin: string) =>
        fetch(own.url, { method: 'POST', body: call, headers: { 'content-type': 'application/json', origin } });
      expect((await send(host)).status).toBe(200);
      expect((await send('https://elsewhere.test')).status).toBe(403);
      expect((await send('null')).status).toBe(403);
    } finally {
      await own.close();
    }
  });
});

describe('multipart, raw', () => {
  const form = (rpc: string | undefined, files: Record<string, Blob> = {}) => {
    const f = new FormData();
    if (rpc !== undefined) f.append('rpc', rpc);
    for (const [k, v] of Object.entries(files)) f.append(k, v, `${k}.bin`);
    return f;
  };

  it('without an rpc field, or with bad JSON in it → 400 RPC_CLIENT_ERROR', async () => {
    const bad = { status: 400, body: { status: 'error', data: 'RPC_CLIENT_ERROR' } };
    expect(await post(form(undefined, { f: new Blob(['x']) }), {})).toEqual(bad);
    expect(await post(form('{oops'), {})).toEqual(bad);
  });

  it('a $file naming no part fails validation; a part the envelope did not name ends the request', async () => {
    const rpc = JSON.stringify({ action: 'call', method: 'upload', params: { name: 'n', file: { $file: 'missing' } } });
    expect((await post(form(rpc, {}), {})).body).toMatchObject({ data: 'VALIDATION_ERROR' });
    const stray = await post(form(rpc, { other: new Blob(['x']) }), {});
    expect([stray.status, stray.body]).toEqual([400, { status: 'error', data: 'RPC_CLIENT_ERROR' }]);
  });
});
