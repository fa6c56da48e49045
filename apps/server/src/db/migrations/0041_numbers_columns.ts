// The numbers without looking back (docs/desk.md, "The numbers"; decision 039): facts the report
// used to work out row by row, kept on the row when they happen, and indexes that hold them.
// - orders.reached_stage: how far the order's history ever got (0 received, 1 confirmed, 2 shipped,
//   refused or returned, 3 delivered), so the funnel needs no history look-up for a cancelled,
//   withdrawn or returned order. recordOrderEvent keeps it; filled here from the history.
// - call_leads.first_wait_seconds: seconds from the order to its first call, so the median is taken
//   over an integer, not over two parsed timestamps per lead. The first call keeps it; filled here.
// - call_outcomes.country and .added_minor: the order's country, and on the call that confirmed it what
//   the calls added to it (the lead's added_minor then: a closed lead takes no more changes), so the
//   agents' figures read the calls alone, without a lead per call.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

const had = (kinds: string) =>
  sql.raw(`exists (select 1 from order_events e where e.order_id = orders.id and e.kind in (${kinds}))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('reached_stage', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update orders set reached_stage = case
      when status = 'delivered' or ${had("'delivered'")} then 3
      when status in ('shipped', 'refused', 'returned') or ${had("'shipped', 'refused', 'returned'")} then 2
      when status = 'confirmed' or ${had("'confirmed'")} then 1
      else 0 end`.execute(db);
  await db.schema
    .createIndex('orders_numbers_idx')
    .on('orders')
    .columns(['created_at', 'country', 'status', 'total_minor', 'reached_stage'])
    .execute();
  await db.schema.dropIndex('orders_created_idx').execute();

  await db.schema.alterTable('call_leads').addColumn('first_wait_seconds', 'integer').execute();
  const seconds =
    dialectOf(db) === 'postgres'
      ? sql`cast(round(extract(epoch from (cast(first_called_at as timestamptz) - cast(created_at as timestamptz)))) as integer)`
      : sql`cast(round((julianday(first_called_at) - julianday(created_at)) * 86400) as integer)`;
  await sql`update call_leads set first_wait_seconds = ${seconds} where first_called_at is not null`.execute(db);
  await db.schema
    .createIndex('call_leads_numbers_idx')
    .on('call_leads')
    .columns(['created_at', 'country', 'due_at', 'first_called_at', 'closed_at', 'first_wait_seconds'])
    .execute();
  await db.schema.dropIndex('call_leads_created_idx').execute();

  await db.schema.alterTable('call_outcomes').addColumn('country', 'varchar(2)').execute();
  await db.schema
    .alterTable('call_outcomes')
    .addColumn('added_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update call_outcomes set
      country = (select l.country from call_leads l where l.order_id = call_outcomes.order_id),
      added_minor = case when outcome = 'confirmed' then coalesce((select l.added_minor from call_leads l where l.order_id = call_outcomes.order_id), 0) else 0 end`.execute(
    db,
  );
  await db.schema
    .createIndex('call_outcomes_numbers_idx')
    .on('call_outcomes')
    .columns(['at', 'staff_id', 'country', 'outcome', 'order_id', 'added_minor'])
    .execute();
  await db.schema.dropIndex('call_outcomes_at_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('call_outcomes_at_idx')
    .on('call_outcomes')
    .columns(['at', 'staff_id', 'outcome', 'order_id'])
    .execute();
  await db.schema.dropIndex('call_outcomes_numbers_idx').execute();
  await db.schema.alterTable('call_outcomes').dropColumn('added_minor').execute();
  await db.schema.alterTable('call_outcomes').dropColumn('country').execute();
  await db.schema
    .createIndex('call_leads_created_idx')
    .on('call_leads')
    .columns(['created_at', 'country', 'due_at', 'first_called_at', 'closed_at'])
    .execute();
  await db.schema.dropIndex('call_leads_numbers_idx').execute();
  await db.schema.alterTable('call_leads').dropColumn('first_wait_seconds').execute();
  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['created_at', 'country', 'status', 'total_minor'])
    .execute();
  await db.schema.dropIndex('orders_numbers_idx').execute();
  await db.schema.alterTable('orders').dropColumn('reached_stage').execute();
}
