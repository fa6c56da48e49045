// Shipment lines: what the courier and the team report as a parcel moves, shown on /track.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { shopTimeZone } from '@zdravo/contract';
import { nowIso } from '../../db/dialect.ts';

// The shop's clock (all four countries keep Central European time); the shopper reads local dates.
const stamp = new Intl.DateTimeFormat('hr-HR', {
  timeZone: shopTimeZone(),
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "21.11.2026. 14:05": the compact date style shoppers here write. */
export function formatStamp(iso: string): string {
  const part = Object.fromEntries(stamp.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.day}.${part.month}.${part.year}. ${part.hour}:${part.minute}`;
}

/** The lines of a lead, oldest first, each prefixed with its local time; null for an unknown LeadID. */
export async function shipmentLines(db: Kysely<Database>, leadId: string): Promise<string[] | null> {
  const lead = await db.selectFrom('leads').select('id').where('lead_id', '=', leadId).executeTakeFirst();
  if (!lead) return null;
  const events = await db
    .selectFrom('shipment_events')
    .select(['text', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('id', 'asc')
    .execute();
  return events.map((e) => `${formatStamp(e.created_at)} · ${e.text}`);
}

/** Appends a line; false when the lead does not exist. */
export async function addShipmentLine(db: Kysely<Database>, leadId: string, text: string): Promise<boolean> {
  const lead = await db.selectFrom('leads').select('id').where('lead_id', '=', leadId).executeTakeFirst();
  if (!lead) return false;
  await db.insertInto('shipment_events').values({ lead_id: leadId, text, created_at: nowIso() }).execute();
  return true;
}
