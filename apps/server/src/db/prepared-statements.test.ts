import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DbHandle } from './connection.ts';
import { createTestDb, testDbKinds, type TestDb } from './testing.ts';
import { isPreparable, plannedAfresh } from './prepared-statements.ts';

describe('isPreparable', () => {
  it('leaves out statements whose result columns come from a *', () => {
    expect(isPreparable('select "id", "email" from "users" where "id" = $1')).toBe(true);
    expect(isPreparable('select count(*) as "n" from "orders" where "user_id" = $1')).toBe(true);
    expect(isPreparable('select * from "users" where "id" = $1')).toBe(false);
    expect(isPreparable('select "users".* from "users" where "id" = $1')).toBe(false);
    expect(isPreparable('insert into "users" ("email") values ($1) returning *')).toBe(false);
  });
});

describe.runIf(testDbKinds.includes('postgres'))('prepared statements on postgres', () => {
  let t: TestDb;
  // One connection, so what it prepared can be asked of it.
  let one: DbHandle;
  beforeAll(async () => {
    t = await createTestDb('postgres');
    one = openDatabase({
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl,
      databaseSchema: t.databaseSchema,
      poolSize: 1,
    });
  });
  afterAll(async () => {
    await one.close();
    await t.destroy();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(one.db)).rows.map(
      (r) => r.statement,
    );
  const byKey = (key: string) =>
    one.db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();

  it('prepares a statement with parameters once per connection, and answers from it every time', async () => {
    await one.db.insertInto('app_meta').values({ key: 'p-1', value: 'a', updated_at: 'x' }).execute();
    expect(await byKey('p-1')).toEqual({ value: 'a' });
    expect(await byKey('p-2')).toBeUndefined();
    const statements = await prepared();
    expect(statements.filter((s) => s.startsWith('select "value" from "app_meta"'))).toHaveLength(1);
  });

  it('plans a statement marked plannedAfresh each time: it answers, and the connection keeps no plan of it', async () => {
    await one.db.insertInto('app_meta').values({ key: 'afresh', value: 'a', updated_at: 'x' }).execute();
    const touch = (key: string) =>
      plannedAfresh(
        one.db.updateTable('app_meta').set({ value: 'b' }).where('key', 'in', [key, 'none']),
      ).executeTakeFirst();
    for (let i = 0; i < 7; i++) expect(Number((await touch('afresh')).numUpdatedRows)).toBe(1);
    expect((await prepared()).filter((s) => s.startsWith('update "app_meta"'))).toEqual([]);
    expect(await byKey('afresh')).toEqual({ value: 'b' });
  });

  it('keeps answering * reads after another process added a column (a rolling deploy)', async () => {
    const all = () => one.db.selectFrom('app_meta').selectAll().where('key', '=', 'p-1').executeTakeFirstOrThrow();
    await all();
    const other = new pg.Client({ connectionString: t.databaseUrl, options: `-c search_path=${t.databaseSchema}` });
    await other.connect();
    try {
      await other.query('alter table app_meta add column later_release text');
    } finally {
      await other.end();
    }
    expect(await all()).toMatchObject({ key: 'p-1', value: 'a', later_release: null });
    expect(await byKey('p-1')).toEqual({ value: 'a' });
  });
});
