// Two real server processes on one PostgreSQL schema and one Redis behave as one shop: a client
// alternates between them. Runs when DATABASE_URL and REDIS_URL are both set (CI sets them).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrder } from '@zdravo/contract/methods';
import { RPC_LIMITS } from '@zdravo/rpc';
import { createTestDb, type TestDb } from '../db/testing.ts';
import { AUTH_LIMITS } from '../platform/rate-limit.ts';
import { newAccount } from '../modules/users/testing.ts';
import { Browser, runToEnd, startServerProcess, type ServerProcess } from './testing.ts';
import { CLI_ACTOR } from '../platform/audit.ts';
import { invite } from '../desk/index.ts';
import { codeFor, tokenOf } from '../desk/testing.ts';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

// Real processes on a machine that runs the rest of the suite meanwhile: generous per-test time.
describe.skipIf(!enabled)('two server processes on one PostgreSQL and one Redis', { timeout: 45_000 }, () => {
  let db: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDb('postgres');
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${db.databaseSchema!}`);
    env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: process.env.REDIS_URL!,
      // Our own keys and channels: other test runs on this Redis never meet ours.
      REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
      // Start-up notices (no SMTP, no built web app) are expected here; errors still show.
      LOG_LEVEL: 'error',
    };
    // One after the other: the first seeds the empty catalog.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
  });

  async function loggedIn(): Promise<Browser> {
    const browser = new Browser('BA');
    const account = newAccount();
    const added = await browser.call(a, 'shopUsers.f.add', {
      Username: account.email,
      Email: account.email,
      Password: account.password,
      PhoneNumber: account.phone,
    });
    expect(added.status).toBe('ok');
    expect(
      await browser.call(a, 'auth.loginShop', { username: account.email, password: account.password }),
    ).toMatchObject({ status: 'ok' });
    return browser;
  }

  async function anOfferId(browser: Browser): Promise<number> {
    const offers = await browser.call<{ ID: number }[]>(a, 'offers.f.getAll', {});
    if (offers.status !== 'ok') throw new Error('no catalog');
    return offers.data[0]!.ID;
  }

  const order = (id: number, key: string) => ({
    Articles: [{ ID: id, Quantity: 1 }],
    FirstName: 'Amra',
    LastName: 'Hodžić',
    PhoneNumber: '+387 61 234 567',
    IdempotencyKey: key,
  });

  it('signs up and logs in on A, and is logged in on B; a logout on B ends it on A', async () => {
    const browser = await loggedIn();
    const onB = await browser.call<{ Email: string }>(b, 'auth.checkLogin');
    expect(onB.status).toBe('ok');
    expect(await browser.call(b, 'auth.logout')).toMatchObject({ status: 'ok' });
    expect(await browser.call(a, 'auth.checkLogin')).toMatchObject({ status: 'error', data: 'UNAUTHORIZED' });
  });

  it('shows an order placed on A in the history on B', async () => {
    const browser = await loggedIn();
    const placed = await browser.call<number>(a, 'shopOrders.add', order(await anOfferId(browser), randomUUID()));
    expect(placed.status).toBe('ok');
    const history = await browser.call<ShopOrder[]>(b, 'shopOrders.f.getAll');
    expect(history.status).toBe('ok');
    expect(history.status === 'ok' && history.data.map((o) => o.ID)).toEqual([placed.data]);
  });

  it('makes exactly one order of 20 concurrent submits with one idempotency key split across A and B', async () => {
    const browser = await loggedIn();
    const params = order(await anOfferId(browser), randomUUID());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => browser.call<number>(i % 2 ? b : a, 'shopOrders.add', params)),
    );
    expect(answers.every((x) => x.status === 'ok')).toBe(true);
    expect(new Set(answers.map((x) => x.data)).size).toBe(1);
    const history = await browser.call<ShopOrder[]>(a, 'shopOrders.f.getAll');
    expect(history.status === 'ok' && history.data.length).toBe(1);
  });

  it('counts failed logins on both processes towards one limit', async () => {
    const account = newAccount();
    const owner = new Browser('BA');
    await owner.call(a, 'shopUsers.f.add', {
      Username: account.email,
      Email: account.email,
      Password: account.password,
      PhoneNumber: account.phone,
    });
    for (let i = 0; i < AUTH_LIMITS.loginAccount.max; i++) {
      const answer = await new Browser().call(i % 2 ? b : a, 'auth.loginShop', {
        username: account.email,
        password: `wrong-password-${i}`,
      });
      expect(answer).toMatchObject({ status: 'error', data: 'INVALID_CREDENTIALS' });
    }
    // Five wrong tries on each: the right password is refused on either.
    expect(
      await new Browser().call(a, 'auth.loginShop', { username: account.email, password: account.password }),
    ).toMatchObject({ data: 'RATE_LIMITED' });
    expect(
      await new Browser().call(b, 'auth.loginShop', { username: account.email, password: account.password }),
    ).toMatchObject({ data: 'RATE_LIMITED' });
  });

  it('shows a new order placed on A in the desk queue of an agent on B within a second', async () => {
    // An agent enrolled and signed in on B, watching the queue's stream there.
    const invitation = await invite(
      db.handle.db,
      { email: `agent-${randomUUID()}@zdravo.test`, role: 'agent', country: 'BA' },
      CLI_ACTOR,
      b.url,
    );
    if (!('Link' in invitation)) throw new Error('invite failed');
    const agent = new Browser('BA', '/desk/_rpc');
    const token = tokenOf(invitation.Link);
    const start = await agent.call<{ Key: string }>(b, 'desk.enrol.start', { token });
    if (start.status !== 'ok') throw new Error(String(start.data));
    expect(
      (
        await agent.call(b, 'desk.enrol.finish', {
          token,
          name: 'Agent B',
          password: 'agent-password-1',
          code: await codeFor(start.data.Key),
        })
      ).status,
    ).toBe('ok');
    const ticks: number[] = [];
    const stream = await agent.subscribe(b, 'desk.queue.changes', {}, () => ticks.push(Date.now()));
    try {
      const shopper = await loggedIn();
      const placedAt = Date.now();
      const placed = await shopper.call<number>(a, 'shopOrders.add', order(await anOfferId(shopper), randomUUID()));
      expect(placed.status).toBe('ok');
      await expect.poll(() => ticks.length, { timeout: 1000, interval: 20 }).toBeGreaterThan(0);
      expect(ticks[0]! - placedAt).toBeLessThan(1000);
      const queue = await agent.call<{ OrderID: number }[]>(b, 'desk.queue.list', {});
      expect(
        queue.status === 'ok' && queue.data.some((l) => l.OrderID === (placed.status === 'ok' ? placed.data : 0)),
      ).toBe(true);
    } finally {
      stream.abort();
    }
  });

  it("ends an agent's open queue stream on B within a second of a manager disabling them on A", async () => {
    /** A person of `role` invited by the CLI and enrolled (signed in) on `server`. */
    const enrolledOn = async (server: ServerProcess, role: 'agent' | 'manager') => {
      const invitation = await invite(
        db.handle.db,
        { email: `${role}-${randomUUID()}@zdravo.test`, role, country: 'BA' },
        CLI_ACTOR,
        server.url,
      );
      if (!('Link' in invitation)) throw new Error('invite failed');
      const browser = new Browser('BA', '/desk/_rpc');
      const token = tokenOf(invitation.Link);
      const start = await browser.call<{ Key: string }>(server, 'desk.enrol.start', { token });
      if (start.status !== 'ok') throw new Error(String(start.data));
      const done = await browser.call<{ Me: { ID: number } }>(server, 'desk.enrol.finish', {
        token,
        name: `Test ${role}`,
        password: 'desk-password-1',
        code: await codeFor(start.data.Key),
      });
      if (done.status !== 'ok') throw new Error(String(done.data));
      return { browser, id: done.data.Me.ID };
    };
    const agent = await enrolledOn(b, 'agent');
    const manager = await enrolledOn(a, 'manager');
    const res = await fetch(`${b.url}/desk/_rpc`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: [...agent.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ action: 'subscribe', method: 'desk.queue.changes', params: {}, meta: { id: 1 } }),
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now();
    })();
    const disabledAt = Date.now();
    expect((await manager.browser.call(a, 'desk.staff.setDisabled', { id: agent.id, disabled: true })).status).toBe(
      'ok',
    );
    const endedAt = await Promise.race([ended, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000))]);
    expect(endedAt, 'the stream on B was still open 3 s after the disabling on A').not.toBeNull();
    expect(endedAt! - disabledAt).toBeLessThan(1_000);
  });

  it('reports the progress of a batch sent to A on a stream opened on B', async () => {
    const browser = new Browser('HR');
    const streamId = randomBytes(12).toString('hex');
    const events: unknown[] = [];
    const stream = await browser.subscribe(b, 'batching.progress', { streamId }, (data) => events.push(data));
    try {
      const calls = [0, 1, 2].map((id) => ({ action: 'call', method: 'offers.f.getAll', params: {}, meta: { id } }));
      const answers = await browser.batch(a, calls, { 'x-rpc-progress': streamId });
      expect(answers.map((x) => x.status)).toEqual(['ok', 'ok', 'ok']);
      await expect.poll(() => events.length, { timeout: 2_000 }).toBe(3);
      expect(events).toEqual([
        { done: 1, total: 3 },
        { done: 2, total: 3 },
        { done: 3, total: 3 },
      ]);
    } finally {
      stream.abort();
    }
  });

  it('caps event streams per process: an address at its cap on A still opens streams on B', async () => {
    const browser = new Browser('HR');
    const open = (server: ServerProcess) =>
      browser.subscribe(server, 'batching.progress', { streamId: randomBytes(12).toString('hex') }, () => undefined);
    const streams: AbortController[] = [];
    try {
      for (let i = 0; i < RPC_LIMITS.maxStreamsPerAddress; i++) streams.push(await open(a));
      await expect(open(a)).rejects.toThrow(/429.*TOO_MANY_STREAMS/);
      // Each process counts its own streams, so N processes allow N times the cap (docs/operations.md §6).
      streams.push(await open(b));
    } finally {
      for (const s of streams) s.abort();
    }
  });

  it('shows a price changed with the operator CLI on both processes within 200 ms', async () => {
    const browser = new Browser('HR');
    const slog = 'pure-fit';
    const priceOn = async (server: ServerProcess) => {
      const answer = await browser.call<{ NewPrice: number }>(server, 'offers.f.getSlog', { Slog: slog });
      if (answer.status !== 'ok') throw new Error(`getSlog answered ${String(answer.data)}`);
      return answer.data.NewPrice;
    };
    // Both caches warm with the old price.
    const before = await priceOn(a);
    expect(await priceOn(b)).toBe(before);
    const next = Math.round(before * 100 + 111) / 100;
    // Both processes are asked over and over while the CLI runs and for a second after it; each ask
    // is noted with the moment it was sent. Timing by the moment sent keeps a slow answer on a busy
    // machine from counting as staleness.
    const asks: { server: 'A' | 'B'; sentAt: number; price: number }[] = [];
    let cliEnded = Infinity;
    const watch = async (server: ServerProcess, name: 'A' | 'B') => {
      while (Date.now() < cliEnded + 1_000) {
        const sentAt = Date.now();
        asks.push({ server: name, sentAt, price: await priceOn(server) });
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const watching = Promise.all([watch(a, 'A'), watch(b, 'B')]);
    const cli = await runToEnd(
      ['--import', 'tsx', 'apps/server/src/cli.ts', 'offers:price', slog, 'HR', next.toFixed(2)],
      env,
    );
    cliEnded = Date.now();
    await watching;
    expect(cli.code, cli.out).toBe(0);
    // Every ask sent 200 ms or more after the CLI ended sees the new price on both (the version poll
    // alone would take up to 2 s).
    for (const name of ['A', 'B'] as const) {
      const late = asks.filter((x) => x.server === name && x.sentAt >= cliEnded + 200);
      expect(late.length).toBeGreaterThan(0);
      expect(
        late.filter((x) => x.price !== next),
        `stale answers on ${name}`,
      ).toEqual([]);
    }
  });
});
