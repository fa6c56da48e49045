// Search (docs/product.md §2): a case-insensitive substring match on the offer's name. Diacritics are folded
// too (č ć → c, š → s, ž → z, đ → d): shoppers on phones often type "zenska" for "Ženska".
import type { Offer } from '@zdravo/contract';

/** Lower case without diacritics; đ has no decomposition, so it is mapped by hand. */
export function foldForSearch(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd');
}

export function matchOffers(offers: readonly Offer[], query: string, locale: string): Offer[] {
  const needle = foldForSearch(query.trim(), locale);
  if (!needle) return [];
  return offers.filter((o) => foldForSearch(o.Name, locale).includes(needle));
}
