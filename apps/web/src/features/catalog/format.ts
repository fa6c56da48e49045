// Display rules of the catalog: discount, rating and counts in the shopper's locale.
import { intlLocales, plural, type CountryCode } from '@zdravo/contract';

/** Whole percent saved from the old price (0 when there is no old price above the new one). */
export function discountPercent(oldPrice: number, newPrice: number): number {
  return oldPrice > newPrice && oldPrice > 0 ? Math.round(((oldPrice - newPrice) / oldPrice) * 100) : 0;
}

const oneDecimal = new Map<CountryCode, Intl.NumberFormat>();

function cached(map: Map<CountryCode, Intl.NumberFormat>, country: CountryCode, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = map.get(country);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales(country), options);
    map.set(country, format);
  }
  return format;
}

/** The rating to one decimal ("4,8"), docs/product.md §2 Bundles. */
export const formatRating = (rating: number, country: CountryCode): string =>
  cached(oneDecimal, country, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(rating * 10) / 10);

/** The stars drawn for a rating: the rating itself within 0..5, each star filled to its share (Stars). */
export const starsFor = (rating: number): number => Math.min(5, Math.max(0, rating));

export function ratingWord(count: number, country: CountryCode, forms: readonly [string, string, string]): string {
  return plural(count, country, forms);
}
