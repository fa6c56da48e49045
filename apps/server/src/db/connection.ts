// Opens the database: an embedded SQLite file under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Migrations are applied by the caller (see migrate.ts).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema/index.ts';
import type { DbKind } from './dialect.ts';
import { GroupCommitSqliteDialect } from './group-commit.ts';
import { addSqliteFunctions } from './sqlite-functions.ts';
import { preparingPool } from './prepared-statements.ts';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The SQLite file (for a reader on another thread); absent on PostgreSQL. */
  file?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema (search_path); tests give each suite its own. */
  databaseSchema?: string;
  /** SQLite file name under dataDir. */
  sqliteFile?: string;
  poolSize?: number;
}

export function openDatabase(options: DbOptions): DbHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databaseSchema, options.poolSize);
  return openSqlite(path.join(options.dataDir, options.sqliteFile ?? 'zdravo.sqlite'));
}

function openSqlite(file: string): DbHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = new SQLite(file);
  // WAL lets the operator CLI (and this process's reading connection) read while the server
  // writes; FULL makes every acknowledged commit durable across a power cut or kill -9.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  const reader = new SQLite(file);
  reader.pragma('busy_timeout = 5000');
  // The reader serves the desk's reports as well as pages: a page cache of 64 MiB (16 by default) holds
  // the indexes one numbers report walks (100,000 orders: ~30 MiB), which otherwise cycle through the
  // OS's cache page by page on every report (321 → 204 ms, docs/decisions/039).
  reader.pragma('cache_size = -65536');
  for (const connection of [writer, reader]) addSqliteFunctions(connection);
  const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(writer, reader) });
  return { db, kind: 'sqlite', file, close: () => db.destroy() };
}

function openPostgres(url: string, schema: string | undefined, poolSize = 10): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
