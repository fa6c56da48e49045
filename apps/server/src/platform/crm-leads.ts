// Leads: every order becomes one, and the team calls the shopper back about it. The shop proposes
// the LeadID (its order number), so forwarding is idempotent: a retried forward finds the lead there.
import type { Kysely } from 'kysely';
import { fromMinor, toMinor } from '@zdravo/contract';
import type { AddLeadBody } from '@zdravo/contract/methods';
import type { Database } from '../db/schema/index.ts';
import { isUniqueViolation, nowIso } from '../db/dialect.ts';
import { insertRows } from '../db/shaped-query.ts';

export type LeadInput = AddLeadBody;

/**
 * Inserts a new lead; a LeadID already there is a unique violation. The order's transaction uses
 * this directly: its LeadID was just drawn, and on PostgreSQL a failed statement would end the
 * transaction anyway, so there is nothing to gain from looking first.
 */
async function insertLead(db: Kysely<Database>, lead: LeadInput): Promise<void> {
  await leadInsertStatement(db, lead).execute();
}

/** insertLead's statement, not yet run (for an order's write set, db/write-set.ts). */
export function leadInsertStatement(db: Kysely<Database>, lead: LeadInput) {
  return insertRows(db, 'leads', {
    lead_id: lead.LeadID,
    first_name: lead.FirstName,
    last_name: lead.LastName,
    phone: lead.PhoneNumber,
    country: lead.Country,
    currency: lead.Currency,
    total_minor: toMinor(lead.Total),
    articles: JSON.stringify(lead.Articles),
    created_at: nowIso(),
  });
}

/** Stores a lead once; a repeat with the same LeadID (a retried forward) is a no-op. */
export async function saveLead(db: Kysely<Database>, lead: LeadInput): Promise<'created' | 'exists'> {
  const existing = await db.selectFrom('leads').select('id').where('lead_id', '=', lead.LeadID).executeTakeFirst();
  if (existing) return 'exists';
  try {
    await insertLead(db, lead);
    return 'created';
  } catch (error) {
    // Two forwards of one lead raced: the other one stored it, which is all we wanted.
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
}

export interface LeadRow {
  leadId: string;
  name: string;
  phone: string;
  country: string;
  total: string;
  createdAt: string;
  lines: number;
  /** When the shopper withdrew from the order, or null. */
  withdrawnAt: string | null;
}

export async function listLeads(db: Kysely<Database>, limit: number): Promise<LeadRow[]> {
  const rows = await db
    .selectFrom('leads')
    .select((eb) => [
      'lead_id',
      'first_name',
      'last_name',
      'phone',
      'country',
      'currency',
      'total_minor',
      'created_at',
      'withdrawn_at',
      eb
        .selectFrom('shipment_events')
        .select(eb.fn.countAll().as('n'))
        .whereRef('shipment_events.lead_id', '=', 'leads.lead_id')
        .as('lines'),
    ])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    leadId: r.lead_id,
    name: `${r.first_name} ${r.last_name}`,
    phone: r.phone,
    country: r.country,
    total: `${fromMinor(r.total_minor).toFixed(2)} ${r.currency}`,
    createdAt: r.created_at,
    lines: Number(r.lines ?? 0),
    withdrawnAt: r.withdrawn_at,
  }));
}
