// Junk requests are refused with a 4xx and at most one info line each, never an error-level line or
// a stack: 200,000 of them wrote 11 MB of stacks before.
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestDb, type TestDb } from './db/testing.ts';

const H = 'Host: x\r\nx-shop-country: HR\r\n';
const JUNK = [
  'GARBAGE\r\n\r\n',
  `POST /_rpc HTTP/1.1\r\n${H}Content-Type: multipart/form-data; boundary=zz\r\nContent-Length: 4\r\n\r\nxxxx`,
  `POST /_rpc HTTP/1.1\r\n${H}Content-Type: multipart/form-data\r\nContent-Length: 4\r\n\r\nxxxx`,
  `POST /_rpc HTTP/1.1\r\n${H}Content-Type: multipart/form-data; boundary=zz\r\nContent-Length: 40\r\n\r\n--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\n`,
  `POST /_rpc HTTP/1.1\r\n${H}Content-Type: application/json\r\nContent-Length: 3\r\n\r\n{x}`,
  `POST /_rpc HTTP/1.1\r\n${H}Content-Type: text/plain\r\nContent-Length: 1\r\n\r\nx`,
  `POST /_rpc HTTP/1.1\r\n${H}Content-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\n\r\n{}`,
  `POST /_rpc HTTP/1.1\r\nHost: x\r\nx-shop-country: ZZ\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
  `POST /api/leads/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{x}`,
  `GET /%zz HTTP/1.1\r\n${H}\r\n`,
  `GET /media/reviews/..%2f..%2fetc HTTP/1.1\r\n${H}\r\n`,
];

describe('refused requests in the log', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let port = 0;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp(loadConfig({ DATA_DIR: db.dataDir, LOG_LEVEL: 'info' }), {
      database: db.handle,
      logStream: stream,
      periodicJobs: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const send = (raw: string) =>
    new Promise<string>((resolve) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
      socket.on('data', (d) => {
        answer += d.toString('latin1');
        socket.end();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer));
      setTimeout(() => socket.destroy(), 2_000);
    });

  it('each is a 4xx, logged at most at info, without a stack', async () => {
    const before = lines.length;
    for (const raw of JUNK) {
      const answer = await send(raw);
      expect([raw.slice(0, 40), /^HTTP\/1\.1 4\d\d/.test(answer)]).toEqual([raw.slice(0, 40), true]);
    }
    const logged = lines.slice(before);
    expect(logged.filter((l) => Number(l.level) > 30)).toEqual([]);
    expect(logged.filter((l) => JSON.stringify(l).includes('"stack"'))).toEqual([]);
  });
});
