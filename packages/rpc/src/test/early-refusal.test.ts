// An upload refused before its body is read whole is answered with `Connection: close`, and the
// connection ends: left open, its unread bytes would sit in front of the next request on it, which
// then hung about 11 s and was reset.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startToy, type Toy } from './toy-server.ts';

let toy: Toy;
beforeAll(async () => {
  toy = await startToy();
});
afterAll(() => toy.close());

/** Sends the head and the first `sentBytes` of a multipart body announcing `declared` bytes; answers the
 *  raw answer and whether the server ended the connection within 3 s. */
function halfUpload(envelope: unknown, declared: number, sentBytes: number): Promise<{ raw: string; ended: boolean }> {
  const { hostname, port } = new URL(toy.url);
  const boundary = 'zdravoboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="rpc"\r\n\r\n${JSON.stringify(envelope)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /_rpc HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\nConnection: keep-alive\r\n\r\n`,
      );
      socket.write(Buffer.concat([head, Buffer.alloc(sentBytes)]));
    });
    let raw = '';
    socket.on('data', (d) => (raw += d.toString('latin1')));
    socket.on('error', () => undefined); // a reset after the answer is an end too
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ raw, ended: false });
    }, 3_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ raw, ended: true });
    });
  });
}

describe('an upload refused early', () => {
  it('a file for a method that takes none: refused before a byte of it is read, and the connection closes', async () => {
    const { raw, ended } = await halfUpload(
      { action: 'call', method: 'echo', params: { f: { $file: 'file0' } } },
      2_000_000,
      64 * 1024,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(raw).toContain('FILES_NOT_ACCEPTED');
    expect(ended).toBe(true);
  });

  it('a file past its size: refused at the limit, and the connection closes', async () => {
    const { raw, ended } = await halfUpload(
      { action: 'call', method: 'upload', params: { name: 'x', file: { $file: 'file0' } } },
      8_000_000,
      5 * 1024 * 1024 + 64 * 1024,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(ended).toBe(true);
  });
});
