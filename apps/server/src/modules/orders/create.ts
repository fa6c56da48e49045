// shopOrders.add: one order, priced by the server, written with its lines and its lead (or the
// outbox row that forwards the lead) in ONE transaction. A repeated IdempotencyKey answers the
// order that key already made (and queues no second confirmation: confirmation.ts) — also when 20 copies race, because the UNIQUE (user_id,
// idempotency_key) constraint decides, not a read-then-write check.
import { sql, type Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { isUniqueViolation, nowIso } from '../../db/dialect.ts';
import { newLeadId } from '../crm/lead-id.ts';
import { forwardStatement, leadOf } from './forward.ts';
import { priceCart, type PricedOrder } from './pricing.ts';
import { receivedEventStatement } from './events.ts';
import { confirmationStatement } from './confirmation.ts';
import { lockUserReadingEmail } from '../../db/locks.ts';
import { executeWriteSet } from '../../db/write-set.ts';
import { openLeadStatement } from '../../desk/queue/leads.ts';
import { announceEnqueued } from '../outbox/outbox.ts';

const HOUR_MS = 3_600_000;
/** What the order transaction answers when the account reached its hourly limit. */
const RATE_LIMITED = -1;

/**
 * In the order's transaction, after the account's lock: the order this key already made, and how many
 * orders the account placed since `sinceIso` — one statement, so one round trip on PostgreSQL.
 */
async function keyAndRecentOrders(trx: Kysely<Database>, userId: number, key: string | undefined, sinceIso: string) {
  const row = await trx
    .selectNoFrom((eb) => [
      // An order without a key is never a repeat.
      key === undefined
        ? sql<number | null>`null`.as('placed')
        : eb.selectFrom('orders').select('id').where('user_id', '=', userId).where('idempotency_key', '=', key).as('placed'),
      eb.selectFrom('orders').select((o) => o.fn.countAll().as('n')).where('user_id', '=', userId).where('created_at', '>', sinceIso).as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { placed: row.placed ?? undefined, recent: Number(row.recent ?? 0) };
}

const orderLinesStatement = (trx: Kysely<Database>, orderId: number, order: PricedOrder) =>
  trx.insertInto('order_lines').values(
    order.lines.map((l) => ({
      order_id: orderId,
      offer_id: l.offerId,
      name: l.name,
      image: l.image,
      quantity: l.quantity,
      unit_old_minor: l.unitOldMinor,
      unit_price_minor: l.unitPriceMinor,
      line_total_minor: l.lineTotalMinor,
    })),
  );

export interface NewOrder {
  Articles: { ID: number; Quantity: number }[];
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  IdempotencyKey?: string | undefined;
}

export type CreateResult =
  | { ok: true; orderId: number }
  | { ok: false; unknownOfferIds: number[] }
  | { ok: false; rateLimited: true };

// A LeadID collision (1 in 10^11 per order) just draws a new number.
const MAX_ATTEMPTS = 4;

async function orderByKey(db: Kysely<Database>, userId: number, key: string | undefined): Promise<number | undefined> {
  if (key === undefined) return undefined;
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

export async function createOrder(
  db: Kysely<Database>,
  config: AppConfig,
  userId: number,
  country: CountryCode,
  input: NewOrder,
): Promise<CreateResult> {
  // The common retry (a double click, a lost answer) is answered by one indexed read, made beside
  // the pricing rather than before it (one round trip less for every order on PostgreSQL).
  const [known, priced] = await Promise.all([orderByKey(db, userId, input.IdempotencyKey), priceCart(db, country, userId, input.Articles)]);
  if (known !== undefined) return { ok: true, orderId: known };
  if (!priced.ok) return { ok: false, unknownOfferIds: priced.unknown };
  const order = priced.order;

  for (let attempt = 1; ; attempt++) {
    const leadId = newLeadId();
    try {
      const orderId = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        // One account's orders are placed one at a time, so the hourly limit holds under parallel
        // submits, and a parallel submit with the same key finds the order the first one made.
        // The checks come in a statement after the lock, so they see what the previous holder committed.
        const account = await lockUserReadingEmail(trx, userId);
        const { placed, recent } = await keyAndRecentOrders(trx, userId, input.IdempotencyKey, new Date(Date.now() - HOUR_MS).toISOString());
        if (placed !== undefined) return placed;
        if (recent >= config.ordersPerHour) return RATE_LIMITED;
        const { id } = await trx
          .insertInto('orders')
          .values({
            user_id: userId,
            status: 'received',
            country,
            currency: order.currency,
            first_name: input.FirstName,
            last_name: input.LastName,
            phone: input.PhoneNumber,
            subtotal_minor: order.subtotalMinor,
            delivery_minor: order.deliveryMinor,
            total_minor: order.totalMinor,
            club_discount_minor: order.clubDiscountMinor,
            idempotency_key: input.IdempotencyKey ?? null,
            lead_id: leadId,
            // The in-process CRM takes the lead in this very transaction.
            lead_forwarded_at: config.crmUrl ? null : now,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const confirmation = confirmationStatement(
          trx,
          { leadId, country, totalMinor: order.totalMinor, phone: input.PhoneNumber, email: account?.email || null, at: new Date(now) },
          config.shopName,
        );
        // Everything else the order brings, as one write set (one round trip on PostgreSQL): its lines,
        // its first history line, its place in the desk's call queue (the team phones every order),
        // the confirmation, and the lead for the CRM.
        await executeWriteSet(trx, [
          orderLinesStatement(trx, id, order),
          receivedEventStatement(trx, id, now),
          openLeadStatement(trx, id, country, now),
          ...(confirmation ? [confirmation] : []),
          forwardStatement(trx, config, { orderId: id, lead: leadOf(leadId, country, input, order) }),
        ]);
        return id;
      });
      if (orderId !== RATE_LIMITED) announceEnqueued();
      return orderId === RATE_LIMITED ? { ok: false, rateLimited: true } : { ok: true, orderId };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either a concurrent submit with the same key won (answer its order), or the LeadID collided.
      const winner = await orderByKey(db, userId, input.IdempotencyKey);
      if (winner !== undefined) return { ok: true, orderId: winner };
      if (attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
