// The courier's cash-on-delivery payouts (docs/desk.md, "The courier's money"): one row per imported
// payout statement, one per line of it with the parcel it was matched to (null: a tracking number we do
// not know) and how it compares with what the parcel should have collected; and on the order, the money
// the courier has paid out for it and when it was all there ("paid out").
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('remittances'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('courier', 'varchar(40)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    // The latest payout date of its lines (YYYY-MM-DD): parcels delivered before it should be in it.
    .addColumn('payout_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('collected_minor', 'integer', (c) => c.notNull())
    .addColumn('fee_minor', 'integer', (c) => c.notNull())
    .addColumn('imported_at', ts, (c) => c.notNull())
    .addColumn('imported_by', 'varchar(440)', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('remittance_lines'))
    .addColumn('remittance_id', 'integer', (c) => c.notNull().references('remittances.id'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('tracking_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    // What the parcel should have collected (the order's total), null for an unknown parcel.
    .addColumn('expected_minor', 'integer')
    .addColumn('collected_minor', 'integer', (c) => c.notNull())
    .addColumn('fee_minor', 'integer', (c) => c.notNull())
    .addColumn('payout_on', 'varchar(10)', (c) => c.notNull())
    // 'matched' | 'short' | 'over' | 'unknown' (RemittanceMatch in the contract).
    .addColumn('match', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remittance_lines_remittance_idx')
    .on('remittance_lines')
    .columns(['remittance_id', 'row_no'])
    .execute();
  await db.schema.createIndex('remittance_lines_order_idx').on('remittance_lines').column('order_id').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('remitted_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('paid_out_at', ts).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('paid_out_at').execute();
  await db.schema.alterTable('orders').dropColumn('remitted_minor').execute();
  await db.schema.dropTable('remittance_lines').execute();
  await db.schema.dropTable('remittances').execute();
}
