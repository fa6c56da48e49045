// Test helpers for orders: the seeded catalog's prices, an order's params, and an order placed by a
// new logged-in shopper.
import type { CountryCode } from '@zdravo/contract';
import type { TestApp, TestShopper } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';

export interface SeededOffer {
  id: number;
  oldMinor: number;
  newMinor: number;
}

/** Offers sold in `country`, with their prices there, by id. */
export async function offersIn(t: TestApp, country: CountryCode): Promise<SeededOffer[]> {
  const rows = await t.db
    .selectFrom('offer_prices')
    .select(['offer_id', 'old_minor', 'new_minor'])
    .where('country', '=', country)
    .orderBy('offer_id')
    .execute();
  if (rows.length < 2) throw new Error('the seed catalog should have offers');
  return rows.map((r) => ({ id: r.offer_id, oldMinor: r.old_minor, newMinor: r.new_minor }));
}

let keys = 0;
export const newKey = (): string => `test-key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2)}`;

/** Articles as a cart sends them: any extra fields, ID as number or numeric string, Quantity or quantity. */
export function orderParams(articles: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return {
    Articles: articles,
    FirstName: 'Amra',
    LastName: 'Hodžić',
    PhoneNumber: '+387 61 234 567',
    IdempotencyKey: newKey(),
    ...extra,
  };
}

let phones = 0;
/** A Croatian mobile number no other order of this test process has used. */
export const freshHrPhone = (): string =>
  `+385 91 ${String(process.pid % 1000).padStart(3, '0')} ${String(1000 + ++phones).slice(-4)}`;

export interface PlacedOrder {
  id: number;
  /** The lead number the shopper and the desk see. */
  number: string;
  shopper: TestShopper;
}

/**
 * An order a new logged-in shopper placed in `country`: `quantities[i]` pieces of the i-th seeded
 * offer there, from `phone` (default the order params' own).
 */
export async function placedOrder(
  t: TestApp,
  options: { country?: CountryCode; quantities?: number[]; phone?: string } = {},
): Promise<PlacedOrder> {
  const { country = 'HR', quantities = [1], phone } = options;
  const { shopper } = await loggedInShopper(t, { country });
  const offers = await offersIn(t, country);
  const articles = quantities.map((Quantity, i) => ({ ID: offers[i]!.id, Quantity }));
  const placed = await shopper.call('shopOrders.add', orderParams(articles, phone ? { PhoneNumber: phone } : {}));
  if (placed.status !== 'ok') throw new Error(String(placed.data));
  const number = (
    await t.db.selectFrom('orders').select('lead_id').where('id', '=', placed.data).executeTakeFirstOrThrow()
  ).lead_id;
  return { id: placed.data, number, shopper };
}
