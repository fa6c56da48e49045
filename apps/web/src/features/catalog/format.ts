// Display rules of the catalog: discount, rating and counts in the shopper's locale.
import { intlLocales, plural, type CountryCode } from '@zdravo/contract';

/** Whole percent saved from the old price: the contract's rule (the banners' "do N %" is the largest of these). */
export { discountPercent } from '@zdravo/contract';

const oneDecimal = new Map<CountryCode, Intl.NumberFormat>();

function cached(
  map: Map<CountryCode, Intl.NumberFormat>,
  country: CountryCode,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let format = map.get(country);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales(country), options);
    map.set(country, format);
  }
  return format;
}

/** The rating to one decimal ("4,8"), docs/product.md §2 Bundles. */
export const formatRating = (rating: number, country: CountryCode): string =>
  cached(oneDecimal, country, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(rating * 10) / 10,
  );

/** The stars drawn for a rating: the rating itself within 0..5, each star filled to its share (Stars). */
export const starsFor = (rating: number): number => Math.min(5, Math.max(0, rating));

export function ratingWord(count: number, country: CountryCode, forms: readonly [string, string, string]): string {
  return plural(count, country, forms);
}
