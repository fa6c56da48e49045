// A server that accepts the connection and never answers: the client gives up after its timeout
// and answers RPC_CLIENT_ERROR, so a screen's error and retry paths take over.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient } from '../client/index.ts';

let server: http.Server;
let url = '';
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  // Reads the request and then says nothing, like a hung process behind a proxy.
  server = http.createServer((req, res) => {
    req.resume();
    held.push(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_rpc`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('calls to a server that never answers', () => {
  it('a call ends with RPC_CLIENT_ERROR once its timeout has passed, not before', async () => {
    const client = createRpcClient({ url, timeouts: { callMs: 300 } });
    const started = Date.now();
    expect(await client.call('offers.f.getAll')).toEqual({ status: 'error', data: 'RPC_CLIENT_ERROR' });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(5_000);
  });

  it('an upload waits for its own, longer timeout', async () => {
    const client = createRpcClient({ url, timeouts: { callMs: 100, uploadMs: 600 } });
    const started = Date.now();
    const answer = await client.call('staticContent.images.f.upload', { ImageFile: new Blob([new Uint8Array(10)]) });
    expect(answer).toEqual({ status: 'error', data: 'RPC_CLIENT_ERROR' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });

  it('a subscription whose stream never opens reports a stream error after its timeout', async () => {
    const client = createRpcClient({ url, timeouts: { streamOpenMs: 200 }, timings: { streamOpenDelayMs: 0 } });
    const started = Date.now();
    const code = await new Promise<string>((resolve) => {
      client.subscribe(
        'batching.progress',
        { streamId: 'x' },
        { onData: () => {}, onError: resolve, reconnect: false },
      );
    });
    expect(code).toBe('RPC_CLIENT_SUBSCRIBE_STREAM_ERROR');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
