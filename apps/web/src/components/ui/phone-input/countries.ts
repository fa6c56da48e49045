// The four countries the phone pickers allow (docs/product.md §5), in react-international-phone's data
// shape, with our names and locally shipped flags (no CDN), and each country's grouping as people
// write it while typing ("+387 61 234 567", "+381 64 123 4567", "+385 91 234 5678", "+385 1 555 3070",
// "+382 67 123 456"; the groups of the server's display, libphonenumber's). The spec's default mask
// stays for a country without a grouping.
import type { CountryData } from 'react-international-phone';
import { COUNTRIES, type CountryCode, type CountryInfo } from '@zdravo/contract';
import ba from './flags/ba.svg';
import hr from './flags/hr.svg';
import me from './flags/me.svg';
import rs from './flags/rs.svg';

export type PhoneCountry = CountryInfo['phoneIso'];

/** The pickers' order: BA, RS, ME, HR. */
const PICKER_ORDER: readonly CountryCode[] = ['BA', 'RS', 'ME', 'HR'];

export const PHONE_COUNTRIES: readonly PhoneCountry[] = /* @__PURE__ */ PICKER_ORDER.map(
  (code) => COUNTRIES[code].phoneIso,
);

const byIso = <T>(fact: (info: CountryInfo) => T): Record<PhoneCountry, T> =>
  Object.fromEntries(PICKER_ORDER.map((code) => [COUNTRIES[code].phoneIso, fact(COUNTRIES[code])])) as Record<
    PhoneCountry,
    T
  >;

/** Names and dial codes from the country table (packages/contract/src/countries.ts). */
export const COUNTRY_NAMES: Record<PhoneCountry, string> = /* @__PURE__ */ byIso((c) => c.name);
export const DIAL_CODES: Record<PhoneCountry, string> = /* @__PURE__ */ byIso((c) => c.dialCode);

export const FLAGS: Record<PhoneCountry, string> = { ba, rs, me, hr };

/**
 * The digits after the dial code in groups (react-international-phone's format: "." a digit; a
 * "/regex/" key picks a grouping by the number's first digits). The last group is one longer than
 * the longest number needs, so nothing typed is cut.
 */
const GROUPING: Record<PhoneCountry, string | { default: string; [digits: string]: string }> = {
  ba: '.. ... ....',
  rs: '.. ... .....',
  hr: { default: '.. ... .....', '/^1/': '. ... .....' },
  me: '.. ... ....',
};

export function countryData(only: readonly PhoneCountry[]): CountryData[] {
  return only.map((iso) => [COUNTRY_NAMES[iso], iso, DIAL_CODES[iso], GROUPING[iso]]);
}

export const isPhoneCountry = (value: string): value is PhoneCountry =>
  (PHONE_COUNTRIES as readonly string[]).includes(value);
