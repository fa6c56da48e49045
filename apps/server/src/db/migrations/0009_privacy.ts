// Privacy: the consent records kept as proof of each choice, and orders that outlive their
// account (docs/decisions/011-privacy-and-measurement.md): a deleted account's orders stay for
// the bookkeeping, anonymised and no longer linked to any user.
import type { Kysely } from 'kysely';
import { dropNotNull } from '../alter.ts';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('consent_records'))
    // The browser's anonymous id (random, 32 hex digits): the same browser's later choices share it.
    .addColumn('consent_id', 'varchar(32)', (c) => c.notNull())
    // Set when the choice was made while logged in; cleared (not deleted) when the account is deleted.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('analytics', 'integer', (c) => c.notNull())
    .addColumn('marketing', 'integer', (c) => c.notNull())
    .addColumn('policy_version', 'integer', (c) => c.notNull())
    .addColumn('choice', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consent_records_consent_idx')
    .on('consent_records')
    .columns(['consent_id', 'id'])
    .execute();
  await db.schema.createIndex('consent_records_user_idx').on('consent_records').column('user_id').execute();
  // Records are deleted by age (CONSENT_RECORD_RETENTION_DAYS).
  await db.schema.createIndex('consent_records_created_idx').on('consent_records').column('created_at').execute();

  await dropNotNull(db, 'orders', 'user_id');
}

// Orders without a user cannot get one back, so user_id stays nullable.
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consent_records').execute();
}
