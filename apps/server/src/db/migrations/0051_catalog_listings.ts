// The catalog run by the team (docs/decisions/057-the-catalog-as-channel-listings.md): per offer and
// country a listing status (draft | published | hidden | unavailable), the offer's ingredients and
// label facts as data, and a version number the desk's editor checks so a second save cannot
// overwrite a first one silently. Offers already in the catalog are published wherever they have a price.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offer_listings')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) =>
      c.notNull().check(sql`status in ('draft', 'published', 'hidden', 'unavailable')`),
    )
    .addPrimaryKeyConstraint('offer_listings_pk', ['offer_id', 'country'])
    .execute();
  await sql`insert into offer_listings (offer_id, country, status) select offer_id, country, 'published' from offer_prices`.execute(
    db,
  );
  // JSON: { dailyDose, packSize, rows: [{ name, detail?, amount, nrv? }] }; null for a bundle (its products carry theirs).
  await db.schema.alterTable('offers').addColumn('ingredients', 'text').execute();
  await db.schema
    .alterTable('offers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('version').execute();
  await db.schema.alterTable('offers').dropColumn('ingredients').execute();
  await db.schema.dropTable('offer_listings').execute();
}
