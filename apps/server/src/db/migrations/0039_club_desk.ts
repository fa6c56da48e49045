// The club in the desk (docs/desk.md, Klub): a join request may carry the e-mail the shopper gave, so
// it can be matched to an account by e-mail as well as by phone; and the renewal reminders, one row
// per membership and reminder (14 or 3 days before the end), unique, written in the same transaction
// as the reminder's outbox row, so several processes or a retried pass never send one twice.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_members').addColumn('email', 'varchar(320)').execute();
  // The reminder pass looks for memberships ending soon; the join list for requests by phone.
  await db.schema.createIndex('club_members_expires_idx').on('club_members').column('expires_at').execute();
  await db.schema.createIndex('club_members_phone_idx').on('club_members').column('phone').execute();

  await withIdColumn(db, db.schema.createTable('club_reminders'))
    .addColumn('membership_id', 'integer', (c) => c.notNull().references('club_members.id').onDelete('cascade'))
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('outbox_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('club_reminders_once_idx')
    .on('club_reminders')
    .columns(['membership_id', 'days_before'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('club_reminders').execute();
  await db.schema.dropIndex('club_members_phone_idx').execute();
  await db.schema.dropIndex('club_members_expires_idx').execute();
  await db.schema.alterTable('club_members').dropColumn('email').execute();
}
