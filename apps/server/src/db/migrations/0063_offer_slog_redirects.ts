// An offer's former addresses (docs/desk.md "The catalog"): when the editor or a catalog file changes
// an offer's `slog`, its old address keeps answering — a 301 to the new one — so shared links, bookmarks
// and search engines' copies never break. An address taken again by an offer is that offer's.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offer_slog_redirects')
    .addColumn('old_slog', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_slog_redirects').execute();
}
