// "Javite mi kad stigne": a shopper who found a product sold out in their country leaves an e-mail or a
// phone (with consent) and is told ONCE, through the outbox in the transaction that brought the product
// back (a count, a restock, a cancelled order's released units). docs/decisions/059-stock-that-orders-reserve.md.
import type { Kysely } from 'kysely';
import { fillText, textFor, textVariantOf, type CountryCode } from '@zdravo/contract';
import { stockTexts } from '@zdravo/contract/messages/stock';
import type { Database } from '../../db/schema/index.ts';
import { enqueue } from '../../platform/outbox.ts';
import { countriesServedBy, offerAvailability } from './levels.ts';

export interface Waiter {
  offerId: number;
  country: CountryCode;
  email: string | null;
  /** E.164. */
  phone: string | null;
  at: string;
}

/** Adds the shopper to the offer's waiting list in the country; one entry per address and offer while waiting. */
export async function addWaiter(db: Kysely<Database>, waiter: Waiter): Promise<void> {
  let same = db
    .selectFrom('stock_waiters')
    .select('id')
    .where('offer_id', '=', waiter.offerId)
    .where('country', '=', waiter.country)
    .where('notified_at', 'is', null);
  same = waiter.email ? same.where('email', '=', waiter.email) : same.where('phone', '=', waiter.phone);
  if (await same.executeTakeFirst()) return;
  await db
    .insertInto('stock_waiters')
    .values({
      offer_id: waiter.offerId,
      country: waiter.country,
      email: waiter.email,
      phone: waiter.phone,
      created_at: waiter.at,
      notified_at: null,
    })
    .execute();
}

async function offerNames(
  trx: Kysely<Database>,
  offerIds: readonly number[],
  country: CountryCode,
): Promise<Map<number, string>> {
  const rows = await trx
    .selectFrom('offer_texts')
    .select(['offer_id', 'variant', 'name'])
    .where('offer_id', 'in', [...offerIds])
    .where('variant', 'in', [textVariantOf(country), 'ije'])
    .execute();
  const names = new Map<number, string>();
  for (const r of rows)
    if (r.variant === textVariantOf(country) || !names.has(r.offer_id)) names.set(r.offer_id, r.name);
  return names;
}

/**
 * Tells the shoppers waiting for these products (or a bundle holding one) in the countries the
 * warehouse serves, where the offer can now be sold; each is marked told, so none hears twice.
 */
export async function tellWaiters(
  trx: Kysely<Database>,
  location: string,
  productIds: readonly number[],
  at: string,
): Promise<void> {
  const bundles = await trx
    .selectFrom('offer_children')
    .select('bundle_id')
    .where('child_id', 'in', [...productIds])
    .execute();
  const offerIds = [...new Set([...productIds, ...bundles.map((b) => b.bundle_id)])];
  const waiting = await trx
    .selectFrom('stock_waiters')
    .select(['id', 'offer_id', 'country', 'email', 'phone'])
    .where('offer_id', 'in', offerIds)
    .where('country', 'in', countriesServedBy(location))
    .where('notified_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const country of new Set(waiting.map((w) => w.country as CountryCode))) {
    const here = waiting.filter((w) => w.country === country);
    const available = await offerAvailability(trx, country, [...new Set(here.map((w) => w.offer_id))]);
    const names = await offerNames(trx, [...available.keys()], country);
    for (const w of here) {
      const left = available.get(w.offer_id);
      if (left !== null && left !== undefined && left <= 0) continue;
      const product = names.get(w.offer_id) ?? '';
      const text = fillText(textFor(stockTexts.backText, country), { product });
      if (w.email)
        await enqueue(trx, {
          channel: 'email',
          to: w.email,
          payload: { subject: fillText(textFor(stockTexts.backSubject, country), { product }), text },
        });
      else if (w.phone) await enqueue(trx, { channel: 'sms', to: w.phone, payload: { text } });
      await trx.updateTable('stock_waiters').set({ notified_at: at }).where('id', '=', w.id).execute();
    }
  }
}
