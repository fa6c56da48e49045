// An order's history: one row per change a shopper should know about (received, confirmed, shipped
// with its courier and number, delivered, withdrawn, cancelled, refused, returned). /track and the
// account read it; orders/events.ts recordOrderEvent is the one writer. Orders placed before this
// migration get their 'received' line and, when they moved on, one line for where they are now.
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // An OrderStatus (contract): the status the order moved to.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // When it happened (an operator may date a delivery); the line is sorted by it.
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('courier', 'varchar(64)')
    .addColumn('tracking_number', 'varchar(64)')
    // Who wrote the line ('shop', 'cli', a staff member's name): for the team, never shown to shoppers.
    .addColumn('source', 'varchar(64)', (c) => c.notNull().defaultTo('shop'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  await sql`insert into order_events (order_id, kind, at, source, created_at)
    select id, 'received', created_at, 'migration', created_at from orders`.execute(db);
  await sql`insert into order_events (order_id, kind, at, source, created_at)
    select id, status,
      case when status = 'delivered' and delivered_at is not null then delivered_at
           when status = 'withdrawn' and withdrawn_at is not null then withdrawn_at
           else updated_at end,
      'migration', updated_at
    from orders where status <> 'received'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
}
