// Scheduled prices (docs/decisions/063-scheduled-prices-at-read-time.md): per offer and country a
// price that applies from `starts_at` until `ends_at` (or for good), computed when the catalog, a
// quote or an order is read — no job, so every process applies it on time. The catalog's own price
// (offer_prices) is what comes back after it. At most one schedule of an offer and country at any time.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('offer_price_schedules'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('new_minor', 'integer', (c) => c.notNull())
    .addColumn('old_minor', 'integer', (c) => c.notNull())
    .addColumn('starts_at', ts, (c) => c.notNull())
    .addColumn('ends_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('created_by', 'varchar(440)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_price_schedules_country_idx')
    .on('offer_price_schedules')
    .columns(['country', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('offer_price_schedules_offer_idx')
    .on('offer_price_schedules')
    .columns(['offer_id', 'country'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_price_schedules').execute();
}
