// The couriers of the country table (country-terms.ts) as the desk, the server and the shopper's
// pages use them: finding one by what a person typed, and the link to its own tracking page.
import { COUNTRY_CODES, type CountryCode } from './countries.ts';
import { COUNTRY_TERMS, type Courier } from './country-terms.ts';

const fold = (value: string): string => value.normalize('NFC').trim().toLocaleLowerCase('hr').replace(/\s+/g, ' ');

/** The country's courier named by its id or its name (any case and spacing), else null. */
export function findCourier(country: CountryCode, given: string): Courier | null {
  const wanted = fold(given);
  return COUNTRY_TERMS[country].couriers.find((c) => c.id === wanted || fold(c.name) === wanted) ?? null;
}

/** The courier's public tracking page for a parcel, or null when the courier is not in the country's table. */
export function courierTrackingUrl(
  country: CountryCode,
  courier: string | null,
  trackingNumber: string | null,
): string | null {
  if (!courier || !trackingNumber) return null;
  const found = findCourier(country, courier);
  return found ? found.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber.trim())) : null;
}

/**
 * Whether a URL is a tracking link of one of the table's couriers (the pattern's text before
 * `{number}`, then a parcel number): the shopper's /track makes only such a URL a link, never any URL
 * a line happens to contain.
 */
export function isCourierTrackingUrl(url: string): boolean {
  return COUNTRY_CODES.some((code) =>
    COUNTRY_TERMS[code].couriers.some((c) => {
      const [before = '', after = ''] = c.trackingUrl.split('{number}');
      if (!url.startsWith(before) || !url.endsWith(after)) return false;
      return /^[A-Za-z0-9%._-]+$/.test(url.slice(before.length, url.length - after.length));
    }),
  );
}
