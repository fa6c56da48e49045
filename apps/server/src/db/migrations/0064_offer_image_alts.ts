// Each picture's alt text per spelling variant (docs/desk.md "The catalog", decision 068): JSON keyed
// by the picture's reference, so reordering the pictures keeps each text with its picture.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('image_alts', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('image_alts').execute();
}
