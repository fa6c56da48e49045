// Leases, jobs and events: on each database (leases without Redis) and on Redis when REDIS_URL is set,
// two handles standing for two processes.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds, type TestDb } from '../db/testing.ts';
import { Jobs } from './jobs.ts';
import { DatabaseLeases, RedisLeases, type LeaseStore } from './leases.ts';
import { sharedProgress } from './progress.ts';
import { openRedis, type RedisHandle } from './redis.ts';

const silent = { warn: () => undefined, error: () => undefined };

function leaseContract(name: string, stores: () => [LeaseStore, LeaseStore]): void {
  describe(name, () => {
    it('lets one holder at a time have a lease, and another take it once given back', async () => {
      const [one, two] = stores();
      expect(await one.acquire('outbox', 'token-1', 10_000)).toBe(true);
      expect(await two.acquire('outbox', 'token-2', 10_000)).toBe(false);
      await two.release('outbox', 'token-2'); // not the holder: changes nothing
      expect(await two.acquire('outbox', 'token-2', 10_000)).toBe(false);
      await one.release('outbox', 'token-1');
      expect(await two.acquire('outbox', 'token-2', 10_000)).toBe(true);
      await two.release('outbox', 'token-2');
    });

    it('lets another take over a lease that expired (its holder died)', async () => {
      const [one, two] = stores();
      // A second is long enough that the check right after cannot outlive it, even on a busy machine.
      const taken = Date.now();
      expect(await one.acquire('images', 'dead', 1_000)).toBe(true);
      expect(await two.acquire('images', 'alive', 10_000)).toBe(false);
      // Asked again and again until the lease has run out: granted, and not before its second was up.
      await expect.poll(() => two.acquire('images', 'alive', 10_000), { timeout: 10_000, interval: 50 }).toBe(true);
      expect(Date.now() - taken).toBeGreaterThanOrEqual(1_000);
      // The dead holder's late release does not end the new holder's lease.
      await one.release('images', 'dead');
      expect(await one.acquire('images', 'third', 10_000)).toBe(false);
    });

    it('runs a job in one of two racing processes, and a period job once per period', async () => {
      const [one, two] = stores();
      const jobs = [new Jobs(one, silent), new Jobs(two, silent)];
      let runs = 0;
      // The job that runs holds its lease until the other process has tried and been turned away, so
      // the race is decided by the lease, not by how fast a loaded machine happens to be.
      let otherTried!: () => void;
      const heldUntilOtherTried = new Promise<void>((resolve) => (otherTried = resolve));
      const work = async () => {
        runs++;
        await heldUntilOtherTried;
        return 'done';
      };
      const racing = jobs.map((j) => j.runOnce('reviews', { leaseMs: 5_000 }, work).finally(() => otherTried()));
      const outcomes = await Promise.all(racing);
      expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, value: 'done' }]);
      // Given back after the run: the next turn may run anywhere.
      expect((await jobs[1]!.runOnce('reviews', { leaseMs: 5_000 }, work)).ran).toBe(true);
      expect(runs).toBe(2);
      // A period lease is kept: nobody runs the job again until it expires.
      expect((await jobs[0]!.runOnce('housekeeping', { leaseMs: 5_000, hold: 'period' }, work)).ran).toBe(true);
      expect((await jobs[1]!.runOnce('housekeeping', { leaseMs: 5_000, hold: 'period' }, work)).ran).toBe(false);
      expect((await jobs[0]!.runOnce('housekeeping', { leaseMs: 5_000, hold: 'period' }, work)).ran).toBe(false);
    });

    it('starts a periodic job in one of two processes that start together', async () => {
      const [one, two] = stores();
      // Each store counts its tries, so the test knows when both processes have had theirs.
      let tries = 0;
      const counting = (store: LeaseStore): LeaseStore => ({
        acquire: (...args) => {
          tries++;
          return store.acquire(...args);
        },
        release: (...args) => store.release(...args),
      });
      let runs = 0;
      const running = [new Jobs(counting(one), silent), new Jobs(counting(two), silent)].map((j) =>
        j.every('sweep', { everyMs: 60_000, firstDelayMs: 0 }, async () => {
          runs++;
        }),
      );
      await expect.poll(() => runs).toBe(1);
      await expect.poll(() => tries).toBe(2);
      await Promise.all(running.map((r) => r.stop()));
      expect(runs).toBe(1);
    });
  });
}

describe.each(testDbKinds)('job leases in the database (%s)', (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => db.destroy());
  leaseContract('database', () => [new DatabaseLeases(db.handle.db), new DatabaseLeases(db.handle.db)]);
});

describe.skipIf(!process.env.REDIS_URL)('Redis: leases and events between two connections', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  let one: RedisHandle;
  let two: RedisHandle;
  beforeAll(async () => {
    one = await openRedis(process.env.REDIS_URL!, prefix, silent);
    two = await openRedis(process.env.REDIS_URL!, prefix, silent);
  });
  afterAll(async () => {
    const keys = await one.command.keys(`${prefix}*`);
    if (keys.length) await one.command.del(...keys);
    await Promise.all([one.close(), two.close()]);
  });
  leaseContract('redis', () => [new RedisLeases(one.command, prefix), new RedisLeases(two.command, prefix)]);

  it('delivers a catalog announcement to every process, the publisher included', async () => {
    const heard: string[] = [];
    const offs = await Promise.all([
      one.events.subscribe('catalog', () => heard.push('one')),
      two.events.subscribe('catalog', () => heard.push('two')),
    ]);
    await one.events.publish('catalog', '');
    await expect.poll(() => [...heard].sort()).toEqual(['one', 'two']);
    for (const off of offs) off();
  });

  it('carries batch progress from one process to a stream listening on the other', async () => {
    const [publisher, listener] = await Promise.all([sharedProgress(one.events), sharedProgress(two.events)]);
    const got: unknown[] = [];
    const off = listener.listen('stream-aaaaaaaaaaaaaaaa', (p) => got.push(p));
    listener.listen('stream-bbbbbbbbbbbbbbbb', () => got.push('wrong stream'));
    publisher.publish('stream-aaaaaaaaaaaaaaaa', { done: 1, total: 2 });
    publisher.publish('stream-aaaaaaaaaaaaaaaa', { done: 2, total: 2 });
    await expect.poll(() => got.length).toBe(2);
    expect(got).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    off();
  });

  it('keeps its keys under its prefix', async () => {
    const [store] = [new RedisLeases(one.command, prefix)];
    await store.acquire('prefixed', 'me', 10_000);
    expect(await one.command.exists(`${prefix}lease:prefixed`)).toBe(1);
    expect(await one.command.exists('lease:prefixed')).toBe(0);
  });
});
