// The couriers' cash-on-delivery money per country, as of now (docs/desk.md, "The courier's money"):
// collected at the door (the totals of the delivered parcels), paid out to the shop, the couriers'
// fees, and what is still with them — the delivered parcels' money not yet paid out, by days since
// delivery.
import type { Kysely } from 'kysely';
import { COUNTRY_CODES, parseCountry } from '@zdravo/contract';
import type { CourierMoney, OutstandingAge } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

const ageOf = (deliveredAt: string, now: Date): OutstandingAge => {
  const days = (now.getTime() - Date.parse(deliveredAt)) / DAY_MS;
  return days <= 7 ? 'upTo7' : days <= 14 ? 'upTo14' : days <= 30 ? 'upTo30' : 'over30';
};

export async function courierMoney(db: Db, now = new Date()): Promise<CourierMoney[]> {
  const money = new Map<string, CourierMoney>();
  const of = (country: string): CourierMoney => {
    const code = parseCountry(country);
    let m = money.get(code);
    if (!m) {
      m = {
        Country: code,
        CollectedMinor: 0,
        RemittedMinor: 0,
        FeeMinor: 0,
        OutstandingMinor: 0,
        OutstandingByAge: { upTo7: 0, upTo14: 0, upTo30: 0, over30: 0 },
      };
      money.set(code, m);
    }
    return m;
  };
  const collected = await db
    .selectFrom('orders')
    .select(['country', (eb) => eb.fn.sum<string | number>('total_minor').as('total')])
    .where('delivered_at', 'is not', null)
    .groupBy('country')
    .execute();
  for (const r of collected) of(r.country).CollectedMinor = Number(r.total);
  const paid = await db
    .selectFrom('remittances')
    .select([
      'country',
      (eb) => eb.fn.sum<string | number>('collected_minor').as('collected'),
      (eb) => eb.fn.sum<string | number>('fee_minor').as('fees'),
    ])
    .groupBy('country')
    .execute();
  for (const r of paid) {
    of(r.country).RemittedMinor = Number(r.collected);
    of(r.country).FeeMinor = Number(r.fees);
  }
  // Only the parcels still owed are read one by one: an index-friendly filter on paid_out_at.
  const owed = await db
    .selectFrom('orders')
    .select(['country', 'total_minor', 'remitted_minor', 'delivered_at'])
    .where('delivered_at', 'is not', null)
    .where('paid_out_at', 'is', null)
    .execute();
  for (const r of owed) {
    const due = r.total_minor - r.remitted_minor;
    if (due <= 0) continue;
    const m = of(r.country);
    m.OutstandingMinor += due;
    m.OutstandingByAge[ageOf(r.delivered_at!, now)] += due;
  }
  return COUNTRY_CODES.filter((c) => money.has(c)).map((c) => money.get(c)!);
}
