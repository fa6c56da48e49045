// Why a refused or returned parcel came back, and what its two courier trips cost (docs/desk.md,
// dispatch and "The numbers"): kept on the order when the outcome is recorded, so the numbers count
// returns by reason and their cost without reading the order's history (decision 039).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('return_reason', 'varchar(16)', (c) =>
      c.check(sql`return_reason in ('refusedAtDoor', 'notFound', 'damaged', 'withdrawal')`),
    )
    .execute();
  // The courier's fee out and back (country table) for a parcel that came back; null for every other order.
  await db.schema.alterTable('orders').addColumn('return_cost_minor', 'integer').execute();
  // The numbers' returns read only the parcels that came back, from this index alone.
  await db.schema
    .createIndex('orders_returns_idx')
    .on('orders')
    .columns(['status', 'created_at', 'country', 'reached_stage', 'return_reason', 'return_cost_minor'])
    .execute();
  // The returns by product join the shipped orders' lines: the line's offer and name from the index, not the table.
  await db.schema
    .createIndex('order_lines_offer_idx')
    .on('order_lines')
    .columns(['order_id', 'offer_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_lines_offer_idx').execute();
  await db.schema.dropIndex('orders_returns_idx').execute();
  await db.schema.alterTable('orders').dropColumn('return_cost_minor').execute();
  await db.schema.alterTable('orders').dropColumn('return_reason').execute();
}
