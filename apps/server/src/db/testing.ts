// Test helper: a fresh, migrated database of each kind — SQLite always, PostgreSQL too when
// DATABASE_URL is set (CI sets it). Real databases, never mocks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import type { DbKind } from './dialect.ts';

type Migrate = (db: DbHandle['db']) => Promise<void>;

export const testDbKinds: DbKind[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  kind: DbKind;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  handle: DbHandle;
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/**
 * Creates an empty, migrated database; for PostgreSQL a schema of its own. `migrate` may apply
 * another set than the current one (an earlier commit's, in the upgrade test).
 */
export async function createTestDb(kind: DbKind, migrate: Migrate = migrateToLatest): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zdravo-test-'));
  const databaseUrl = kind === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (kind === 'postgres' && !databaseUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema && databaseUrl) await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  let handle = openDatabase({ dataDir, databaseUrl, databaseSchema: schema });
  try {
    await migrate(handle.db);
  } catch (error) {
    // Seen once on a PostgreSQL shared by several parallel test runs: the new schema was not yet
    // visible to the pool's first connection. One fresh try with the schema made sure of.
    if (!schema || !databaseUrl || !/does not exist/.test(String(error))) throw error;
    await handle.close();
    await adminQuery(databaseUrl, `CREATE SCHEMA IF NOT EXISTS ${schema}`);
    handle = openDatabase({ dataDir, databaseUrl, databaseSchema: schema });
    await migrate(handle.db);
  }
  return {
    kind,
    dataDir,
    databaseUrl,
    databaseSchema: schema,
    handle,
    async destroy() {
      await handle.close();
      if (schema && databaseUrl) await adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
