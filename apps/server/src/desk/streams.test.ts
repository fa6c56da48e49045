// The desk's event streams over real sockets, on each database: /desk/_rpc serves no anonymous stream
// (so strangers cannot fill the budget its agents' queue streams need), and a person's open stream ends
// within a second of their sessions ending — disabled, role changed, signed out (docs/desk.md, "Streams").
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../testing.ts';
import { enrolledStaff, type EnrolledStaff } from './testing.ts';

interface Opened {
  /** The status line's code. */
  status: number;
  /** Whether the answer is an event stream. */
  stream: boolean;
  body: string;
  socket: net.Socket;
  /** Resolves when the answer has ended: its last chunk arrived, or the socket closed. */
  ended: Promise<void>;
}

describe.each(testDbKinds)('desk streams on %s', (kind) => {
  let t: TestApp;
  let port = 0;
  let manager: EnrolledStaff;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    // The proxy's X-Forwarded-For gives each stranger an address of their own (and no connection cap).
    t = await createTestApp(kind, { TRUST_PROXY: '127.0.0.1', MAX_CONNECTIONS_PER_ADDRESS: '0' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    manager = await enrolledStaff(t, 'manager');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  const cookieOf = (staff: EnrolledStaff) => [...staff.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  /** POSTs a subscribe call to /desk/_rpc and answers once the head and the first bytes are in (the socket stays open). */
  function subscribe(method: string, params: unknown, from: { ip: string; cookie?: string }): Promise<Opened> {
    const body = JSON.stringify({ action: 'subscribe', method, params, meta: { id: 1 } });
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /desk/_rpc HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\nContent-Type: application/json\r\nX-Forwarded-For: ${from.ip}\r\n` +
            `${from.cookie ? `Cookie: ${from.cookie}\r\n` : ''}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
      sockets.push(socket);
      let raw = '';
      let answered = false;
      let markEnded = () => {};
      const ended = new Promise<void>((done) => (markEnded = done));
      socket.on('error', reject);
      socket.on('close', () => markEnded());
      socket.on('data', (chunk) => {
        raw += chunk.toString('utf8');
        // A chunked answer's last chunk: the stream is over (the connection may stay for another request).
        if (raw.endsWith('\r\n0\r\n\r\n')) markEnded();
        const end = raw.indexOf('\r\n\r\n');
        if (answered || end < 0 || raw.length === end + 4) return;
        answered = true;
        const head = raw.slice(0, end).toLowerCase();
        resolve({
          status: Number(raw.slice(9, 12)),
          stream: head.includes('content-type: text/event-stream'),
          body: raw.slice(end + 4),
          socket,
          ended,
        });
      });
    });
  }

  const endedWithin = (opened: Opened, ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      void opened.ended.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  it("2,000 anonymous stream subscriptions from 100 addresses leave an agent's queue stream opening", async () => {
    const strangers: Opened[] = [];
    for (let round = 0; round < 20; round++) {
      strangers.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            subscribe(
              'batching.progress',
              { streamId: `stranger-${round}-${i}-progress` },
              { ip: `203.0.113.${i + 1}` },
            ),
          ),
        )),
      );
    }
    // Not one of them is a stream: the desk asks them to sign in.
    expect(strangers.filter((s) => s.stream)).toHaveLength(0);
    expect(strangers.every((s) => s.body.includes('"UNAUTHORIZED"'))).toBe(true);
    for (const s of strangers) s.socket.destroy();

    const agent = await enrolledStaff(t, 'agent');
    const queue = await subscribe('desk.queue.changes', {}, { ip: agent.ip, cookie: cookieOf(agent) });
    expect(queue.status).toBe(200);
    expect(queue.stream).toBe(true);
    queue.socket.destroy();
  });

  it("a disabled person's open stream closes within a second", async () => {
    const agent = await enrolledStaff(t, 'agent');
    const queue = await subscribe('desk.queue.changes', {}, { ip: agent.ip, cookie: cookieOf(agent) });
    expect(queue.stream).toBe(true);
    const progress = await subscribe(
      'batching.progress',
      { streamId: 'my-batch-progress-1' },
      { ip: agent.ip, cookie: cookieOf(agent) },
    );
    expect(progress.stream, progress.body).toBe(true);
    expect((await manager.browser.call('desk.staff.setDisabled', { id: agent.id, disabled: true })).status).toBe('ok');
    expect(await endedWithin(queue, 1_000)).toBe(true);
    expect(await endedWithin(progress, 1_000)).toBe(true);
    // Opening again is refused.
    expect((await subscribe('desk.queue.changes', {}, { ip: agent.ip, cookie: cookieOf(agent) })).stream).toBe(false);
  });

  it("a role change and a sign-out end the person's open streams within a second", async () => {
    const agent = await enrolledStaff(t, 'agent');
    const first = await subscribe('desk.queue.changes', {}, { ip: agent.ip, cookie: cookieOf(agent) });
    expect(first.stream).toBe(true);
    expect((await manager.browser.call('desk.staff.setRole', { id: agent.id, role: 'moderator' })).status).toBe('ok');
    expect(await endedWithin(first, 1_000)).toBe(true);
    // A moderator does not read the queue: no stream.
    expect((await subscribe('desk.queue.changes', {}, { ip: agent.ip, cookie: cookieOf(agent) })).stream).toBe(false);

    const other = await enrolledStaff(t, 'agent');
    const second = await subscribe('desk.queue.changes', {}, { ip: other.ip, cookie: cookieOf(other) });
    expect(second.stream).toBe(true);
    expect((await other.browser.call('desk.auth.signOut')).status).toBe('ok');
    expect(await endedWithin(second, 1_000)).toBe(true);
  });
});
