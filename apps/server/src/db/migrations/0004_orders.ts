// Orders and their lines (prices copied at order time), and the lead & CRM service's tables:
// leads, shipment events, subscribers, and club members (its per-IP limits use the accounts' rate_limits table).
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('subtotal_minor', 'integer', (c) => c.notNull())
    .addColumn('delivery_minor', 'integer', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .addColumn('club_discount_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'varchar(100)')
    .addColumn('lead_id', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('lead_forwarded_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    // The idempotency guarantee lives in the database, so it holds across processes and races.
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  // A shopper's history, newest first.
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
  // The outbox check for leads not yet forwarded (a handful at most).
  await db.schema.createIndex('orders_unforwarded_idx').on('orders').column('lead_forwarded_at').execute();

  await withIdColumn(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // No cascade: an offer that was ever ordered stays (retire it from the catalog instead).
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_old_minor', 'integer', (c) => c.notNull())
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
    .addColumn('line_total_minor', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await withIdColumn(db, db.schema.createTable('leads'))
    .addColumn('lead_id', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('total_minor', 'integer', (c) => c.notNull())
    .addColumn('articles', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('shipment_events'))
    .addColumn('lead_id', 'varchar(16)', (c) => c.notNull().references('leads.lead_id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipment_events_lead_idx').on('shipment_events').columns(['lead_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('subscribers'))
    .addColumn('email', 'varchar(320)')
    .addColumn('first_last_name', 'varchar(200)')
    .addColumn('mailing_group', 'varchar(100)')
    .addColumn('phone', 'varchar(32)')
    .addColumn('offer_ref', 'varchar(64)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('club_members'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_last_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('club_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('expires_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_members_user_idx').on('club_members').columns(['user_id', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['club_members', 'subscribers', 'shipment_events', 'leads', 'order_lines', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
