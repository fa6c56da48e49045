// Two open orders of one shopper become one parcel (docs/desk.md, "Duplicates and merging"): the
// agent holding one order's lead merges it into the other, named by its order number. In one
// transaction the kept order gets every line (same offers added up), is priced again by the shop's one
// pricing code — one delivery fee — the merged order is cancelled through recordOrderEvent (its lead
// closes with it), the call is recorded, both changes are audited and the shopper is sent the new total.
import type { Kysely } from 'kysely';
import { fail, type RpcFailure } from '@zdravo/rpc/server';
import {
  fillText,
  formatMoney,
  fromMinor,
  nameKeyOf,
  normalizeLeadId,
  parseCountry,
  textFor,
  type Text,
} from '@zdravo/contract';
import type { CallMerged, DeskErrorCode } from '@zdravo/contract/desk';
import { callMessages } from '@zdravo/contract/messages/call-messages';
import type { Database } from '../../db/schema/index.ts';
import { nowIso } from '../../db/dialect.ts';
import { enqueue } from '../../platform/outbox.ts';
import { recordOrderEvent } from '../../modules/orders/index.ts';
import { recordAudit, type Actor } from '../../platform/audit.ts';
import { currentLines, offersOf, price, quoteOf, type CallLine } from './amend.ts';
import { holds } from './leads.ts';
import { rebalanceOrderStock, stockLocationOf } from '../../modules/stock/index.ts';

/** The kept order cannot hold the merged lines' units (decision 059): thrown so the whole merge rolls back. */
class MergeShortOfStock extends Error {
  constructor(readonly shortLines: number[]) {
    super('not enough stock for the merged order');
  }
}

/** Orders still open for a merge: waiting for the call, or confirmed and not yet shipped. */
const MERGEABLE_INTO = ['received', 'confirmed'];

export interface MergeInput {
  orderId: number;
  intoNumber: string;
}

const orderFacts = (db: Kysely<Database>) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'country',
      'status',
      'phone',
      'lead_id',
      'first_name',
      'last_name',
      'total_minor',
      'delivery_minor',
    ]);

/** The lines of both orders as one cart: the kept order's first, the same offer's quantities added. */
function combined(kept: CallLine[], merged: CallLine[]): CallLine[] {
  const byOffer = new Map<number, number>();
  for (const l of [...kept, ...merged]) byOffer.set(l.offerId, (byOffer.get(l.offerId) ?? 0) + l.quantity);
  return [...byOffer].map(([offerId, quantity]) => ({ offerId, quantity }));
}

export async function mergeOrders(
  db: Kysely<Database>,
  shopName: string,
  actor: Actor & { staffId: number },
  input: MergeInput,
): Promise<CallMerged | RpcFailure<DeskErrorCode>> {
  const merged = await orderFacts(db).where('id', '=', input.orderId).executeTakeFirst();
  const kept = await orderFacts(db).where('lead_id', '=', normalizeLeadId(input.intoNumber)).executeTakeFirst();
  if (!merged || !kept) return fail('NOT_FOUND');
  if (kept.id === merged.id) return fail('VALIDATION_ERROR', [{ path: ['intoNumber'], message: 'another order' }]);
  if (kept.phone !== merged.phone || kept.country !== merged.country || !kept.phone) return fail('NOT_SAME_SHOPPER');
  const lines = combined(await currentLines(db, kept.id), await currentLines(db, merged.id));
  const priced = await price(db, kept, lines);
  if (!('lines' in priced)) return priced;
  const country = parseCountry(kept.country);

  const refused = await db
    .transaction()
    .execute(async (trx) => {
      if (!(await holds(trx, merged.id, actor.staffId))) return fail('LEAD_NOT_HELD');
      const now = nowIso();
      // The kept order must still be open and unchanged in total since it was priced from its lines.
      const still = await trx
        .selectFrom('orders')
        .select(['status', 'total_minor'])
        .where('id', '=', kept.id)
        .executeTakeFirstOrThrow();
      if (!MERGEABLE_INTO.includes(still.status)) return fail('ORDER_CLOSED', { status: still.status });
      const cancelled = await recordOrderEvent(trx, {
        orderId: merged.id,
        kind: 'cancelled',
        from: 'received',
        source: actor.label,
      });
      if (!cancelled.ok)
        return fail('ORDER_CLOSED', { status: 'status' in cancelled ? cancelled.status : merged.status });
      // The merged order's units were released by its cancel; the kept order now holds all the lines.
      const held = await rebalanceOrderStock(trx, {
        orderId: kept.id,
        location: stockLocationOf(country),
        lines,
        actor: actor.label,
        at: now,
      });
      if (!held.ok) throw new MergeShortOfStock(held.shortLines);
      await trx
        .updateTable('orders')
        .set({
          subtotal_minor: priced.subtotalMinor,
          delivery_minor: priced.deliveryMinor,
          total_minor: priced.totalMinor,
          club_discount_minor: priced.clubDiscountMinor,
          name_key: nameKeyOf(kept.first_name, kept.last_name),
          updated_at: now,
        })
        .where('id', '=', kept.id)
        .execute();
      await trx.deleteFrom('order_lines').where('order_id', '=', kept.id).execute();
      await trx
        .insertInto('order_lines')
        .values(
          priced.lines.map((l) => ({
            order_id: kept.id,
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
      const data = { mergedInto: kept.id, mergedIntoNumber: kept.lead_id };
      await trx
        .insertInto('call_outcomes')
        .values({
          order_id: merged.id,
          staff_id: actor.staffId,
          outcome: 'duplicate',
          note: null,
          data_json: JSON.stringify(data),
          at: now,
          country,
          added_minor: 0,
        })
        .execute();
      await recordAudit(trx, actor, {
        action: 'call.merge',
        subject: 'order',
        subjectId: kept.id,
        before: {
          totalMinor: still.total_minor,
          deliveryMinor: kept.delivery_minor,
          merged: { id: merged.id, number: merged.lead_id, totalMinor: merged.total_minor, status: merged.status },
        },
        after: {
          totalMinor: priced.totalMinor,
          deliveryMinor: priced.deliveryMinor,
          lines: priced.lines.map((l) => `${l.quantity}×${l.offerId}`),
        },
      });
      const t = (text: Text) => textFor(text, country);
      const vars = {
        shop: shopName,
        merged: merged.lead_id,
        number: kept.lead_id,
        total: formatMoney(fromMinor(priced.totalMinor), country),
      };
      await enqueue(trx, {
        channel: 'sms',
        to: kept.phone,
        payload: { text: fillText(t(callMessages.mergedSms), vars) },
        orderId: kept.id,
      });
      return null;
    })
    .catch((error: unknown) => {
      if (!(error instanceof MergeShortOfStock)) throw error;
      return fail(
        'OFFER_NOT_AVAILABLE',
        lines.flatMap((l, i) =>
          error.shortLines.includes(l.offerId) ? [{ path: ['lines', i, 'offerId'], message: 'offerNotAvailable' }] : [],
        ),
      );
    });
  if (refused) return refused;
  return {
    OrderID: kept.id,
    Number: kept.lead_id,
    Quote: quoteOf(priced, await offersOf(db, country)),
    MergedOrderID: merged.id,
  };
}
