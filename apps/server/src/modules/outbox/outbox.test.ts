// The outbox on each database: enqueue inside a transaction, delivery, retries with backoff,
// permanent failures, one delivery per message with two workers, redaction, and the CLI listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds, type TestDb } from '../../db/testing.ts';
import { loadConfig } from '../../config.ts';
import {
  announceEnqueued,
  enqueue,
  PermanentDeliveryError,
  type DeliverableMessage,
  type OutboxTransport,
} from '../../platform/outbox.ts';
import { createOutboxWorker, defaultBackoffMs, MARK_WITHIN_MS } from './worker.ts';
import { outboxCommands } from './cli.ts';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDbKinds)('outbox on %s', (kind) => {
  let d: TestDb;
  beforeAll(async () => {
    d = await createTestDb(kind);
  });
  afterAll(async () => d.destroy());

  const db = () => d.handle.db;
  const rows = () => db().selectFrom('outbox').selectAll().orderBy('id').execute();
  const clear = () => db().deleteFrom('outbox').execute();

  function recorder(name = 'test', behave: (m: DeliverableMessage) => void = () => undefined) {
    const seen: DeliverableMessage[] = [];
    const transport: OutboxTransport = {
      name,
      async deliver(m) {
        seen.push(m);
        behave(m);
      },
    };
    return { seen, transport };
  }

  it('a message enqueued in a transaction that rolls back is never sent', async () => {
    await clear();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enqueue(trx, { channel: 'email', to: 'a@example.com', payload: { text: 'x' } });
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('delivers due messages once and records who delivered them', async () => {
    await clear();
    await enqueue(db(), { channel: 'email', to: 'a@example.com', payload: { subject: 'S', text: 'hello' } });
    await enqueue(db(), { channel: 'crm', to: 'lead', payload: { LeadID: 'K7M2' } });
    const mail = recorder('smtp');
    const crm = recorder('crm');
    const worker = createOutboxWorker({
      db: db(),
      log: quietLog,
      transportFor: (c) => (c === 'email' ? mail.transport : c === 'crm' ? crm.transport : undefined),
    });
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    expect(mail.seen.map((m) => [m.to, m.payload])).toEqual([['a@example.com', { subject: 'S', text: 'hello' }]]);
    expect(crm.seen.map((m) => m.payload)).toEqual([{ LeadID: 'K7M2' }]);
    expect((await rows()).map((r) => [r.status, r.delivered_by, r.attempts])).toEqual([
      ['sent', 'smtp', 1],
      ['sent', 'crm', 1],
    ]);
  });

  it('retries a failed delivery with growing backoff, then succeeds', async () => {
    await clear();
    await enqueue(db(), { channel: 'sms', to: '+38761234567', payload: { text: 'kod' } });
    let failures = 2;
    const sms = recorder('sms-gateway', () => {
      if (failures-- > 0) throw new Error('gateway down');
    });
    const delays: number[] = [];
    const worker = createOutboxWorker({
      db: db(),
      log: quietLog,
      transportFor: () => sms.transport,
      backoffMs: (n) => (delays.push(n), 60_000 * n),
    });
    expect(await worker.runOnce()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'gateway down' });
    expect(Date.parse(row!.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
    expect(await worker.runOnce()).toBe(0); // not due yet
    const makeDue = () =>
      db()
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
        .execute();
    await makeDue();
    expect(await worker.runOnce()).toBe(0);
    await makeDue();
    expect(await worker.runOnce()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(delays).toEqual([1, 2]);
  });

  it('gives up after the last try or on a permanent error, and waits for a channel without transport', async () => {
    await clear();
    await enqueue(db(), { channel: 'sms', to: '+1', payload: { text: 'x' } });
    const permanent = recorder('sms-gateway', () => {
      throw new PermanentDeliveryError('SMS gateway answered 400');
    });
    await createOutboxWorker({ db: db(), log: quietLog, transportFor: () => permanent.transport }).runOnce();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 });

    await clear();
    await enqueue(db(), { channel: 'nowhere', to: 'x', payload: {} });
    const worker = createOutboxWorker({
      db: db(),
      log: quietLog,
      transportFor: () => undefined,
      maxAttempts: 2,
      backoffMs: () => 0,
    });
    await worker.runOnce();
    expect((await rows())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'no transport for channel "nowhere"',
    });
    await worker.runOnce();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('two workers never send the same message twice', async () => {
    await clear();
    for (let i = 0; i < 10; i++)
      await enqueue(db(), { channel: 'email', to: `p${i}@example.com`, payload: { text: String(i) } });
    const shared = recorder('smtp');
    const a = createOutboxWorker({ db: db(), log: quietLog, transportFor: () => shared.transport });
    const b = createOutboxWorker({ db: db(), log: quietLog, transportFor: () => shared.transport });
    const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(x + y).toBe(10);
    expect(new Set(shared.seen.map((m) => m.id)).size).toBe(10);
    expect(shared.seen).toHaveLength(10);
  });

  it('four workers taking small batches at once deliver each message exactly once, earliest due first', async () => {
    await clear();
    for (let i = 0; i < 40; i++)
      await enqueue(db(), { channel: 'email', to: `q${i}@example.com`, payload: { text: String(i) } });
    const shared = recorder('smtp');
    const workers = Array.from({ length: 4 }, () =>
      createOutboxWorker({ db: db(), log: quietLog, transportFor: () => shared.transport, batchSize: 3 }),
    );
    const drain = async (worker: (typeof workers)[number]) => {
      while ((await worker.runOnce()) > 0);
    };
    await Promise.all(workers.map(drain));
    expect(shared.seen.map((m) => m.payload.text).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 40 }, (_, i) => String(i)),
    );
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);

    // A message due later than newer ones (a retry after its backoff) waits for its turn.
    await clear();
    await enqueue(db(), { channel: 'email', to: 'later@example.com', payload: { text: 'later' } });
    await db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    await enqueue(db(), { channel: 'email', to: 'early@example.com', payload: { text: 'early' } });
    await db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 60_000).toISOString() })
      .where('recipient', '=', 'early@example.com')
      .execute();
    const ordered = recorder('smtp');
    const one = createOutboxWorker({ db: db(), log: quietLog, transportFor: () => ordered.transport, batchSize: 1 });
    await one.runOnce();
    await one.runOnce();
    expect(ordered.seen.map((m) => m.payload.text)).toEqual(['early', 'later']);
  });

  it('marks delivered messages sent together, but none waits longer than MARK_WITHIN_MS: a dying worker re-sends only its last moments', async () => {
    await clear();
    for (let i = 0; i < 3; i++)
      await enqueue(db(), { channel: 'email', to: `p${i}@example.com`, payload: { text: String(i) } });
    await enqueue(db(), { channel: 'crm', to: 'lead', payload: { LeadID: 'K7M2' } });
    // What the table said about the earlier messages while each message was being delivered.
    const statusesSeen: string[][] = [];
    const look = async () => statusesSeen.push((await rows()).map((r) => r.status));
    const slow = recorder('smtp', () => undefined);
    const slowTransport: OutboxTransport = {
      name: 'smtp',
      async deliver(m) {
        await look();
        await slow.transport.deliver(m);
        // A real gateway takes longer than the mark window.
        await new Promise((resolve) => setTimeout(resolve, MARK_WITHIN_MS + 10));
      },
    };
    const crm = recorder('crm');
    const worker = createOutboxWorker({
      db: db(),
      log: quietLog,
      transportFor: (c) => (c === 'crm' ? crm.transport : slowTransport),
    });
    expect(await worker.runOnce()).toBe(4);
    // Each slow delivery outlasted the window, so the one before it was marked before the next began.
    expect(statusesSeen).toEqual([
      ['pending', 'pending', 'pending', 'pending'],
      ['sent', 'pending', 'pending', 'pending'],
      ['sent', 'sent', 'pending', 'pending'],
    ]);
    expect((await rows()).map((r) => [r.status, r.delivered_by, r.attempts])).toEqual([
      ['sent', 'smtp', 1],
      ['sent', 'smtp', 1],
      ['sent', 'smtp', 1],
      ['sent', 'crm', 1],
    ]);
  });

  it('a steady stream of new messages does not put delivery off: the first goes out while the stream lasts', async () => {
    await clear();
    const mail = recorder('smtp');
    // A long poll: only the wake-ups of new messages can bring a pass.
    const worker = createOutboxWorker({ db: db(), log: quietLog, transportFor: () => mail.transport, pollMs: 60_000 });
    // Its first pass (at start) delivers what waits already; once that is out, only wake-ups remain.
    await enqueue(db(), { channel: 'email', to: 'waiting@example.com', payload: { text: 'čeka' } });
    worker.start();
    try {
      await expect.poll(() => mail.seen.length).toBe(1);
      await enqueue(db(), { channel: 'email', to: 'first@example.com', payload: { text: 'prva' } });
      // A new order every 5 ms for 1.5 s, as under a busy evening's load.
      const streamEnds = Date.now() + 1500;
      let deliveredDuringStream = false;
      while (Date.now() < streamEnds) {
        announceEnqueued();
        if (mail.seen.length > 1) deliveredDuringStream = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(deliveredDuringStream).toBe(true);
      expect(mail.seen.map((m) => m.to)).toEqual(['waiting@example.com', 'first@example.com']);
    } finally {
      await worker.stop();
    }
  });

  it('blanks a sensitive text after a real transport delivered it, keeps it for the dev transport', async () => {
    await clear();
    await enqueue(db(), { channel: 'sms', to: '+38761234567', payload: { text: 'kod 123456', sensitive: true } });
    await enqueue(db(), { channel: 'email', to: 'a@example.com', payload: { text: 'kod 654321', sensitive: true } });
    const real = recorder('sms-gateway');
    const dev = recorder('dev');
    await createOutboxWorker({
      db: db(),
      log: quietLog,
      transportFor: (c) => (c === 'sms' ? real.transport : dev.transport),
    }).runOnce();
    const [sms, mail] = await rows();
    expect(JSON.parse(sms!.payload).text).toBe('[delivered]');
    expect(JSON.parse(mail!.payload).text).toBe('kod 654321');
  });

  it('`npm run shop -- outbox` lists messages newest first with their text', async () => {
    await clear();
    await enqueue(db(), {
      channel: 'email',
      to: 'first@example.com',
      payload: { subject: 'Prvi', text: 'prva poruka' },
    });
    await enqueue(db(), { channel: 'sms', to: '+38761234567', payload: { text: 'druga poruka' } });
    const lines: string[] = [];
    await outboxCommands().outbox!.run([], { db: db(), config: loadConfig({}), out: (l) => lines.push(l) });
    expect(lines[0]).toMatch(/^#\d+ .* sms {2}to \+38761234567 {2}\[pending, 0 tries\]$/);
    expect(lines[1]).toBe('    druga poruka');
    expect(lines[2]).toMatch(/email {2}to first@example.com/);
    expect(lines.slice(3)).toEqual(['    Prvi', '    prva poruka']);
    await expect(
      outboxCommands().outbox!.run(['x'], { db: db(), config: loadConfig({}), out: () => undefined }),
    ).rejects.toThrow(/limit/);
  });

  it('backs off exponentially with jitter, capped at an hour', () => {
    for (const [n, base] of [
      [1, 10_000],
      [2, 20_000],
      [5, 160_000],
      [20, 3_600_000],
    ] as const) {
      const d = defaultBackoffMs(n);
      expect(d).toBeGreaterThanOrEqual(base * 0.8);
      expect(d).toBeLessThanOrEqual(base * 1.2);
    }
  });
});
