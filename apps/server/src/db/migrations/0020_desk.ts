// The desk (docs/desk.md): staff accounts apart from shoppers, their sessions, one-time invitation
// links, hashed recovery codes, and the audit log every desk and CLI write adds a row to.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('staff'))
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('email_key', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    // Null until the person enrols through the invitation link.
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'varchar(64)')
    // The last accepted code's time step: a code is accepted once (no replay within its 30 s).
    .addColumn('totp_last_step', 'integer')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('codes_locked_until', ts)
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_sign_in_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('staff_sessions'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    // 'password': e-mail and password passed, the code still to come (5 minutes); 'full': signed in.
    .addColumn('stage', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await withIdColumn(db, db.schema.createTable('staff_invitations'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    // The TOTP key offered on the enrolment screen, kept so a reload shows the same key.
    .addColumn('pending_totp_secret', 'varchar(64)')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('staff_invitations_staff_idx').on('staff_invitations').column('staff_id').execute();

  await withIdColumn(db, db.schema.createTable('staff_recovery_codes'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_staff_idx')
    .on('staff_recovery_codes')
    .columns(['staff_id', 'code_hash'])
    .execute();

  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('at', ts, (c) => c.notNull())
    // Null for the operator CLI; no foreign key: the log outlives whatever it names.
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(440)', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('subject', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('audit_log_staff_idx').on('audit_log').columns(['staff_id', 'id']).execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject', 'subject_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();

  // The order a message was about, so the desk's order view lists what the shopper was sent.
  await db.schema.alterTable('outbox').addColumn('order_id', 'integer').execute();
  await db.schema.createIndex('outbox_order_idx').on('outbox').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_order_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('order_id').execute();
  for (const table of ['audit_log', 'staff_recovery_codes', 'staff_invitations', 'staff_sessions', 'staff']) {
    await db.schema.dropTable(table).execute();
  }
}
