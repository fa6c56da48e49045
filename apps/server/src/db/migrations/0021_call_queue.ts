// The call queue (docs/desk.md): one row per order to be phoned (call_leads), every call's outcome
// (call_outcomes), the delivery address taken on the call (order_addresses), and the numbers managers
// block (blocked_phones). Orders still 'received' when this runs join the queue, due an hour after
// they were placed.
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_leads')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    // When the first call was promised (60 minutes of call hours after the order): the promise kept or not.
    .addColumn('due_at', ts, (c) => c.notNull())
    // When to call now: the due time, a retry after no answer, or the time the shopper asked for.
    .addColumn('next_call_at', ts, (c) => c.notNull())
    .addColumn('no_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('held_by', 'integer')
    .addColumn('held_until', ts)
    .addColumn('first_called_at', ts)
    // Set when the lead leaves the queue (confirmed, cancelled…); the row stays for the numbers.
    .addColumn('closed_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // The open leads in call order, and only those: the queue's first page is read straight off it.
  await db.schema
    .createIndex('call_leads_open_idx')
    .on('call_leads')
    .columns(['next_call_at', 'order_id'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  // The queue's risk flags look orders up by phone (another open order, earlier refusals).
  await db.schema.createIndex('orders_phone_idx').on('orders').columns(['phone', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('call_outcomes'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    // What the outcome carries (the reason, the time asked for, the other order), as JSON.
    .addColumn('data_json', 'text')
    .addColumn('at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('call_outcomes_order_idx').on('call_outcomes').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('call_outcomes_staff_idx').on('call_outcomes').columns(['staff_id', 'at']).execute();

  await db.schema
    .createTable('order_addresses')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('street', 'varchar(200)', (c) => c.notNull())
    .addColumn('postal_code', 'varchar(5)', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blocked_phones')
    .addColumn('phone', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('note', 'varchar(200)')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  // Orders waiting for their call when the queue arrives: due an hour after they were placed.
  const waiting = await sql<{
    id: number;
    country: string;
    created_at: string;
  }>`select id, country, created_at from orders where status = 'received'`.execute(db);
  for (const o of waiting.rows) {
    const due = new Date(Date.parse(o.created_at) + 3_600_000).toISOString();
    await sql`insert into call_leads (order_id, country, due_at, next_call_at, no_answers, created_at) values (${o.id}, ${o.country}, ${due}, ${due}, 0, ${o.created_at})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_phone_idx').execute();
  for (const table of ['blocked_phones', 'order_addresses', 'call_outcomes', 'call_leads'])
    await db.schema.dropTable(table).execute();
}
