// The managers' numbers (docs/desk.md, "The numbers") read from indexes that hold what they count:
// orders by the time they were placed (the funnel and the money), leads by the time of their order (the
// call promise), call outcomes by their time (the agents). And what the calls added to each order
// (call_leads.added_minor, kept by the call's changes; orders changed on a call before this migration
// count as adding nothing).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['created_at', 'country', 'status', 'total_minor'])
    .execute();
  await db.schema
    .createIndex('call_leads_created_idx')
    .on('call_leads')
    .columns(['created_at', 'country', 'due_at', 'first_called_at', 'closed_at'])
    .execute();
  await db.schema
    .createIndex('call_outcomes_at_idx')
    .on('call_outcomes')
    .columns(['at', 'staff_id', 'outcome', 'order_id'])
    .execute();
  await db.schema
    .alterTable('call_leads')
    .addColumn('added_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('call_leads').dropColumn('added_minor').execute();
  await db.schema.dropIndex('call_outcomes_at_idx').execute();
  await db.schema.dropIndex('call_leads_created_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
}
