// Every promised call is in the queue (docs/desk.md, "Every promised call"): a quiz taker who left a
// phone to be called, a club join request, a pick-up for a withdrawn delivered order. One row per
// promise (kind + what it is about, unique), due at the next call hours, worked like an order's lead
// (held, retried, called back, closed with its outcome). Open requests already waiting are added here.
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('call_requests'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // The subscriber, club membership or withdrawal the promise was made on.
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('about', 'varchar(200)', (c) => c.notNull())
    .addColumn('due_at', ts, (c) => c.notNull())
    .addColumn('next_call_at', ts, (c) => c.notNull())
    .addColumn('no_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('held_by', 'integer')
    .addColumn('held_until', ts)
    .addColumn('first_called_at', ts)
    .addColumn('closed_at', ts)
    .addColumn('outcome', 'varchar(20)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('call_requests_subject_unique', ['kind', 'subject_id'])
    .execute();
  // The open requests in call order, and only those (as call_leads_open_idx for the orders' leads).
  await db.schema
    .createIndex('call_requests_open_idx')
    .on('call_requests')
    .columns(['next_call_at', 'id'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_requests').execute();
}
