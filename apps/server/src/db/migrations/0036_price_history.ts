// Every price an offer had in a country and since when (docs/decisions/023-honest-price-reductions.md):
// the seed's start and every `offers:price` change. In HR an announced reduction is measured from the
// lowest of the 30 days before it; the other countries keep their history too. Prices already in the
// catalog start at their offer's creation.
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('offer_price_history'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('new_minor', 'integer', (c) => c.notNull())
    .addColumn('old_minor', 'integer', (c) => c.notNull())
    // From this moment on the offer cost new_minor there (ISO-8601 UTC).
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    // 'seed', 'cli', 'migration': for the operator, never shown.
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_price_history_offer_idx')
    .on('offer_price_history')
    .columns(['country', 'offer_id', 'at'])
    .execute();
  await sql`insert into offer_price_history (offer_id, country, new_minor, old_minor, at, source)
    select p.offer_id, p.country, p.new_minor, p.old_minor, o.created_at, 'migration'
    from offer_prices p join offers o on o.id = p.offer_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_price_history').execute();
}
