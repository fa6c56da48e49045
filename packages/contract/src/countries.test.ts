// The country table is the one source of every per-country fact, and pickCountry the one rule for
// "which country is this page in" — the server, the page's first script (which runs the function's
// own source) and the app all use it.
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_PICK_TABLE,
  DEFAULT_COUNTRY,
  HOST_COUNTRY_SUFFIXES,
  SHOP_DIAL_CODES,
  countryFromHost,
  pickCountry,
  shopCountry,
  type CountryClues,
} from './countries.ts';
import { COUNTRY_TERMS } from './country-terms.ts';
import { DELIVERY_FEE_MINOR } from './orders.ts';
import { SELLERS } from './seller.ts';
import { shopTimeZone } from './shop-clock.ts';
import { isPhoneFormat } from './validation.ts';

describe('pickCountry', () => {
  const cases: [CountryClues, string][] = [
    [{ named: 'rs', remembered: 'BA', host: 'zdravo.hr' }, 'RS'],
    [{ named: ' me ', host: 'zdravo.ba' }, 'ME'],
    [{ named: 'XX', remembered: 'ba', host: 'zdravo.hr' }, 'BA'],
    [{ named: null, remembered: 'nope', host: 'www.zdravo.rs' }, 'RS'],
    [{ host: 'ZDRAVO.ME.' }, 'ME'],
    [{ host: 'zdravo.ba:8443' }, 'BA'],
    [{ host: 'localhost' }, DEFAULT_COUNTRY],
    [{}, DEFAULT_COUNTRY],
  ];

  it.each(cases)(
    '%j → %s: the address, then the remembered choice, then the host, then the default',
    (clues, expected) => {
      expect(pickCountry(clues, COUNTRY_PICK_TABLE)).toBe(expected);
      expect(shopCountry(clues)).toBe(expected);
    },
  );

  it('runs from its own source alone, as the first script runs it', () => {
    const fromSource = new Function(`return (${pickCountry.toString()})`)() as typeof pickCountry;
    const table = JSON.parse(JSON.stringify(COUNTRY_PICK_TABLE)) as typeof COUNTRY_PICK_TABLE;
    for (const [clues, expected] of cases) expect(fromSource(clues, table)).toBe(expected);
  });
});

describe('the country table', () => {
  it('is where the derived facts come from', () => {
    for (const code of COUNTRY_CODES) {
      const info = COUNTRIES[code];
      expect(countryFromHost(`zdravo${info.hostSuffix}`)).toBe(code);
      const terms = COUNTRY_TERMS[code];
      expect(DELIVERY_FEE_MINOR[code]).toBe(terms.deliveryFeeMinor);
      expect(SELLERS[code]).toEqual({ legalName: terms.sellerName, address: info.contact.address });
      expect(isPhoneFormat(`+${info.dialCode} 61 234 567`)).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: terms.timeZone })).not.toThrow();
    }
    expect(HOST_COUNTRY_SUFFIXES).toHaveLength(COUNTRY_CODES.length);
    expect([...SHOP_DIAL_CODES].sort()).toEqual(['381', '382', '385', '387']);
    expect(shopTimeZone()).toBe(COUNTRY_TERMS[DEFAULT_COUNTRY].timeZone);
  });

  it('keeps the facts the shop was built with', () => {
    expect(
      Object.fromEntries(
        COUNTRY_CODES.map((c) => [
          c,
          [COUNTRY_TERMS[c].deliveryFeeMinor, COUNTRIES[c].dialCode, COUNTRIES[c].hostSuffix],
        ]),
      ),
    ).toEqual({
      BA: [1000, '387', '.ba'],
      RS: [49000, '381', '.rs'],
      HR: [500, '385', '.hr'],
      ME: [400, '382', '.me'],
    });
  });
});
