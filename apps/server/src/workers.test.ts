// The periodic jobs (housekeeping, the reviews' and the club's) in a test app: off unless the test
// asks, and then on the test's own clock, so what they do follows the test's dates, not the calendar's.
import { describe, expect, it } from 'vitest';
import { createTestDb } from './db/testing.ts';
import { createTestApp, testDbKinds } from './testing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first pass of a periodic job comes 2 to 5 s after the app is ready (cluster/jobs.ts). */
const FIRST_PASS_WITHIN_MS = 5_000;

async function counterLeft(db: Awaited<ReturnType<typeof createTestDb>>, key: string): Promise<boolean> {
  return (
    (await db.handle.db.selectFrom('rate_limits').select('key').where('key', '=', key).executeTakeFirst()) !== undefined
  );
}

describe.each(testDbKinds)('periodic jobs in a test app on %s', (kind) => {
  it('run only when the test asks, and take its clock as now', async () => {
    const wallNow = Date.now();
    // Fresh by the wall clock, two days old by the asking test's clock: housekeeping drops a
    // day-old rate-limit counter.
    const asking = await createTestDb(kind);
    await asking.handle.db
      .insertInto('rate_limits')
      .values({ key: 'test:fresh', count: 1, window_start: new Date(wallNow).toISOString() })
      .execute();
    // Two days old by the wall clock, in an app that did not ask: left alone.
    const quiet = await createTestDb(kind);
    await quiet.handle.db
      .insertInto('rate_limits')
      .values({ key: 'test:old', count: 1, window_start: new Date(wallNow - 2 * DAY_MS).toISOString() })
      .execute();

    const clock = () => new Date(Date.now() + 2 * DAY_MS);
    const withJobs = await createTestApp(kind, {}, asking, { periodicJobs: { clock } });
    const without = await createTestApp(kind, {}, quiet);
    const ready = Date.now();
    try {
      await expect.poll(() => counterLeft(asking, 'test:fresh'), { timeout: 15_000, interval: 100 }).toBe(false);
      // The window in which the other app's first pass would have come, had it jobs: polled through it.
      while (Date.now() - ready < FIRST_PASS_WITHIN_MS + 1_000) {
        expect(await counterLeft(quiet, 'test:old')).toBe(true);
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await withJobs.close();
      await without.close();
    }
  }, 30_000);
});
