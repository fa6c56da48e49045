// The team's free notes on an order (docs/desk.md, "The call's history"), each with its audit row, and
// an agent's own figures for today.
import type { Kysely } from 'kysely';
import { localDay, localMidnight } from '@zdravo/contract';
import type { MyDay, OrderNote } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';

export async function addNote(
  db: Kysely<Database>,
  actor: Actor & { staffId: number; name: string },
  orderId: number,
  text: string,
): Promise<OrderNote | null> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
    if (!order) return null;
    const at = nowIso();
    const row = await trx
      .insertInto('order_notes')
      .values({ order_id: orderId, staff_id: actor.staffId, text, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'order.note',
      subject: 'order',
      subjectId: orderId,
      before: null,
      after: { note: text },
    });
    return { ID: row.id, At: at, Staff: actor.name, Text: text };
  });
}

/** The pace is said once the day's calls span this long (a few calls a minute apart say nothing yet). */
const PACE_AFTER_MS = 15 * 60_000;

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** The agent's calls since midnight on the shop's clock: how many, how many confirmed, the pace. */
export async function myDay(db: Kysely<Database>, staffId: number): Promise<MyDay> {
  const [y, m, d] = localDay(nowIso()).split('-').map(Number) as [number, number, number];
  const since = localMidnight(y, m, d).toISOString();
  const calls = await db
    .selectFrom('call_outcomes')
    .select(['outcome', 'at', 'dialed_at'])
    .where('staff_id', '=', staffId)
    .where('at', '>=', since)
    .orderBy('at')
    .execute();
  const first = calls[0];
  const last = calls.at(-1);
  const span = first && last ? Date.parse(last.at) - Date.parse(first.dialed_at ?? first.at) : 0;
  return {
    Calls: calls.length,
    Confirmed: calls.filter((c) => c.outcome === 'confirmed').length,
    PerHour: span >= PACE_AFTER_MS ? Math.round((calls.length / (span / 3_600_000)) * 10) / 10 : null,
    MedianSeconds: median(
      calls.flatMap((c) => (c.dialed_at ? [Math.round((Date.parse(c.at) - Date.parse(c.dialed_at)) / 1000)] : [])),
    ),
  };
}
