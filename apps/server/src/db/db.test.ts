import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDbKinds, type TestDb } from './testing.ts';
import { isUniqueViolation, nowIso } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(testDbKinds)('database on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => t.destroy());

  it('is migrated, and migrating again is a no-op', async () => {
    await migrateToLatest(t.handle.db);
    const rows = await t.handle.db.selectFrom('app_meta').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('writes and reads back in a transaction, and rolls back on failure', async () => {
    const db = t.handle.db;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('app_meta').values({ key: 'a', value: '1', updated_at: nowIso() }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('app_meta').values({ key: 'b', value: '2', updated_at: nowIso() }).execute();
        await trx.insertInto('app_meta').values({ key: 'a', value: 'dup', updated_at: nowIso() }).execute();
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    const keys = (await db.selectFrom('app_meta').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['a']);
  });

  it('runs on the expected engine', async () => {
    const version =
      kind === 'postgres'
        ? (await sql<{ v: string }>`select version() as v`.execute(t.handle.db)).rows[0]?.v
        : (await sql<{ v: string }>`select sqlite_version() as v`.execute(t.handle.db)).rows[0]?.v;
    expect(version).toMatch(kind === 'postgres' ? /PostgreSQL/ : /^3\./);
  });

  if (kind === 'sqlite') {
    it('uses WAL, synchronous=FULL and foreign keys', async () => {
      const db = t.handle.db;
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      expect(sync.rows[0]?.synchronous).toBe(2);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    });
  }
});
