// An online copy of the embedded SQLite database, consistent to one moment, taken while the shop
// serves: `VACUUM INTO` reads one snapshot (WAL mode lets writers go on meanwhile) and writes a
// compact, self-contained file. PostgreSQL is copied with its own tools (pg_dump / pg_restore).
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema/index.ts';
import { dialectOf } from './dialect.ts';

export class BackupError extends Error {}

/** Writes the copy to `file` (which must not exist yet) and answers its size in bytes. */
export async function backupSqlite(db: Kysely<Database>, file: string): Promise<number> {
  if (dialectOf(db) !== 'sqlite') {
    throw new BackupError('This shop runs on PostgreSQL: back it up with pg_dump (see docs/operations.md).');
  }
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already; choose a new file name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sql`VACUUM INTO ${target}`.execute(db);
  return fs.statSync(target).size;
}
