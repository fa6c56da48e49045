import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from './schema/index.ts';
import { createTestDb, testDbKinds, type TestDb } from './testing.ts';
import { isUniqueViolation, nowIso } from './dialect.ts';
import { executeWriteSet, joinWriteSet } from './write-set.ts';

describe('joinWriteSet', () => {
  // PostgreSQL's SQL without a server: the join is pure text work.
  const pgOnly = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

  it('numbers every statement’s parameters after the ones before it', () => {
    const joined = joinWriteSet([
      pgOnly.insertInto('app_meta').values({ key: 'a', value: '1', updated_at: 'x' }),
      pgOnly.updateTable('app_meta').set({ value: '2' }).where('key', '=', 'b'),
    ]);
    expect(joined.sql).toBe(
      'with w0 as (insert into "app_meta" ("key", "value", "updated_at") values ($1, $2, $3)), ' +
        'w1 as (update "app_meta" set "value" = $4 where "key" = $5) select 1',
    );
    expect(joined.parameters).toEqual(['a', '1', 'x', '2', 'b']);
  });
});

describe.each(testDbKinds)('executeWriteSet on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(async () => t.destroy());

  const meta = (key: string, value: string) =>
    t.handle.db.insertInto('app_meta').values({ key, value, updated_at: nowIso() });

  it('writes every statement of the set', async () => {
    await t.handle.db
      .transaction()
      .execute((trx) =>
        executeWriteSet(trx, [
          meta('ws-1', 'a'),
          meta('ws-2', 'b'),
          trx.updateTable('app_meta').set({ value: 'c' }).where('key', '=', 'ws-0'),
        ]),
      );
    const rows = await t.handle.db
      .selectFrom('app_meta')
      .select(['key', 'value'])
      .where('key', 'like', 'ws-%')
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'ws-1', value: 'a' },
      { key: 'ws-2', value: 'b' },
    ]);
  });

  it('writes none of them when one fails', async () => {
    await expect(
      t.handle.db.transaction().execute((trx) => executeWriteSet(trx, [meta('ws-3', 'a'), meta('ws-1', 'again')])),
    ).rejects.toSatisfy(isUniqueViolation);
    const row = await t.handle.db.selectFrom('app_meta').select('key').where('key', '=', 'ws-3').executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
