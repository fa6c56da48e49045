// Client behaviour that needs an odd server: a stubbed fetch stands in for it.
import { describe, expect, it } from 'vitest';
import { createRpcClient } from './index.ts';
import type { RpcRequest } from '../wire.ts';

type Reply = (body: RpcRequest | RpcRequest[]) => Response | Promise<Response>;

function stub(reply: Reply) {
  const requests: RequestInit[] = [];
  const client = createRpcClient({
    url: 'http://rpc.test/_rpc',
    fetch: async (_input, init) => {
      requests.push(init ?? {});
      return reply(JSON.parse(String(init?.body)) as RpcRequest | RpcRequest[]);
    },
  });
  return { client, requests };
}
const json = (v: unknown, status = 200) => new Response(JSON.stringify(v), { status });

describe('client answers for odd server replies', () => {
  it('an error answer without a code becomes SERVER_ERROR', async () => {
    const { client } = stub(() => json({ status: 'error' }));
    expect(await client.call('x')).toMatchObject({ status: 'error', data: 'SERVER_ERROR' });
  });

  it('a non-JSON reply (a proxy error page) becomes RPC_CLIENT_ERROR', async () => {
    const { client } = stub(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await client.call('x')).toEqual({ status: 'error', data: 'RPC_CLIENT_ERROR' });
  });

  it('a rejected fetch becomes RPC_CLIENT_ERROR and never rejects', async () => {
    const { client } = stub(() => Promise.reject(new TypeError('offline')));
    await expect(client.call('x')).resolves.toEqual({ status: 'error', data: 'RPC_CLIENT_ERROR' });
    await expect(client.batch([{ method: 'a' }, { method: 'b' }])).resolves.toEqual({
      status: 'error',
      data: 'RPC_CLIENT_ERROR',
    });
  });

  it('a call whose answer is missing from the batch gets CLIENT_RPC_ID_NOT_FOUND', async () => {
    const { client } = stub((body) => {
      const first = (body as RpcRequest[])[0];
      return json([{ status: 'ok', data: 1, meta: { id: first?.meta?.id } }]);
    });
    const [a, b] = await Promise.all([client.call('a'), client.call('b')]);
    expect(a).toMatchObject({ status: 'ok', data: 1 });
    expect(b).toEqual({ status: 'error', data: 'CLIENT_RPC_ID_NOT_FOUND' });
  });

  it('sends credentials and the caller’s headers with every call', async () => {
    const requests: RequestInit[] = [];
    const client = createRpcClient({
      url: 'http://rpc.test/_rpc',
      headers: () => ({ 'x-shop-country': 'RS' }),
      fetch: async (_i, init) => {
        requests.push(init ?? {});
        return json({ status: 'ok', data: null });
      },
    });
    await client.call('x');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'x-shop-country': 'RS', 'content-type': 'application/json' },
    });
  });
});

describe('subscribe guards', () => {
  it('answers RPC_CLIENT_EVENT_WITHOUT_CALLBACK without onData, and sends nothing', () => {
    const { client, requests } = stub(() => json({}));
    const s = client.subscribe('feed', {}, {} as never);
    expect(s).toEqual({ status: 'error', data: 'RPC_CLIENT_EVENT_WITHOUT_CALLBACK' });
    expect(requests).toHaveLength(0);
  });

  it('answers ALREADY_OPENED for the same method + params (key order ignored) until closed', () => {
    const { client } = stub(() => json({}));
    const first = client.subscribe('feed', { a: 1, b: 2 }, { onData: () => {} });
    expect(client.subscribe('feed', { b: 2, a: 1 }, { onData: () => {} })).toEqual({
      status: 'error',
      data: 'ALREADY_OPENED',
    });
    const other = client.subscribe('feed', { a: 2, b: 2 }, { onData: () => {} });
    expect('close' in other).toBe(true);
    if ('close' in first) first.close();
    const again = client.subscribe('feed', { a: 1, b: 2 }, { onData: () => {} });
    expect('close' in again).toBe(true);
    for (const s of [other, again]) if ('close' in s) s.close();
  });
});

describe('sendAlone', () => {
  it('posts each listed method in a request of its own, while the others of the same tick share one', async () => {
    const bodies: Array<RpcRequest | RpcRequest[]> = [];
    const client = createRpcClient({
      url: 'http://rpc.test/_rpc',
      sendAlone: ['signOut'],
      fetch: async (_input, init) => {
        const body = JSON.parse(String(init?.body)) as RpcRequest | RpcRequest[];
        bodies.push(body);
        const answer = (r: RpcRequest) => ({ status: 'ok', data: r.method, meta: r.meta });
        return json(Array.isArray(body) ? body.map(answer) : answer(body));
      },
    });
    const answers = await Promise.all([client.call('a'), client.call('signOut'), client.call('b')]);
    expect(answers.map((a) => a.data)).toEqual(['a', 'signOut', 'b']);
    const methods = bodies.map((b) => (Array.isArray(b) ? b.map((r) => r.method) : [b.method]));
    expect(methods).toHaveLength(2);
    expect(methods).toContainEqual(['signOut']);
    expect(methods).toContainEqual(['a', 'b']);
  });
});
