// Group commit on SQLite: transactions that come together share one COMMIT, none is acknowledged
// before its rows are committed (an independent connection sees them), one member's failure costs
// only its own writes, and reads outside a transaction never see a batch that is not committed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './connection.ts';

interface Schema {
  notes: { id: Generated<number>; body: string };
  parents: { id: number };
  children: { id: number; parent_id: number };
}

describe('group commit (SQLite)', () => {
  let dir: string;
  let handle: DbHandle;
  let db: Kysely<Schema>;
  /** Another connection to the same file: sees only what is committed. */
  let outsider: SQLite.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-group-commit-'));
    handle = openDatabase({ dataDir: dir, databaseUrl: undefined });
    db = handle.db as unknown as Kysely<Schema>;
    await sql`create table notes (id integer primary key, body text not null unique)`.execute(db);
    await sql`create table parents (id integer primary key)`.execute(db);
    await sql`create table children (id integer primary key, parent_id integer not null references parents (id) deferrable initially deferred)`.execute(
      db,
    );
    outsider = new SQLite(path.join(dir, 'zdravo.sqlite'), { readonly: true });
  });

  afterEach(async () => {
    outsider.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const committed = (): string[] => outsider.prepare('select body from notes order by id').pluck().all() as string[];
  const note = (body: string) => db.transaction().execute((trx) => trx.insertInto('notes').values({ body }).execute());

  it('acknowledges ten transactions that came together only when all ten are committed', async () => {
    const seenAtEachAnswer: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => note(`n${i}`).then(() => seenAtEachAnswer.push(committed().length))),
    );
    // One COMMIT for all: at the first answer every row is already on disk.
    expect(seenAtEachAnswer).toEqual(Array(10).fill(10));
  });

  it('loses only the failing member: the others in the batch commit', async () => {
    const results = await Promise.allSettled([
      note('first'),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ body: 'doomed' }).execute();
        throw new Error('changed my mind');
      }),
      note('first'), // unique body: fails inside the batch
      note('third'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(['first', 'third']);
  });

  it('reads outside a transaction see only committed rows; inside, the batch so far', async () => {
    let outside: unknown[] = [];
    let inside: unknown[] = [];
    await Promise.all([
      note('uncommitted yet'),
      db.transaction().execute(async (trx) => {
        outside = await db.selectFrom('notes').select('body').execute();
        inside = await trx.selectFrom('notes').select('body').execute();
      }),
    ]);
    expect(outside).toEqual([]);
    expect(inside).toEqual([{ body: 'uncommitted yet' }]);
    expect(await db.selectFrom('notes').select('body').execute()).toEqual([{ body: 'uncommitted yet' }]);
  });

  it('a write outside a transaction is committed when it answers', async () => {
    await db.insertInto('notes').values({ body: 'plain' }).execute();
    expect(committed()).toEqual(['plain']);
  });

  it('a COMMIT that fails fails every member of its batch, and the next transaction works', async () => {
    const results = await Promise.allSettled([
      note('innocent'),
      // A deferred foreign key is checked at COMMIT: the whole batch's COMMIT fails.
      db.transaction().execute((trx) => trx.insertInto('children').values({ id: 1, parent_id: 99 }).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committed()).toEqual([]);
    await note('after');
    expect(committed()).toEqual(['after']);
  });

  it('refuses raw transaction control outside db.transaction()', async () => {
    await expect(sql`begin`.execute(db)).rejects.toThrow(/db\.transaction\(\)/);
  });

  it('keeps synchronous=FULL on the connection that writes', async () => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(rows[0]?.synchronous).toBe(2);
  });
});
