// The online withdrawal (right of withdrawal, EU Directive 2011/83 Art. 11a): when each order was
// delivered (the 14 days count from it), when it was withdrawn from, the CRM lead's mark, and one
// record per withdrawal holding the statement as the shopper confirmed it. A withdrawal's subject is
// an order or a club membership ('order' | 'club' + its id), withdrawn from at most once.
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivered_at', ts).execute();
  await db.schema.alterTable('orders').addColumn('withdrawn_at', ts).execute();
  // Orders delivered before dates were kept: their last change is when they were marked delivered.
  await sql`update orders set delivered_at = updated_at where status = 'delivered'`.execute(db);
  await db.schema.alterTable('leads').addColumn('withdrawn_at', ts).execute();

  await withIdColumn(db, db.schema.createTable('withdrawals'))
    // Kept when the account is deleted: the record is the seller's proof, and the statement names the person.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    // The order number (or membership reference) the statement names.
    .addColumn('reference', 'varchar(32)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    // JSON: the statement as confirmed (name, reference, items, where the parcel was).
    .addColumn('statement', 'text', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('outbox_id', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    // Once per subject, decided by the database: two racing confirmations make one withdrawal.
    .addUniqueConstraint('withdrawals_subject', ['subject_kind', 'subject_id'])
    .execute();
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.alterTable('leads').dropColumn('withdrawn_at').execute();
  await db.schema.alterTable('orders').dropColumn('withdrawn_at').execute();
  await db.schema.alterTable('orders').dropColumn('delivered_at').execute();
}
