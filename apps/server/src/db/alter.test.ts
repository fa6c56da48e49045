// dropNotNull on each database: rows, child rows (ON DELETE CASCADE), indexes, unique constraints
// and the autoincrement counter all survive; the column then takes NULL. And the migrated orders table.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropNotNull } from './alter.ts';
import { withIdColumn } from './dialect.ts';
import { createTestDb, testDbKinds, type TestDb } from './testing.ts';

describe.each(testDbKinds)('dropNotNull on %s', (kind) => {
  let t: TestDb;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- scratch tables outside the app's schema
  let db: Kysely<any>;
  beforeAll(async () => {
    t = await createTestDb(kind);
    db = t.handle.db;
    await withIdColumn(db, db.schema.createTable('parent_x'))
      .addColumn('owner', 'integer', (c) => c.notNull())
      .addColumn('key', 'varchar(20)')
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('parent_x_owner_key', ['owner', 'key'])
      .execute();
    await db.schema.createIndex('parent_x_owner_idx').on('parent_x').columns(['owner', 'id']).execute();
    await withIdColumn(db, db.schema.createTable('child_x'))
      .addColumn('parent_id', 'integer', (c) => c.notNull().references('parent_x.id').onDelete('cascade'))
      .execute();
    for (let i = 1; i <= 3; i++) {
      await db
        .insertInto('parent_x')
        .values({ owner: i, key: `k${i}`, note: `n${i}` })
        .execute();
      await db.insertInto('child_x').values({ parent_id: i }).execute();
    }
    await db.deleteFrom('child_x').where('parent_id', '=', 3).execute();
    await db.deleteFrom('parent_x').where('id', '=', 3).execute(); // the counter is now past 3
  });
  afterAll(async () => t.destroy());

  it('keeps every row, child row, index and constraint, and then takes NULL', async () => {
    await dropNotNull(db, 'parent_x', 'owner');
    expect(await db.selectFrom('parent_x').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, owner: 1, key: 'k1', note: 'n1' },
      { id: 2, owner: 2, key: 'k2', note: 'n2' },
    ]);
    expect(await db.selectFrom('child_x').select('parent_id').orderBy('id').execute()).toEqual([
      { parent_id: 1 },
      { parent_id: 2 },
    ]);

    await db.updateTable('parent_x').set({ owner: null }).where('id', '=', 1).execute();
    const added = await db
      .insertInto('parent_x')
      .values({ owner: null, key: 'k1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(4); // the autoincrement counter survived the rebuild
    await expect(db.insertInto('parent_x').values({ owner: 2, key: 'k2' }).execute()).rejects.toThrow();
    await expect(db.insertInto('child_x').values({ parent_id: 999 }).execute()).rejects.toThrow();
    await db.deleteFrom('parent_x').where('id', '=', 2).execute();
    expect(await db.selectFrom('child_x').select('parent_id').execute()).toEqual([{ parent_id: 1 }]); // the cascade still holds
    if (kind === 'sqlite') {
      const indexes = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'index' and tbl_name = 'parent_x'`.execute(db);
      expect(indexes.rows.map((r) => r.name)).toContain('parent_x_owner_idx');
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
    }
  });

  it('refuses on SQLite a column that is not NOT NULL (PostgreSQL has nothing to do)', async () => {
    if (kind === 'sqlite') await expect(dropNotNull(db, 'parent_x', 'key')).rejects.toThrow(/not a NOT NULL column/);
    else await expect(dropNotNull(db, 'parent_x', 'key')).resolves.toBeUndefined();
  });

  it('leaves the migrated orders able to lose their user, still tied to their lines', async () => {
    const cols =
      kind === 'sqlite'
        ? (await sql<{ name: string; notnull: number }>`pragma table_info(orders)`.execute(db)).rows
        : (
            await sql<{
              name: string;
              notnull: boolean;
            }>`select column_name as name, is_nullable = 'NO' as notnull from information_schema.columns where table_name = 'orders' and table_schema = current_schema()`.execute(
              db,
            )
          ).rows;
    expect(Boolean(cols.find((c) => c.name === 'user_id')?.notnull)).toBe(false);
    expect(Boolean(cols.find((c) => c.name === 'lead_id')?.notnull)).toBe(true);
  });
});
