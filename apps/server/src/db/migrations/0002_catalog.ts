// Catalog: offers, texts per spelling variant, prices per country (minor units), bundles, reviews.
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('offers'))
    .addColumn('slog', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('group_slug', 'varchar(60)', (c) => c.notNull())
    .addColumn('scalelead_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('stock_days', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('ingredients_image', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('offer_texts')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('variant', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('sub_heading', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('how_to_use', 'text', (c) => c.notNull())
    .addColumn('advantages', 'text', (c) => c.notNull())
    .addColumn('benefits', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_texts_pk', ['offer_id', 'variant'])
    .execute();

  await db.schema
    .createTable('offer_prices')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('old_minor', 'integer', (c) => c.notNull())
    .addColumn('new_minor', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_prices_pk', ['offer_id', 'country'])
    .execute();

  await db.schema
    .createTable('offer_children')
    .addColumn('bundle_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('child_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_children_pk', ['bundle_id', 'child_id'])
    .execute();

  // user_id has no foreign key here: the users table belongs to a later migration (accounts).
  await withIdColumn(db, db.schema.createTable('reviews'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer')
    // The author's name as shown (_User of docs/product.md §3) for reviews without a user row (the seeded samples).
    .addColumn('author_first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('author_last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('review_head', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The aggregate (count, sum per offer over approved reviews) and the offer page's list read by these.
  await db.schema
    .createIndex('reviews_offer_approved')
    .on('reviews')
    .columns(['offer_id', 'is_approved', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reviews', 'offer_children', 'offer_prices', 'offer_texts', 'offers']) {
    await db.schema.dropTable(table).execute();
  }
}
