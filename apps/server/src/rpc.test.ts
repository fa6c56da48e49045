// The shop's own /_rpc end to end: the real app listening on a port, the real
// client over HTTP, real shop methods — single, batch, bind, multipart, progress, and the limits.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient, type RpcClient } from '@zdravo/rpc/client';
import type { RpcAnswer } from '@zdravo/rpc';
import { createTestApp, testDbKinds, type TestApp } from './testing.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';

describe.each(testDbKinds)('the shop /_rpc on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let rpc: RpcClient;
  const post = (body: string, contentType = 'application/json') =>
    fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/_rpc`;
    rpc = createRpcClient({ url, headers: () => ({ [COUNTRY_HEADER]: 'HR' }), timings: { streamOpenDelayMs: 10 } });
  });
  afterAll(async () => t.close());

  const stillServing = async () => {
    const answer = await rpc.call('offers.f.getSlog', { Slog: 'pure-fit' });
    expect(answer).toMatchObject({ status: 'ok', data: { Slog: 'pure-fit' } });
  };

  it('answers a single call', async () => {
    const res = await post(
      JSON.stringify({ action: 'call', method: 'offers.f.getSlog', params: { Slog: 'pure-fit' }, meta: { id: 7 } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      data: { Slog: 'pure-fit', Currency: 'EUR' },
      meta: { id: 7 },
    });
  });

  it('answers a batch of 3 in order with their meta ids', async () => {
    const calls = ['pure-fit', 'nope', 'cellu-lift'].map((Slog, i) => ({
      action: 'call',
      method: 'offers.f.getSlog',
      params: { Slog },
      meta: { id: 10 + i },
    }));
    const answers = (await (await post(JSON.stringify(calls))).json()) as RpcAnswer[];
    expect(answers.map((a) => [a.status, a.meta?.id])).toEqual([
      ['ok', 10],
      ['error', 11],
      ['ok', 12],
    ]);
    expect(answers[1]?.data).toBe('NOT_FOUND');
  });

  it('groups same-tick client calls into one batch', async () => {
    const [a, b, c] = await Promise.all([
      rpc.call('offers.f.getSlog', { Slog: 'pure-fit' }),
      rpc.call('offers.f.getSlog', { Slog: 'beauty-fem' }),
      rpc.call('offers.f.getAll', {}),
    ]);
    expect([a?.status, b?.status, c?.status]).toEqual(['ok', 'ok', 'ok']);
  });

  it('runs a bound call after its target, and not after a failed one', async () => {
    const ok = await rpc.batch([
      { method: 'offers.f.getSlog', params: { Slog: 'pure-fit' }, id: 'first' },
      { method: 'offers.f.getAll', params: {}, bind: 'first' },
    ]);
    expect(ok.status).toBe('ok');
    expect((ok.data as RpcAnswer[]).map((a) => a.status)).toEqual(['ok', 'ok']);
    const failed = await rpc.batch([
      { method: 'offers.f.getSlog', params: { Slog: 'no-such-offer' }, id: 'first' },
      { method: 'offers.f.getAll', params: {}, bind: { action: 'call', method: 'offers.f.getSlog' } },
    ]);
    expect((failed.data as RpcAnswer[]).map((a) => a.data)).toEqual([
      'NOT_FOUND',
      'RPC_CLIENT_BIND_NOT_FOUND_OR_ERROR',
    ]);
  });

  it('answers a multipart call', async () => {
    const form = new FormData();
    form.set(
      'rpc',
      JSON.stringify({ action: 'call', method: 'offers.f.getSlog', params: { Slog: 'hemo-calm' }, meta: { id: 1 } }),
    );
    const res = await fetch(url, { method: 'POST', body: form });
    expect(await res.json()).toMatchObject({ status: 'ok', data: { Slog: 'hemo-calm' }, meta: { id: 1 } });
  });

  it('reports batch progress on the batching.progress subscription', async () => {
    const seen: { done: number; total: number }[] = [];
    const answer = await rpc.batch(
      ['pure-fit', 'beauty-fem', 'cellu-lift'].map((Slog) => ({ method: 'offers.f.getSlog', params: { Slog } })),
      { progress: (p) => seen.push(p) },
    );
    expect(answer.status).toBe('ok');
    expect(seen.at(-1)).toEqual({ done: 3, total: 3 });
  });

  it('gives malformed JSON a clear 400 and keeps serving', async () => {
    const res = await post('{"action":"call",');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', data: 'RPC_CLIENT_ERROR' });
    await stillServing();
  });

  it('refuses a 2 MB body and keeps serving', async () => {
    const big = JSON.stringify({
      action: 'call',
      method: 'offers.f.getAll',
      params: { pad: 'x'.repeat(2 * 1024 * 1024) },
    });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 'error', data: 'PAYLOAD_TOO_LARGE' });
    await stillServing();
  });

  it('refuses 21 calls and keeps serving', async () => {
    const calls = Array.from({ length: 21 }, (_, i) => ({
      action: 'call',
      method: 'offers.f.getAll',
      meta: { id: i },
    }));
    const res = await post(JSON.stringify(calls));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', data: 'TOO_MANY_CALLS' });
    await stillServing();
  });

  it('answers an unknown method with NOT_FOUND and bad params with VALIDATION_ERROR', async () => {
    expect(await rpc.call('offers.f.nope')).toMatchObject({ status: 'error', data: 'NOT_FOUND' });
    const bad = await rpc.call('offers.f.getSlog', { Slog: 42 });
    expect(bad).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect((bad as { details?: unknown }).details).toBeTruthy();
    await stillServing();
  });
});

describe('compressed catalog answers', () => {
  it('are the same bytes as the plain answer, in gzip and brotli, hit or miss', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const t = await createTestApp('sqlite');
    try {
      const body = JSON.stringify({ action: 'call', method: 'offers.f.getAll', params: { includeReviews: true } });
      const ask = (acceptEncoding: string) =>
        t.app.inject({
          method: 'POST',
          url: '/_rpc',
          headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
          payload: body,
        });
      const plain = await ask('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(8 * 1024);
      for (const [encoding, decode] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        for (let i = 0; i < 2; i++) {
          const res = await ask(encoding);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(decode(res.rawPayload).toString()).toBe(plain.body);
        }
      }
    } finally {
      await t.close();
    }
  });
});
