// The desk's review moderation (docs/desk.md, "Review moderation"): a photo a moderator left out when
// publishing its review (a face, an address) is marked, and is then never served to shoppers; and a
// review remembers the shop country it was written in, so the published list can be read per country.
// Older reviews take the country of their author's latest order (the best guess there is); seeded
// samples and authors without an order stay without one.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_images').addColumn('left_out_at', 'varchar(32)').execute();
  await db.schema.alterTable('reviews').addColumn('country', 'varchar(2)').execute();
  await sql`update reviews set country = (
      select o.country from orders o where o.user_id = reviews.user_id order by o.created_at desc, o.id desc limit 1
    ) where user_id is not null`.execute(db);
  // The published list per country, newest first, a page at a time.
  await db.schema.createIndex('reviews_desk_country').on('reviews').columns(['is_approved', 'country', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reviews_desk_country').execute();
  await db.schema.alterTable('reviews').dropColumn('country').execute();
  await db.schema.alterTable('review_images').dropColumn('left_out_at').execute();
}
