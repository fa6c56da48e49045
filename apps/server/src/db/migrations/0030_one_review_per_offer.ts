// One review per shopper and offer while it is published or waiting (docs/decisions/015): the
// database decides, so neither a batch of calls nor parallel requests can store a second one. Reviews
// already doubled (a batch could store twenty) keep the first and reject the rest, so the index can be
// built. Seeded sample reviews have no author (NULL), and NULLs never collide in a unique index.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update reviews set is_approved = 0, rejected_at = ${new Date().toISOString()}, reject_reason = 'a second review of the same offer'
    where rejected_at is null and user_id is not null and exists (
      select 1 from reviews earlier
      where earlier.user_id = reviews.user_id and earlier.offer_id = reviews.offer_id
        and earlier.rejected_at is null and earlier.id < reviews.id
    )`.execute(db);
  await sql`create unique index reviews_one_per_offer on reviews (user_id, offer_id) where rejected_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reviews_one_per_offer').execute();
}
