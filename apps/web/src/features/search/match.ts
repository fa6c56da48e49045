// Search (spec §2): a case-insensitive substring match on the offer's name.
import type { Offer } from '@zdravo/contract/methods';

export function matchOffers(offers: readonly Offer[], query: string, locale: string): Offer[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [];
  return offers.filter((o) => o.Name.toLocaleLowerCase(locale).includes(needle));
}
