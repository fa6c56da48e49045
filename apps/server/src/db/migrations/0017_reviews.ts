// Reviews written by shoppers (docs/decisions/015-reviews-and-review-photos.md): uploaded photos kept
// in the database (re-encoded bytes of the full size and the thumbnail, so every server process serves
// them and they survive restarts), moderation (rejection, the shop's reply), reviews with photos marked
// for the 'files' sort, the indexes the paginated list walks (each sort's key, the id as the last
// tie-breaker), and which orders were already invited to review.
import { sql, type Kysely } from 'kysely';
import { bytesType, withIdColumn } from '../dialect.ts';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('review_images'))
    // The public name: 128 random bits, base64url. URLs are /media/reviews/<name>.webp and <name>-t.webp.
    .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('review_id', 'integer', (c) => c.references('reviews.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(16)', (c) => c.notNull())
    .addColumn('image_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('full_bytes', bytesType(db), (c) => c.notNull())
    .addColumn('thumb_bytes', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_images_user_idx')
    .on('review_images')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('review_images_review_idx').on('review_images').column('review_id').execute();
  // The clean-up of images never attached reads unattached ones by age.
  await db.schema
    .createIndex('review_images_unattached_idx')
    .on('review_images')
    .columns(['review_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('reviews')
    .addColumn('has_files', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('reviews').addColumn('reply', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('reply_at', ts).execute();
  await db.schema.alterTable('reviews').addColumn('rejected_at', ts).execute();
  await db.schema.alterTable('reviews').addColumn('reject_reason', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('approved_at', ts).execute();
  await sql`update reviews set has_files = 1 where attachments <> '[]'`.execute(db);

  // One index per sort key; each ends in id so ties have one order and pages never overlap or skip.
  await db.schema
    .createIndex('reviews_list_created')
    .on('reviews')
    .columns(['offer_id', 'is_approved', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reviews_list_rating')
    .on('reviews')
    .columns(['offer_id', 'is_approved', 'rating', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reviews_list_files')
    .on('reviews')
    .columns(['offer_id', 'is_approved', 'has_files', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('reviews_user_offer').on('reviews').columns(['user_id', 'offer_id']).execute();
  // Moderation reads the queue oldest first.
  await db.schema.createIndex('reviews_pending').on('reviews').columns(['is_approved', 'created_at']).execute();

  // The review request is sent once per order.
  await db.schema.alterTable('orders').addColumn('review_requested_at', ts).execute();
  await db.schema.createIndex('orders_delivered_idx').on('orders').columns(['status', 'delivered_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_images').execute();
}
