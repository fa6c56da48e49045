// The catalog answers from ready bytes: what a client receives must be exactly the answer it would
// get from a plain serialization, compressed or not, alone or inside a batch.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';

const CALL = { action: 'call', method: 'offers.f.getAll', params: { includeReviews: true } };

describe.each(testDbKinds)('offers.f.getAll from ready bytes (%s)', (kind) => {
  let t: TestApp;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/_rpc',
      headers: { 'content-type': 'application/json', [COUNTRY_HEADER]: 'RS', ...headers },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('plain, gzip and br bodies are the same answer, each echoing its own meta id', async () => {
    const plain = await post({ ...CALL, meta: { id: 7 } });
    const answer = plain.json() as { status: string; data: { Slog: string; Currency: string }[]; meta: { id: number } };
    expect(answer.status).toBe('ok');
    expect(answer.meta).toEqual({ id: 7 });
    expect(answer.data.every((o) => o.Currency === 'RSD')).toBe(true);

    const gz = await post({ ...CALL, meta: { id: 7 } }, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);

    const br = await post({ ...CALL, meta: { id: 8 } }, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ ...answer, meta: { id: 8 } });
  });

  it('inside a batch, the prepared answer sits in order beside the others', async () => {
    const res = await post([
      { action: 'call', method: 'auth.checkLogin', meta: { id: 1 } },
      { ...CALL, params: { filters: [{ field: 'ChildOffers', op: 'not-eq', value: null }] }, meta: { id: 2 } },
      { action: 'call', method: 'no.such.method', meta: { id: 3 } },
    ]);
    const answers = res.json() as { status: string; data: unknown; meta: { id: number } }[];
    expect(answers.map((a) => a.meta.id)).toEqual([1, 2, 3]);
    expect(answers[1]!.status).toBe('ok');
    expect(answers[2]).toEqual({ status: 'error', data: 'NOT_FOUND', meta: { id: 3 } });
    expect((answers[1]!.data as { ChildOffers: unknown }[]).every((o) => Array.isArray(o.ChildOffers))).toBe(true);
  });

  it('a catalog change shows in the next answer (the ready bytes belong to one catalog version)', async () => {
    const before = (await post(CALL)).json() as { data: { Slog: string; NewPrice: number }[] };
    await t.db
      .updateTable('offer_prices')
      .set({ new_minor: 123400 })
      .where('country', '=', 'RS')
      .where('offer_id', '=', 1)
      .execute();
    const { invalidateCatalog } = await import('./cache.ts');
    invalidateCatalog(t.db);
    const after = (await post(CALL)).json() as { data: { ID: number; NewPrice: number }[] };
    expect(after.data.find((o) => o.ID === 1)?.NewPrice).toBe(1234);
    expect(before.data).not.toEqual(after.data);
  });
});
