// Test helpers for orders: the seeded catalog's prices, and an order's params.
import type { CountryCode } from '@zdravo/contract';
import type { TestApp } from '../../testing.ts';

export interface SeededOffer {
  id: number;
  oldMinor: number;
  newMinor: number;
}

/** Offers sold in `country`, with their prices there, by id. */
export async function offersIn(t: TestApp, country: CountryCode): Promise<SeededOffer[]> {
  const rows = await t.db.selectFrom('offer_prices').select(['offer_id', 'old_minor', 'new_minor']).where('country', '=', country).orderBy('offer_id').execute();
  if (rows.length < 2) throw new Error('the seed catalog should have offers');
  return rows.map((r) => ({ id: r.offer_id, oldMinor: r.old_minor, newMinor: r.new_minor }));
}

let keys = 0;
export const newKey = (): string => `test-key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2)}`;

/** Articles as a cart sends them: any extra fields, ID as number or numeric string, Quantity or quantity. */
export function orderParams(articles: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return { Articles: articles, FirstName: 'Amra', LastName: 'Hodžić', PhoneNumber: '+387 61 234 567', IdempotencyKey: newKey(), ...extra };
}
