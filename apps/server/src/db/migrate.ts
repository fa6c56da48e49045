import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { dialectOf } from './dialect.ts';
import { migrations } from './migrations/index.ts';

/** Applies every pending migration; throws with the failing migration's name on error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await migrateWith(db, migrations);
}

/**
 * Applies the pending ones of a set of migrations (the current set, or an earlier commit's in the
 * upgrade test, db/upgrade.test.ts). Kysely refuses a database whose executed migrations are not the
 * first ones of the set by name: see the migration rule in docs/architecture.md §3.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateWith(db: Kysely<any>, set: Record<string, Migration>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => set };
  // On PostgreSQL the migrator looks for its tables in ANY schema unless told which: with several
  // schemas in one database (parallel test suites, one each) it would find another's and skip its own.
  const schema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
