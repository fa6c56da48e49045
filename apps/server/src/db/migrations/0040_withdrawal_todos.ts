// The team's to-do after a withdrawal (docs/desk.md, "Withdrawals"): stop the parcel, take the
// return, refund the price or the club fee. Marked done on the desk with the day it was done, who
// marked it and a note; the open ones are read newest first, so a partial index holds exactly them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    // The day it was done on the shop's clock (YYYY-MM-DD), as the person says.
    ['done_on', 'varchar(10)'],
    // When it was marked, and by whom ("Name <e-mail>", as the audit log writes it).
    ['done_at', 'varchar(32)'],
    ['done_by', 'varchar(440)'],
    ['done_note', 'varchar(300)'],
  ] as const) {
    await db.schema.alterTable('withdrawals').addColumn(column, type).execute();
  }
  await db.schema
    .createIndex('withdrawals_open_idx')
    .on('withdrawals')
    .column('id')
    .where(sql.ref('done_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('withdrawals_open_idx').execute();
  for (const column of ['done_note', 'done_by', 'done_at', 'done_on'])
    await db.schema.alterTable('withdrawals').dropColumn(column).execute();
}
