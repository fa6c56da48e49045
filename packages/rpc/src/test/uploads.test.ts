// Files: the client switches to multipart by itself; the server swaps `$file` markers for the parts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient } from '../client/index.ts';
import type { RpcClient } from '../client/index.ts';
import type { RpcAnswer } from '../wire.ts';
import { startToy } from './toy-server.ts';
import type { Toy } from './toy-server.ts';

let toy: Toy;
let client: RpcClient;
const bodies: unknown[] = [];
beforeAll(async () => {
  toy = await startToy();
  client = createRpcClient({
    url: toy.url,
    fetch: (input, init) => {
      bodies.push(init?.body);
      return fetch(input, init);
    },
  });
});
afterAll(() => toy.close());

describe('uploads', () => {
  it('a File param (also nested in an array) goes as multipart and arrives as an UploadedFile', async () => {
    const file = new File(['hello world'], 'photo.png', { type: 'image/png' });
    const a = await client.call('upload', { name: 'pic', file, more: [new Blob(['ab']), new Blob(['abc'])] });
    expect(a).toMatchObject({
      status: 'ok',
      data: { name: 'pic', filename: 'photo.png', mimetype: 'image/png', size: 11, text: 'hello world', more: [2, 3] },
    });
    const form = bodies.at(-1);
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String((form as FormData).get('rpc')))).toMatchObject({
      params: { file: { $file: 'file0' }, more: [{ $file: 'file1' }, { $file: 'file2' }] },
    });
  });

  it('a file in a batch with other calls: the whole batch goes as one multipart POST', async () => {
    const [up, echo] = await Promise.all([
      client.call('upload', { name: 'x', file: new Blob(['1234']) }),
      client.call('echo', { plain: true }),
    ]);
    expect(up).toMatchObject({ status: 'ok', data: { size: 4 } });
    expect(echo).toMatchObject({ status: 'ok', data: { plain: true } });
  });

  it('a file over 5 MB → PAYLOAD_TOO_LARGE, and the server keeps serving', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    const a: RpcAnswer = await client.call('upload', { name: 'big', file: big });
    expect(a).toEqual({ status: 'error', data: 'PAYLOAD_TOO_LARGE' });
    expect(await client.call('echo', { after: 1 })).toMatchObject({ status: 'ok', data: { after: 1 } });
  });

  it('exactly 5 MB is accepted', async () => {
    const a = await client.call('upload', { name: 'edge', file: new Blob([new Uint8Array(5 * 1024 * 1024)]) });
    expect(a).toMatchObject({ status: 'ok', data: { size: 5 * 1024 * 1024 } });
  });
});

describe('transport failure', () => {
  it('a server that is down → RPC_CLIENT_ERROR for calls and batches', async () => {
    const gone = await startToy();
    await gone.close();
    const dead = createRpcClient({ url: gone.url });
    expect(await dead.call('echo', {})).toEqual({ status: 'error', data: 'RPC_CLIENT_ERROR' });
    expect(await dead.batch([{ method: 'echo' }, { method: 'echo' }], { return: 'last' })).toEqual({
      status: 'error',
      data: 'RPC_CLIENT_ERROR',
    });
  });
});
