// A refused upload's answer arrives, over a real socket, for a client that writes the whole body before
// it reads (as a browser's fetch does): the server answers, then reads and throws away the rest of the
// body before it closes (a lingering close, packages/rpc/README.md "Server"). Closing at once left unread
// bytes on the socket, the kernel answered them with a reset, and the client lost the answer.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp, type TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { png } from './testing.ts';

describe.each(testDbKinds)('a refused upload on %s', (kind) => {
  let t: TestApp;
  let port = 0;
  let shopper: TestShopper;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    shopper = (await loggedInShopper(t)).shopper;
  });
  afterAll(async () => t.close());

  /** A multipart upload of `file`, written whole before a byte is read; answers what arrived before the socket ended. */
  function uploadOverSocket(file: Buffer, cookie: string): Promise<string> {
    const boundary = 'zdravoRefused';
    const call = {
      action: 'call',
      method: 'staticContent.images.f.upload',
      params: { ImageName: 'big.png', ImageTag: 'offer', ImageFile: { $file: 'file0' } },
      meta: { id: 1 },
    };
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="rpc"\r\n\r\n${JSON.stringify(call)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head = `POST /_rpc HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nX-Shop-Country: HR\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`;
    return new Promise((resolve) => {
      let raw = '';
      // Sends the body as a network does, a piece at a time, and reads nothing until all of it is
      // written, as a browser's upload does.
      const socket = net.connect(port, '127.0.0.1', async () => {
        socket.pause();
        socket.write(head);
        for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
          if (!socket.write(body.subarray(at, at + 64 * 1024)))
            await new Promise((resolve) => socket.once('drain', resolve));
          await new Promise((resolve) => setImmediate(resolve));
        }
        socket.resume();
      });
      socket.on('data', (d) => (raw += d.toString('latin1')));
      // A reset or a broken pipe while the body is still going out is what a browser reports as a
      // network error, whatever bytes of an answer had arrived: it counts as the answer lost.
      let failed = '';
      socket.on('error', (err: NodeJS.ErrnoException) => (failed = err.code ?? 'error'));
      socket.on('close', () => resolve(failed ? `(${failed})` : raw));
    });
  }

  it('40 uploads of 6 MB (over the 5 MB limit) all receive PAYLOAD_TOO_LARGE', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answers: string[] = [];
    answers.push(...(await Promise.all(Array.from({ length: 40 }, () => uploadOverSocket(big, cookie)))));
    const received = answers.filter((raw) => raw.startsWith('HTTP/1.1 413') && raw.includes('"PAYLOAD_TOO_LARGE"'));
    expect(
      received.length,
      answers
        .filter((raw) => !received.includes(raw))
        .map((raw) => raw.slice(0, 40) || '(nothing)')
        .join(', '),
    ).toBe(40);
  });

  it('an anonymous upload of a 2 MB photo receives "log in first" (UNAUTHORIZED)', async () => {
    const photo = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => uploadOverSocket(photo, '')));
    expect(answers.filter((raw) => raw.includes('"UNAUTHORIZED"'))).toHaveLength(20);
  });
});
