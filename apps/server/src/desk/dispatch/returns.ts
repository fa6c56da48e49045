// What a parcel that came back cost: the courier's fee for taking it out and for bringing it back, from
// the country table's courier (country-terms.json, `feeMinor`), the courier of its latest shipped line
// (the country's usual courier when none is known). Kept on the order when it comes back.
import type { Kysely } from 'kysely';
import { COUNTRY_TERMS, findCourier, type CountryCode } from '@zdravo/contract';
import type { Database } from '../../db/schema/index.ts';

export async function returnCostMinor(trx: Kysely<Database>, orderId: number, country: CountryCode): Promise<number> {
  const shipped = await trx
    .selectFrom('order_events')
    .select('courier')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'shipped')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const courier =
    (shipped?.courier ? findCourier(country, shipped.courier) : null) ?? COUNTRY_TERMS[country].couriers[0];
  return courier ? courier.feeMinor.out + courier.feeMinor.back : 0;
}
