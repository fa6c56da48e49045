// Shipment lines: what the courier and the team report as a parcel moves, shown on /track.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { shopDateTime } from '@zdravo/contract';
import { nowIso } from '../../db/dialect.ts';
import { parseCountry } from '@zdravo/contract';
import { eventOut, eventsOf } from '../orders/index.ts';

/** "21. 11. 2026. 14:05": the shop's one date style (formatDate, shopDateTime), on the shop's clock. */
function formatStamp(iso: string): string {
  const { date, time } = shopDateTime(iso);
  return `${date} ${time}`;
}

/**
 * The lines of a lead, oldest first, each prefixed with its local time; null for an unknown LeadID.
 * Where the shop's orders live in this same database (the embedded CRM), the order's own history
 * (orders/events.ts, in the order's country) comes first in time order with the courier's lines, so
 * /track never says "in preparation" about an order that was withdrawn or delivered.
 */
export async function shipmentLines(db: Kysely<Database>, leadId: string): Promise<string[] | null> {
  const lead = await db.selectFrom('leads').select('id').where('lead_id', '=', leadId).executeTakeFirst();
  if (!lead) return null;
  const shipments = await db
    .selectFrom('shipment_events')
    .select(['text', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('id', 'asc')
    .execute();
  const lines = shipments.map((e) => ({ at: e.created_at, text: e.text }));
  const order = await db
    .selectFrom('orders')
    .select(['id', 'country'])
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (order) {
    const events = (await eventsOf(db, [order.id])).get(order.id) ?? [];
    // A shipped line ends with the courier's tracking link: /track's lines are plain text (the CRM
    // protocol), and the page makes a courier's link (and only that) clickable.
    const country = parseCountry(order.country);
    lines.push(
      ...events.map((e) => {
        const line = eventOut(e, country);
        return { at: e.at, text: line.TrackingUrl ? `${line.Text} ${line.TrackingUrl}` : line.Text };
      }),
    );
  }
  // A stable sort: lines of the same moment keep the order they were written in.
  lines.sort((a, b) => a.at.localeCompare(b.at));
  return lines.map((l) => `${formatStamp(l.at)} · ${l.text}`);
}

/** Appends a line; false when the lead does not exist. */
export async function addShipmentLine(db: Kysely<Database>, leadId: string, text: string): Promise<boolean> {
  const lead = await db.selectFrom('leads').select('id').where('lead_id', '=', leadId).executeTakeFirst();
  if (!lead) return false;
  await db.insertInto('shipment_events').values({ lead_id: leadId, text, created_at: nowIso() }).execute();
  return true;
}
