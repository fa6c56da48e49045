// Upsells and downsells apart (docs/desk.md, "The numbers"): what a call took off an order (a product
// removed, a quantity lowered) is kept beside what it added, on the lead while the call changes it and
// on the confirming call, so the numbers never net one against the other. Rows written before kept the
// net figure: a negative one is moved over as the call's downsell. The agents' covering index holds it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('call_leads')
    .addColumn('removed_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('call_outcomes')
    .addColumn('removed_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update call_leads set removed_minor = -added_minor, added_minor = 0 where added_minor < 0`.execute(db);
  await sql`update call_outcomes set removed_minor = -added_minor, added_minor = 0 where added_minor < 0`.execute(db);
  await db.schema
    .createIndex('call_outcomes_agents_idx')
    .on('call_outcomes')
    .columns(['at', 'staff_id', 'country', 'outcome', 'order_id', 'added_minor', 'removed_minor'])
    .execute();
  await db.schema.dropIndex('call_outcomes_numbers_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('call_outcomes_numbers_idx')
    .on('call_outcomes')
    .columns(['at', 'staff_id', 'country', 'outcome', 'order_id', 'added_minor'])
    .execute();
  await db.schema.dropIndex('call_outcomes_agents_idx').execute();
  await sql`update call_outcomes set added_minor = added_minor - removed_minor`.execute(db);
  await sql`update call_leads set added_minor = added_minor - removed_minor`.execute(db);
  await db.schema.alterTable('call_outcomes').dropColumn('removed_minor').execute();
  await db.schema.alterTable('call_leads').dropColumn('removed_minor').execute();
}
