// The operator CLI, run as a real process, prints shoppers' text without its terminal escape codes:
// a review that would clear the screen and write the clipboard (OSC 52) shows U+FFFD marks instead.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.ts';
import { repoRoot } from '../paths.ts';
import { printable } from './printable.ts';

const HOSTILE = 'Super\u001b[2J\u001b[H\u001b]52;c;ZXZpbA==\u0007 proizvod\r\u202eolleh\u009b31m';

describe('what the operator CLI prints', () => {
  let t: TestApp;
  let reviewId: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const offer = await t.db.selectFrom('offers').select('id').orderBy('id').executeTakeFirstOrThrow();
    reviewId = (
      await t.db
        .insertInto('reviews')
        .values({
          offer_id: offer.id,
          user_id: null,
          rating: 5,
          review: HOSTILE,
          review_head: HOSTILE,
          is_approved: 0,
          attachments: '[]',
          has_files: 0,
          created_at: new Date().toISOString(),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('keeps line breaks and tabs, marks every other control character', () => {
    expect(printable('a\tb\nc')).toBe('a\tb\nc');
    expect(printable(HOSTILE)).toBe(
      'Super\uFFFD[2J\uFFFD[H\uFFFD]52;c;ZXZpbA==\uFFFD proizvod\uFFFD\uFFFDolleh\uFFFD31m',
    );
  });

  it('reviews:show of a hostile review, from the real CLI process, carries no escape code', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli.ts', 'reviews:show', String(reviewId)],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Super');
    expect(run.stdout).toContain('proizvod');
    // eslint-disable-next-line no-control-regex -- what must not be there
    expect(run.stdout).not.toMatch(/[\u001b\u0007\r\u009b\u202e]/);
  });
});
