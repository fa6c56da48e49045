// Phone numbers are stored in E.164 so "061 234 567" typed in BA and "+387 61 234 567" are the
// same account. A number without its country code is read in the request's shop country.
// libphonenumber-js knows each country's trunk prefix and lengths (server only: ~36 kB gzip).
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isPhoneFormat, PHONE_DIGITS_MAX, SHOP_DIAL_CODES, toInternational, type CountryCode } from '@zdravo/contract';

/**
 * E.164 for a number of one of the four shop countries, else null — lenient about how it is
 * written. Used to FIND an account (login, reset): an HR shopper may type "091 234 5678", which
 * the spec's sign-up pattern (local prefix 06 only) would not accept.
 */
export function parsePhone(raw: string, country: CountryCode): string | null {
  // "00385…", "+385 091…" and a local "091…" read by the same rule as the forms' (validation.ts),
  // so sign-up stores what login finds.
  const compact = toInternational(raw, country).replace(/[\s\-./()]/g, '');
  if (!/^\+?\d+$/.test(compact) || compact.replace('+', '').length > PHONE_DIGITS_MAX) return null;
  // The spec's pattern lets "38761234567" omit the plus; a national number never starts with a
  // dial code and is shorter (trunk 0 + 8–9 digits), so a long number starting with one is international.
  const international =
    compact.startsWith('+') || (compact.length >= 11 && SHOP_DIAL_CODES.some((code) => compact.startsWith(code)));
  const parsed = international
    ? parsePhoneNumberFromString(compact.startsWith('+') ? compact : `+${compact}`)
    : parsePhoneNumberFromString(compact, country);
  if (!parsed || !(SHOP_DIAL_CODES as readonly string[]).includes(parsed.countryCallingCode)) return null;
  return parsed.isPossible() ? parsed.number : null;
}

/** Sign-up and edit: the spec's format (validation.ts, trunk 0 after a dial code dropped) first, then E.164 as above. */
export function normalizePhone(raw: string, country: CountryCode): string | null {
  return isPhoneFormat(raw, country) ? parsePhone(raw, country) : null;
}

/** A stored E.164 number as people write it ("+385 91 234 5678"); anything unparsable as it is. */
export function phoneForDisplay(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
