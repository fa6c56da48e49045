// The compressed-answer memo: one address cannot make the server compress without end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_BUDGET } from './answer-cache.ts';
import { createTestApp, type TestApp } from './testing.ts';

describe('compression budget per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  // Twenty catalog calls in one batch, with meta ids never seen before: an answer nobody has had.
  const batch = (round: number) =>
    Array.from({ length: 20 }, (_, i) => ({
      action: 'call',
      method: 'offers.f.getAll',
      params: { includeReviews: true },
      meta: { id: `${round}-${i}` },
    }));
  const post = (round: number, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/_rpc',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: JSON.stringify(batch(round)),
    });

  it('past its budget an address gets uncompressed answers (the same data); another address is unaffected', async () => {
    const first = await post(0, '10.50.0.1');
    expect(first.headers['content-encoding']).toBe('gzip');
    const size = Number(first.rawPayload.length);
    expect(size).toBeGreaterThan(0);
    let round = 1;
    let plain = await post(round, '10.50.0.1');
    const limit = Math.ceil(COMPRESS_BUDGET.bytes / 500_000) + 5;
    while (plain.headers['content-encoding'] === 'gzip' && round < limit) plain = await post(++round, '10.50.0.1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json() as unknown[]).length).toBe(20);
    expect((await post(round + 1, '10.50.0.2')).headers['content-encoding']).toBe('gzip');
  });
});
