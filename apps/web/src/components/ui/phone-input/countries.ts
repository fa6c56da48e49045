// The four countries the phone pickers allow (docs/product.md §5), in react-international-phone's data
// shape, with our names and locally shipped flags (no CDN). No per-country format: every country
// uses the spec's default mask.
import type { CountryData } from 'react-international-phone';
import ba from './flags/ba.svg';
import hr from './flags/hr.svg';
import me from './flags/me.svg';
import rs from './flags/rs.svg';

export type PhoneCountry = 'ba' | 'rs' | 'me' | 'hr';

export const PHONE_COUNTRIES: readonly PhoneCountry[] = ['ba', 'rs', 'me', 'hr'];

export const COUNTRY_NAMES: Record<PhoneCountry, string> = {
  ba: 'Bosna i Hercegovina',
  rs: 'Srbija',
  me: 'Crna Gora',
  hr: 'Hrvatska',
};

export const DIAL_CODES: Record<PhoneCountry, string> = { ba: '387', rs: '381', me: '382', hr: '385' };

export const FLAGS: Record<PhoneCountry, string> = { ba, rs, me, hr };

export function countryData(only: readonly PhoneCountry[]): CountryData[] {
  return only.map((iso) => [COUNTRY_NAMES[iso], iso, DIAL_CODES[iso]]);
}

export const isPhoneCountry = (value: string): value is PhoneCountry => (PHONE_COUNTRIES as readonly string[]).includes(value);
