// SSE subscriptions and batch progress, real client against the real server. Timings are shortened
// through `timings` except in the one test that checks the spec's defaults (500 ms open, 1000 ms reconnect).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRpcClient } from '../client/index.ts';
import type { RpcClient, Subscription } from '../client/index.ts';
import type { BatchProgress, RpcErr } from '../wire.ts';
import { startToy } from './toy-server.ts';
import type { Toy } from './toy-server.ts';

let toy: Toy;
let client: RpcClient;
beforeAll(async () => {
  toy = await startToy();
  client = createRpcClient({ url: toy.url, timings: { streamOpenDelayMs: 5, reconnectDelayMs: 50 } });
});
afterAll(() => toy.close());

const isSub = (s: Subscription | RpcErr): s is Subscription => 'close' in s;
type Opts = Parameters<RpcClient['subscribe']>[2];
function open(c: RpcClient, method: string, params: Record<string, unknown> | undefined, o: Opts) {
  const s = c.subscribe(method, params, o);
  if (!isSub(s)) throw new Error(`subscribe refused: ${s.data}`);
  return s;
}

describe('subscriptions', () => {
  it('hands each JSON payload to onData and the response headers to onHeaders once', async () => {
    const data: unknown[] = [];
    const onHeaders = vi.fn();
    const s = open(client, 'ticks', { count: 3, everyMs: 60 }, { onData: (d) => data.push(d), onHeaders });
    // everyMs > the server's 40 ms keep-alive, so comments interleave with events and must be skipped
    await vi.waitFor(() => expect(data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]), { timeout: 2000 });
    s.close();
    expect(onHeaders).toHaveBeenCalledTimes(1);
    const headers = onHeaders.mock.calls[0]?.[0] as Headers;
    expect(headers.get('content-type')).toContain('text/event-stream');
  });

  it('reconnects after the server drops the stream, reporting the drop', async () => {
    toy.opened.drops = 0;
    const data: unknown[] = [];
    const onError = vi.fn();
    const onHeaders = vi.fn();
    const s = open(client, 'drops', {}, { onData: (d) => data.push(d), onError, onHeaders, reconnect: true });
    await vi.waitFor(() => expect(data).toEqual([{ connection: 1 }, { connection: 2 }]), { timeout: 2000 });
    s.close();
    expect(onError).toHaveBeenCalledWith('RPC_CLIENT_SUBSCRIBE_STREAM_ERROR');
    expect(onHeaders).toHaveBeenCalledTimes(2); // once per connection
  });

  it('without reconnect a drop ends it: reported once, and the same stream may be opened again', async () => {
    // The reconnect delay on a fake clock, run far past: the dropped stream is not asked for again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      toy.opened.drops = 0;
      let requests = 0;
      const counted = createRpcClient({
        url: toy.url,
        timings: { streamOpenDelayMs: 5, reconnectDelayMs: 50 },
        fetch: (input, init) => {
          requests++;
          return globalThis.fetch(input, init);
        },
      });
      const onError = vi.fn();
      open(counted, 'drops', {}, { onData: () => {}, onError });
      await vi.advanceTimersByTimeAsync(5);
      await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1), { timeout: 2000 });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(requests).toBe(1);
      expect(onError).toHaveBeenCalledTimes(1);
      const again = open(counted, 'drops', {}, { onData: () => {} });
      again.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('close() aborts the stream: the server sees it and no more data arrives', async () => {
    toy.opened.watch = toy.opened.watchAborted = 0;
    const onData = vi.fn();
    const s = open(client, 'watch', {}, { onData });
    await vi.waitFor(() => expect(onData).toHaveBeenCalledTimes(1), { timeout: 2000 });
    s.close();
    await vi.waitFor(() => expect(toy.opened.watchAborted).toBe(1), { timeout: 2000 });
    expect(onData).toHaveBeenCalledTimes(1);
  });

  it('close() before the open delay sends nothing', async () => {
    // The open delay on a fake clock, run past: a closed stream's request is never made, while one
    // left open beside it is (so the clock did reach the delay).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const sent: string[] = [];
      const slow = createRpcClient({
        url: toy.url,
        timings: { streamOpenDelayMs: 100 },
        fetch: (input, init) => {
          sent.push(String(init?.body));
          return globalThis.fetch(input, init);
        },
      });
      open(slow, 'watch', {}, { onData: () => {} }).close();
      const kept = open(slow, 'ticks', { count: 1, everyMs: 10 }, { onData: () => {} });
      await vi.advanceTimersByTimeAsync(150);
      expect(sent.some((body) => body.includes('"ticks"'))).toBe(true);
      expect(sent.some((body) => body.includes('"watch"'))).toBe(false);
      kept.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ALREADY_OPENED for a second identical stream; RPC_CLIENT_EVENT_WITHOUT_CALLBACK without onData', () => {
    const s = open(client, 'watch', {}, { onData: () => {} });
    expect(client.subscribe('watch', {}, { onData: () => {} })).toEqual({ status: 'error', data: 'ALREADY_OPENED' });
    expect(client.subscribe('watch', {}, {} as never)).toEqual({
      status: 'error',
      data: 'RPC_CLIENT_EVENT_WITHOUT_CALLBACK',
    });
    s.close();
  });

  it('a refused subscription reports the server’s code and does not retry', async () => {
    // The reconnect delay on a fake clock, run far past: no second request for any of the three.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let requests = 0;
      const counted = createRpcClient({
        url: toy.url,
        timings: { streamOpenDelayMs: 5, reconnectDelayMs: 50 },
        fetch: (input, init) => {
          requests++;
          return globalThis.fetch(input, init);
        },
      });
      const onError = vi.fn();
      open(counted, 'nope', {}, { onData: () => {}, onError, reconnect: true });
      open(counted, 'privateFeed', {}, { onData: () => {}, onError, reconnect: true });
      open(counted, 'ticks', { count: 'many' }, { onData: () => {}, onError, reconnect: true });
      await vi.advanceTimersByTimeAsync(5);
      await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(3), { timeout: 2000 });
      expect(onError.mock.calls.map((c) => c[0]).sort()).toEqual(['NOT_FOUND', 'UNAUTHORIZED', 'VALIDATION_ERROR']);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(requests).toBe(3);
      expect(onError).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the spec timings by default: opens after 500 ms, reconnects 1000 ms after a drop', async () => {
    const times: number[] = [];
    const plain = createRpcClient({
      url: toy.url,
      fetch: (input, init) => {
        times.push(Date.now());
        return fetch(input, init);
      },
    });
    const asked = Date.now();
    const s = open(plain, 'drops', {}, { onData: () => {}, reconnect: true });
    await vi.waitFor(() => expect(times).toHaveLength(2), { timeout: 3000, interval: 20 });
    s.close();
    const [first = 0, second = 0] = times;
    expect(first - asked).toBeGreaterThanOrEqual(490);
    expect(second - first).toBeGreaterThanOrEqual(1000); // the drop comes ~30 ms after opening, then 1000 ms
  });

  it('server shutdown ends open streams instead of hanging', async () => {
    // Fastify's default ('idle'): only the plugin's own preClose hook can end the open stream.
    const own = await startToy({}, { forceCloseConnections: 'idle' });
    const c = createRpcClient({ url: own.url, timings: { streamOpenDelayMs: 0 } });
    const onData = vi.fn();
    const s = open(c, 'watch', {}, { onData });
    await vi.waitFor(() => expect(onData).toHaveBeenCalled(), { timeout: 2000 });
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(1000);
    s.close();
  });
});

describe('batching.progress', () => {
  it('reports {done,total} as the calls of a batch finish', async () => {
    const seen: BatchProgress[] = [];
    const a = await client.batch(
      [0, 80, 160].map((ms, i) => ({ method: 'slow', params: { ms, tag: `p${i}` } })),
      { progress: (p) => seen.push(p) },
    );
    expect(a.status).toBe('ok');
    expect(seen.at(-1)).toEqual({ done: 3, total: 3 });
    expect(seen).toContainEqual({ done: 1, total: 3 }); // came over SSE from the server, not made up
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort());
  });

  it('still answers the batch when the progress stream cannot open', async () => {
    const gone = createRpcClient({
      url: toy.url,
      fetch: (input, init) =>
        (init?.headers as Record<string, string>).accept === 'text/event-stream'
          ? Promise.reject(new TypeError('no streams here'))
          : fetch(input, init),
    });
    const seen: BatchProgress[] = [];
    const a = await gone.batch([{ method: 'echo', params: { z: 1 } }], {
      return: 'first',
      progress: (p) => seen.push(p),
    });
    expect(a).toMatchObject({ status: 'ok', data: { z: 1 } });
    expect(seen).toEqual([{ done: 1, total: 1 }]);
  });
});
