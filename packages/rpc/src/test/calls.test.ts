// The real client against the real plugin over HTTP: calls, batches, binds, return modes, errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRpcClient } from '../client/index.ts';
import type { RpcClient } from '../client/index.ts';
import type { RpcAnswer, RpcRequest } from '../wire.ts';
import { startToy } from './toy-server.ts';
import type { Toy } from './toy-server.ts';

let toy: Toy;
let client: RpcClient;
/** Every request body the client sent, parsed, to see what went over the wire. */
let sent: Array<RpcRequest | RpcRequest[]>;

beforeAll(async () => {
  toy = await startToy();
  client = createRpcClient({
    url: toy.url,
    headers: () => ({ 'x-shop-country': 'HR' }),
    fetch: (input, init) => {
      if (typeof init?.body === 'string') sent.push(JSON.parse(init.body) as RpcRequest);
      return fetch(input, init);
    },
  });
});
afterAll(() => toy.close());
beforeEach(() => {
  sent = [];
  toy.events.length = 0;
});

const answers = (a: RpcAnswer): RpcAnswer[] => (a.status === 'ok' ? (a.data as RpcAnswer[]) : []);

describe('single calls', () => {
  it('answers ok and sends a lone call as a plain object with a meta id', async () => {
    const a = await client.call('echo', { x: 1 });
    expect(a).toMatchObject({ status: 'ok', data: { x: 1 } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ action: 'call', method: 'echo', params: { x: 1 } });
    expect(sent[0]).toHaveProperty('meta.id', expect.any(Number));
  });

  it('maps args by argNames, and params work the same', async () => {
    expect(await client.callArgs('add', [2, 3])).toMatchObject({ status: 'ok', data: 5 });
    expect(await client.call('add', { a: 2, b: 3 })).toMatchObject({ status: 'ok', data: 5 });
    expect(sent[0]).toMatchObject({ args: [2, 3] });
  });

  it('without argNames args[0] is the params object', async () => {
    expect(await client.callArgs('echo', [{ y: 2 }])).toMatchObject({ status: 'ok', data: { y: 2 } });
  });

  it('answers VALIDATION_ERROR with path + message details', async () => {
    const a = await client.call('add', { a: 'one' });
    expect(a).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect(a.status === 'error' && a.details).toEqual([
      { path: ['a'], message: expect.any(String) },
      { path: ['b'], message: expect.any(String) },
    ]);
  });

  it('answers NOT_FOUND for an unknown method, also for names on Object.prototype', async () => {
    expect(await client.call('nope')).toMatchObject({ status: 'error', data: 'NOT_FOUND' });
    expect(await client.call('toString')).toMatchObject({ status: 'error', data: 'NOT_FOUND' });
  });

  it('returned and thrown RpcFailures are answers with their code and details', async () => {
    expect(await client.call('fails')).toEqual(
      expect.objectContaining({ status: 'error', data: 'EMAIL_EXISTS', details: { field: 'Email' } }),
    );
    expect(await client.call('throwsFailure')).toMatchObject({ status: 'error', data: 'PHONE_EXISTS' });
  });

  it('a crash answers SERVER_ERROR, logs the cause and leaks nothing', async () => {
    const a = await client.call('explodes');
    expect(a).toEqual({ status: 'error', data: 'SERVER_ERROR', meta: { id: expect.any(Number) } });
    expect(JSON.stringify(a)).not.toContain('SELECT');
    expect(toy.errors.join('')).toContain('SELECT * FROM users');
  });

  it('auth methods answer UNAUTHORIZED unless the context is authenticated', async () => {
    expect(await client.call('secret')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
    const authed = createRpcClient({ url: toy.url, headers: () => ({ 'x-test-auth': 'yes' }) });
    expect(await authed.call('secret')).toMatchObject({ status: 'ok', data: 'classified' });
  });

  it('a guard refuses before the params are read, with its own code', async () => {
    expect(await client.call('gold', { n: 'not a number' })).toMatchObject({ status: 'error', data: 'FORBIDDEN' });
    const gold = createRpcClient({ url: toy.url, headers: () => ({ 'x-test-tier': 'gold' }) });
    expect(await gold.call('gold', { n: 'not a number' })).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    expect(await gold.call('gold', { n: 7 })).toMatchObject({ status: 'ok', data: 7 });
  });
});

describe('batching', () => {
  it('calls of one tick go out as ONE array POST; answers come back matched and in order', async () => {
    const [a, b, c] = await Promise.all([
      client.call('echo', { n: 1 }),
      client.callArgs('add', [1, 1]),
      client.call('echo', { n: 3 }),
    ]);
    expect(sent).toHaveLength(1);
    const batch = sent[0] as RpcRequest[];
    expect(batch.map((r) => r.method)).toEqual(['echo', 'add', 'echo']);
    const ids = batch.map((r) => r.meta?.id);
    expect(new Set(ids).size).toBe(3);
    expect([a, b, c].map((x) => x?.meta?.id)).toEqual(ids);
    expect([a, b, c].map((x) => x?.status === 'ok' && x.data)).toEqual([{ n: 1 }, 2, { n: 3 }]);
  });

  it('batch() of 3 answers in request order, each echoing its meta id', async () => {
    const a = await client.batch([
      { method: 'slow', params: { ms: 60, tag: 'late' } },
      { method: 'slow', params: { ms: 0, tag: 'early' } },
      { method: 'echo', params: { k: 'v' } },
    ]);
    const list = answers(a);
    expect(list.map((x) => x.status === 'ok' && x.data)).toEqual(['late', 'early', { k: 'v' }]);
    expect(list.map((x) => x.meta?.id)).toEqual((sent[0] as RpcRequest[]).map((r) => r.meta?.id));
  });

  it('unbound calls run concurrently', async () => {
    await client.batch(['a', 'b', 'c'].map((tag) => ({ method: 'slow', params: { ms: 100, tag } })));
    // All three started before any finished: run one after another, starts and ends would alternate.
    expect(toy.events.slice(0, 3).sort()).toEqual(['start:a', 'start:b', 'start:c']);
  });

  it('a call bound by id waits for its target', async () => {
    const a = await client.batch([
      { method: 'slow', params: { ms: 80, tag: 'first' }, id: 'first' },
      { method: 'slow', params: { ms: 0, tag: 'second' }, bind: 'first' },
    ]);
    expect(answers(a).every((x) => x.status === 'ok')).toBe(true);
    expect(toy.events).toEqual(['start:first', 'end:first', 'start:second', 'end:second']);
    const wire = sent[0] as RpcRequest[];
    expect(wire[1]?.meta?.bind).toBe(wire[0]?.meta?.id);
  });

  it('a call bound by action + method waits for that call', async () => {
    await client.batch([
      { method: 'slow', params: { ms: 80, tag: 'one' } },
      { method: 'slow', params: { ms: 0, tag: 'two' }, bind: { action: 'call', method: 'slow' } },
    ]);
    expect(toy.events).toEqual(['start:one', 'end:one', 'start:two', 'end:two']);
  });

  it('bind works for tick-batched calls too', async () => {
    const [, b] = await Promise.all([
      client.call('slow', { ms: 50, tag: 'x' }, { id: 'x' }),
      client.call('slow', { ms: 0, tag: 'y' }, { bind: 'x' }),
    ]);
    expect(b).toMatchObject({ status: 'ok', data: 'y' });
    expect(toy.events).toEqual(['start:x', 'end:x', 'start:y', 'end:y']);
  });

  it('a call bound to a failed call is not run and answers RPC_CLIENT_BIND_NOT_FOUND_OR_ERROR', async () => {
    const a = await client.batch([
      { method: 'fails', id: 'f' },
      { method: 'slow', params: { ms: 0, tag: 'never' }, bind: 'f' },
    ]);
    expect(answers(a)[1]).toMatchObject({ status: 'error', data: 'RPC_CLIENT_BIND_NOT_FOUND_OR_ERROR' });
    expect(toy.events).toEqual([]);
  });

  it('a bind the client can see is missing answers RPC_CLIENT_BIND_TO_NOT_FOUND without sending it', async () => {
    const a = await client.batch([
      { method: 'echo', params: { ok: true } },
      { method: 'echo', bind: 'ghost' },
      { method: 'echo', bind: { action: 'call', method: 'add' } },
    ]);
    expect(answers(a).map((x) => x.data)).toEqual([
      { ok: true },
      'RPC_CLIENT_BIND_TO_NOT_FOUND',
      'RPC_CLIENT_BIND_TO_NOT_FOUND',
    ]);
    expect(sent[0]).toHaveLength(1);
    expect(await client.call('echo', {}, { bind: 'nobody' })).toMatchObject({ data: 'RPC_CLIENT_BIND_TO_NOT_FOUND' });
    expect(sent).toHaveLength(1);
  });

  it('return modes pick first, last or all; NOT_FOUND / NOTHING_TO_PROCESS when empty', async () => {
    const calls = [
      { method: 'echo', params: { n: 1 } },
      { method: 'echo', params: { n: 2 } },
    ];
    expect(await client.batch(calls, { return: 'first' })).toMatchObject({ status: 'ok', data: { n: 1 } });
    expect(await client.batch(calls, { return: 'last' })).toMatchObject({ status: 'ok', data: { n: 2 } });
    expect(answers(await client.batch(calls))).toHaveLength(2);
    expect(await client.batch([], { return: 'first' })).toEqual({ status: 'error', data: 'NOT_FOUND' });
    expect(await client.batch([], { return: 'last' })).toEqual({ status: 'error', data: 'NOT_FOUND' });
    expect(await client.batch([])).toEqual({ status: 'error', data: 'NOTHING_TO_PROCESS' });
  });

  it('a batch over the limit is refused as a whole with TOO_MANY_CALLS', async () => {
    const calls = Array.from({ length: 21 }, (_, i) => ({ method: 'echo', params: { i } }));
    expect(await client.batch(calls)).toEqual({ status: 'error', data: 'TOO_MANY_CALLS' });
  });

  it('more than 20 calls in one tick are split into batches of at most 20', async () => {
    const all = await Promise.all(Array.from({ length: 25 }, (_, i) => client.call('echo', { i })));
    expect(all.every((a, i) => a.status === 'ok' && (a.data as { i: number }).i === i)).toBe(true);
    expect(sent.map((s) => (Array.isArray(s) ? s.length : 1))).toEqual([20, 5]);
  });
});
