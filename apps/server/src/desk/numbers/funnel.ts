// The COD funnel and the money (docs/desk.md, "The numbers"), from one pass over the orders placed in
// the report's periods. SQL counts the orders (and sums their totals) per period, country, status and
// reached stage — a few hundred groups however many orders — and the rules below say where each group
// stands: an order's status says how far it got; a cancelled, withdrawn or returned one says it with
// orders.reached_stage (how far its history ever got, migration 0041).
import { sql, type Kysely } from 'kysely';
import { isOrderStatus, type CountryCode, type OrderStatus } from '@zdravo/contract';
import type { NumbersFunnelRow } from '@zdravo/contract/desk';
import type { Database } from '../../db/schema/index.ts';
import { REACHED_STAGE } from '../../modules/orders/index.ts';
import type { MoneyByCountry } from './money.ts';
import { periodScan, type Period } from './periods.ts';
import { inCountries, int } from './sql.ts';

type Stage = 'Confirmed' | 'Shipped' | 'Delivered' | 'Refused' | 'Returned';
type MoneyState = Exclude<keyof MoneyByCountry, 'country'>;

const ENDED: readonly OrderStatus[] = ['cancelled', 'withdrawn'];

/**
 * The funnel's steps an order of this status, whose history got to `reached`, counts in. A status says
 * how far the order got (REACHED_STAGE, the one table of stages); a cancelled or withdrawn one says it
 * with its history.
 */
function funnelSteps(status: OrderStatus, reached: number): Stage[] {
  const got = ENDED.includes(status) ? reached : (REACHED_STAGE[status] ?? 0);
  const steps: Stage[] = [];
  if (got >= 1) steps.push('Confirmed');
  if (got >= 2) steps.push('Shipped');
  if (status === 'delivered' || ((status === 'returned' || status === 'withdrawn') && reached >= 3))
    steps.push('Delivered');
  if (status === 'refused' || (status === 'returned' && reached < 3)) steps.push('Refused');
  if (status === 'returned' && reached >= 3) steps.push('Returned');
  return steps;
}

/** Where an order's money is, by its status now. */
const MONEY_STATE: Record<OrderStatus, MoneyState> = {
  delivered: 'collected',
  shipped: 'inTransit',
  received: 'waiting',
  confirmed: 'waiting',
  cancelled: 'lost',
  withdrawn: 'lost',
  refused: 'lost',
  returned: 'lost',
};

export async function funnelAndMoney(
  db: Kysely<Database>,
  periods: readonly Period[],
  countries: readonly CountryCode[],
): Promise<{ funnel: NumbersFunnelRow[]; money: MoneyByCountry[] }> {
  const scan = periodScan(db, periods, 'orders', 'o', 'created_at');
  const { rows } = await sql<{
    idx: number | string;
    country: CountryCode;
    status: string;
    reached: number | string;
    orders: number | string;
    total: number | string;
  }>`
    ${scan.with}
    select ${scan.idx} as idx, o.country as country, o.status as status, o.reached_stage as reached, count(*) as orders, sum(o.total_minor) as total
    from ${scan.from}
    where ${scan.where} and ${inCountries(sql`o.country`, countries)}
    group by idx, o.country, o.status, o.reached_stage`.execute(db);
  const funnel = new Map<string, NumbersFunnelRow>();
  const money = new Map<CountryCode, MoneyByCountry>();
  for (const r of rows) {
    const status: OrderStatus = isOrderStatus(r.status) ? r.status : 'received';
    const period = periods[int(r.idx)]!.start;
    const key = `${period}|${r.country}`;
    const row = funnel.get(key) ?? {
      Period: period,
      Country: r.country,
      Orders: 0,
      Confirmed: 0,
      Shipped: 0,
      Delivered: 0,
      Refused: 0,
      Returned: 0,
      InTransit: 0,
    };
    row.Orders += int(r.orders);
    // Still with the courier: shipped, its outcome not known (so in no delivery or refusal rate).
    if (status === 'shipped') row.InTransit += int(r.orders);
    for (const step of funnelSteps(status, int(r.reached))) row[step] += int(r.orders);
    funnel.set(key, row);
    const sums = money.get(r.country) ?? { country: r.country, collected: 0, inTransit: 0, waiting: 0, lost: 0 };
    sums[MONEY_STATE[status]] += int(r.total);
    money.set(r.country, sums);
  }
  return {
    funnel: [...funnel.values()].sort((a, b) => a.Period.localeCompare(b.Period) || a.Country.localeCompare(b.Country)),
    money: [...money.values()],
  };
}
