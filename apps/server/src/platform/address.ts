// A delivery address as the agent takes it on the call: street and number, postal code, place —
// checked against the country's rules (five digits in the country's range, country-terms.ts).
import { COUNTRY_TERMS, type CountryCode } from '@zdravo/contract';
import type { DeliveryAddress } from '@zdravo/contract/desk';

export type AddressField = keyof DeliveryAddress;

/** The fields the country's rules refuse (empty: the address is good), and the address tidied. */
export function checkAddress(
  country: CountryCode,
  raw: DeliveryAddress,
): { bad: AddressField[]; address: DeliveryAddress } {
  const address = {
    street: raw.street.trim().replace(/\s+/g, ' '),
    postalCode: raw.postalCode.replace(/\s+/g, ''),
    place: raw.place.trim().replace(/\s+/g, ' '),
  };
  const bad: AddressField[] = [];
  // A street needs a name and a house number ("Ilica 12", "Zmaja od Bosne bb").
  if (address.street.length < 4 || !/\p{L}/u.test(address.street) || !/(\d|\bbb\b)/i.test(address.street))
    bad.push('street');
  const range = COUNTRY_TERMS[country].postalCodes;
  const code = Number(address.postalCode);
  if (!/^\d{5}$/.test(address.postalCode) || code < range.min || code > range.max) bad.push('postalCode');
  if (address.place.length < 2 || !/\p{L}/u.test(address.place)) bad.push('place');
  return { bad, address };
}
