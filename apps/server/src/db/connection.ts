// Opens the database: an embedded SQLite file under DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Migrations are applied by the caller (see migrate.ts).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema/index.ts';
import type { DbKind } from './dialect.ts';
import { cachingStatements } from './statement-cache.ts';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
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
  const sqlite = new SQLite(file);
  // WAL lets the operator CLI read and write while the server runs; FULL makes every
  // acknowledged commit durable across a power cut or kill -9.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, schema: string | undefined, poolSize = 10): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
