// A shaped query answers what its builder's query answers, on each database, for any values and any
// number of them; a builder it cannot reuse safely is refused at its first call, not run wrongly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds, type TestDb } from './testing.ts';
import { nowIso } from './dialect.ts';
import { insertRows, shapedQuery } from './shaped-query.ts';

describe.each(testDbKinds)('shapedQuery on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    const rows = ['a', 'b', 'c', 'd'].map((key, i) => ({
      key: `shaped.${key}`,
      value: String(i),
      updated_at: nowIso(),
    }));
    await t.handle.db.insertInto('app_meta').values(rows).execute();
  });
  afterAll(async () => t.destroy());

  const metaByKeys = shapedQuery(
    'metaByKeys',
    (order: 'asc' | 'desc') => order,
    (db, order, v: { keys: readonly string[]; notValue: string }) =>
      db
        .selectFrom('app_meta')
        .select(['key', 'value'])
        .where('key', 'in', v.keys)
        .where('value', '!=', v.notValue)
        .orderBy('key', order)
        .limit(10),
  );

  it('answers the rows the built query answers, for new values and another number of them', async () => {
    const db = t.handle.db;
    expect(await metaByKeys(db, 'asc', { keys: ['shaped.a', 'shaped.b', 'shaped.c'], notValue: '1' })).toEqual([
      { key: 'shaped.a', value: '0' },
      { key: 'shaped.c', value: '2' },
    ]);
    // Same shape, other values: the cached SQL with the new parameters.
    expect(await metaByKeys(db, 'asc', { keys: ['shaped.b', 'shaped.d', 'shaped.c'], notValue: '3' })).toEqual([
      { key: 'shaped.b', value: '1' },
      { key: 'shaped.c', value: '2' },
    ]);
    // Another number of keys and another order: other shapes.
    expect(await metaByKeys(db, 'desc', { keys: ['shaped.d'], notValue: 'x' })).toEqual([
      { key: 'shaped.d', value: '3' },
    ]);
    expect(await metaByKeys(db, 'asc', { keys: ['shaped.d', 'shaped.a'], notValue: 'x' })).toEqual([
      { key: 'shaped.a', value: '0' },
      { key: 'shaped.d', value: '3' },
    ]);
  });

  it('refuses a builder that computes a parameter from a value', async () => {
    const computed = shapedQuery(
      'computed',
      () => '',
      (db, _: null, v: { key: string }) =>
        db.selectFrom('app_meta').select('value').where('key', '=', `shaped.${v.key}`),
    );
    await expect(computed(t.handle.db, null, { key: 'a' })).rejects.toThrow(/parameter 1 is computed from a value/);
  });

  it('refuses a builder whose SQL a value steers, instead of running another query', async () => {
    const steered = shapedQuery(
      'steered',
      () => '',
      (db, _: null, v: { key: string; newest: boolean }) => {
        const query = db.selectFrom('app_meta').select('value').where('key', '=', v.key);
        return v.newest ? query.orderBy('updated_at', 'desc') : query;
      },
    );
    // The markers stand in for `newest` as a (truthy) string; the real call does not order: refused.
    await expect(steered(t.handle.db, null, { key: 'shaped.a', newest: false })).rejects.toThrow(
      /a value steers the build/,
    );
  });

  it('checks every call under the tests, not only the first of a shape (vitest.setup.ts)', async () => {
    const steered = shapedQuery(
      'steered-later',
      () => '',
      (db, _: null, v: { key: string; newest: boolean }) => {
        const query = db.selectFrom('app_meta').select('value').where('key', '=', v.key);
        return v.newest ? query.orderBy('updated_at', 'desc') : query;
      },
    );
    // The first call agrees with its shape (the markers read as `newest: true`); the second does not.
    await steered(t.handle.db, null, { key: 'shaped.a', newest: true });
    await expect(steered(t.handle.db, null, { key: 'shaped.a', newest: false })).rejects.toThrow(
      /a value steers the build/,
    );
  });

  it('insertRows stores each row as given: one row, several, again with other values, and rows with differing columns', async () => {
    const db = t.handle.db;
    const at = nowIso();
    await insertRows(db, 'app_meta', { key: 'rows.one', value: 'a', updated_at: at }).execute();
    await insertRows(db, 'app_meta', [
      { key: 'rows.two', value: 'b', updated_at: at },
      { key: 'rows.three', value: 'c', updated_at: at },
    ]).execute();
    // The same shapes again, other values.
    await insertRows(db, 'app_meta', { key: 'rows.four', value: 'd', updated_at: at }).execute();
    await insertRows(db, 'app_meta', [
      { key: 'rows.five', value: 'e', updated_at: at },
      { key: 'rows.six', value: 'f', updated_at: at },
    ]).execute();
    // A column left undefined is left out, as Kysely does; differing rows are built the usual way.
    const differing = [
      { key: 'rows.seven', value: 'g', updated_at: at },
      { key: 'rows.eight', value: 'h', updated_at: undefined as unknown as string },
    ];
    expect(insertRows(db, 'app_meta', differing).compile().sql).toBe(
      db.insertInto('app_meta').values(differing).compile().sql,
    );
    const stored = await db
      .selectFrom('app_meta')
      .select(['key', 'value'])
      .where('key', 'like', 'rows.%')
      .orderBy('value')
      .execute();
    expect(stored).toEqual([
      { key: 'rows.one', value: 'a' },
      { key: 'rows.two', value: 'b' },
      { key: 'rows.three', value: 'c' },
      { key: 'rows.four', value: 'd' },
      { key: 'rows.five', value: 'e' },
      { key: 'rows.six', value: 'f' },
    ]);
  });
});
