// Club memberships with dates: the first day a membership counts (an operator may activate one
// from a future date, e.g. when the fee is paid ahead) and an operator's cancellation. An order
// gets the club price only within [starts_at, expires_at) of a membership that is not cancelled.
import { sql, type Kysely } from 'kysely';

const ts = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_members').addColumn('starts_at', ts).execute();
  await db.schema.alterTable('club_members').addColumn('cancelled_at', ts).execute();
  // Memberships activated before dates were kept counted from when they were made.
  await sql`update club_members set starts_at = created_at where expires_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_members').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('club_members').dropColumn('starts_at').execute();
}
