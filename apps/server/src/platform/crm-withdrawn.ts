// The CRM's side of a withdrawal: the lead is marked, so the team stops a parcel not yet sent and
// arranges the collection of one delivered (leads:list shows it). Idempotent: the first time stays.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';

/** Marks the lead withdrawn at `at` (kept if already marked); false when there is no such lead. */
export async function markLeadWithdrawn(db: Kysely<Database>, leadId: string, at: string): Promise<boolean> {
  await db
    .updateTable('leads')
    .set({ withdrawn_at: at })
    .where('lead_id', '=', leadId)
    .where('withdrawn_at', 'is', null)
    .execute();
  const lead = await db.selectFrom('leads').select('id').where('lead_id', '=', leadId).executeTakeFirst();
  return lead !== undefined;
}
