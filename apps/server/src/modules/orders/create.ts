// shopOrders.add: one order, priced by the server, written with its lines and its lead (or the
// outbox row that forwards the lead) in ONE transaction. A repeated IdempotencyKey answers the
// order that key already made (and queues no second confirmation: confirmation.ts) — also when 20 copies race, because the UNIQUE (user_id,
// idempotency_key) constraint decides, not a read-then-write check.
import type { Kysely } from 'kysely';
import type { CountryCode } from '@zdravo/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema/index.ts';
import { isUniqueViolation, nowIso } from '../../db/dialect.ts';
import { newLeadId } from '../crm/lead-id.ts';
import { forwardInTransaction, leadOf } from './forward.ts';
import { priceCart } from './pricing.ts';
import { recordReceived } from './events.ts';
import { queueConfirmation } from './confirmation.ts';
import { lockUser } from '../../db/locks.ts';
import { openLead } from '../../desk/queue/leads.ts';

const HOUR_MS = 3_600_000;
/** What the order transaction answers when the account reached its hourly limit. */
const RATE_LIMITED = -1;

async function ordersSince(db: Kysely<Database>, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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
  // The common retry (a double click, a lost answer) costs one indexed read.
  const known = await orderByKey(db, userId, input.IdempotencyKey);
  if (known !== undefined) return { ok: true, orderId: known };

  const priced = await priceCart(db, country, userId, input.Articles);
  if (!priced.ok) return { ok: false, unknownOfferIds: priced.unknown };
  const order = priced.order;

  for (let attempt = 1; ; attempt++) {
    const leadId = newLeadId();
    try {
      const orderId = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        // One account's orders are placed one at a time, so the hourly limit holds under parallel
        // submits, and a parallel submit with the same key finds the order the first one made.
        await lockUser(trx, userId);
        const placed = await orderByKey(trx, userId, input.IdempotencyKey);
        if (placed !== undefined) return placed;
        if ((await ordersSince(trx, userId, new Date(Date.now() - HOUR_MS).toISOString())) >= config.ordersPerHour) return RATE_LIMITED;
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
        await trx
          .insertInto('order_lines')
          .values(
            order.lines.map((l) => ({
              order_id: id,
              offer_id: l.offerId,
              name: l.name,
              image: l.image,
              quantity: l.quantity,
              unit_old_minor: l.unitOldMinor,
              unit_price_minor: l.unitPriceMinor,
              line_total_minor: l.lineTotalMinor,
            })),
          )
          .execute();
        await recordReceived(trx, id, now);
        // The order is a lead the team phones: it joins the desk's call queue in this transaction.
        await openLead(trx, id, country, now);
        const account = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
        await queueConfirmation(
          trx,
          { leadId, country, totalMinor: order.totalMinor, phone: input.PhoneNumber, email: account?.email || null, at: new Date(now) },
          config.shopName,
        );
        const lead = leadOf(leadId, country, input, order);
        await forwardInTransaction(trx, config, { orderId: id, lead });
        return id;
      });
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
