// The call's flow and its history on screen (docs/desk.md, "The call queue"):
// - call_leads.dialed_at: when the agent last pressed the phone link on the lead (cleared by the outcome);
//   call_outcomes.dialed_at keeps it on the call it led to, so a call's length (dialled → saved) and the
//   calls per hour can be measured.
// - order_notes: free notes any agent adds to an order, shown on the call screen and the order view.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('call_leads').addColumn('dialed_at', ts).execute();
  await db.schema.alterTable('call_outcomes').addColumn('dialed_at', ts).execute();
  await withIdColumn(db, db.schema.createTable('order_notes'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order_idx').on('order_notes').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_notes').execute();
  await db.schema.alterTable('call_outcomes').dropColumn('dialed_at').execute();
  await db.schema.alterTable('call_leads').dropColumn('dialed_at').execute();
}
