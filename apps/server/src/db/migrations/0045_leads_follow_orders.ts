// The queue follows the order (docs/desk.md, "The call queue"): a lead stays open only while its order
// can still be confirmed. Every status change now closes or reopens the lead in its own transaction
// (desk/queue/lead-sync.ts, called by recordOrderEvent); this closes the leads of orders that were
// already closed by another path (a withdrawal, dispatch, the CLI) before that rule existed, and keeps on
// each lead the order status it closed on, so the team can tell a call's ending from another path's.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('call_leads').addColumn('closed_status', 'varchar(20)').execute();
  // Leads a call closed before: confirmed if the order ever got that far, else the status it ended in
  // (the numbers count the orders confirmed after a missed call by it).
  await sql`
    update call_leads
    set closed_status = (select case when o.reached_stage >= 1 then 'confirmed' else o.status end from orders o where o.id = call_leads.order_id)
    where closed_at is not null and closed_status is null`.execute(db);
  await closeStaleLeads(db, new Date().toISOString());
}

/** Closes, at `now`, every open lead whose order is no longer 'received'; answers how many. */
export async function closeStaleLeads<DB>(db: Kysely<DB>, now: string): Promise<number> {
  const result = await sql`
    update call_leads
    set closed_at = ${now}, held_by = null, held_until = null,
        closed_status = (select o.status from orders o where o.id = call_leads.order_id)
    where closed_at is null
      and exists (select 1 from orders o where o.id = call_leads.order_id and o.status <> 'received')`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('call_leads').dropColumn('closed_status').execute();
}
